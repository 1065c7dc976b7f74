import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessDir as BUSINESS, corpusAvailable } from '../../test-support/corpus.js';
import { extractFile } from '../extract/extract-file.js';
import type { DocumentKind } from '../extract/types.js';
import { createBuiltinAnalyzer } from './builtin-analyzer.js';

/**
 * The real extractor and the built-in analyzer on a few files of the development corpus
 * (../shared/corpus/business). `npm run eval` scores the whole corpus; this only guards the
 * end-to-end path in CI. Skipped, with a warning, where the corpus is not checked out (CI fails).
 */
const HAVE_CORPUS = corpusAvailable('business/labels.json');
const CASES: [string, DocumentKind, string][] = [
  ['19-website-project-register', 'docx', 'risk_analysis'],
  ['24-cw20-covid-contingency', 'doc', 'risk_analysis'],
  ['36-pnpm-feature-comparison', 'pdf', 'competitor_analysis'],
  ['27-prysmatic-labs-releases', 'pdf', 'product_roadmap'],
  ['33-zeroday-ctf-canvas-de', 'doc', 'value_proposition'],
  ['30-plausible-changelog-3x', 'docx', 'unknown'],
  ['20-sourcegraph-security-risk-process', 'pdf', 'unknown'],
];

describe.skipIf(!HAVE_CORPUS)(
  HAVE_CORPUS ? 'corpus documents end to end' : 'corpus documents end to end (no ../shared/corpus)',
  () => {
    const analyzer = createBuiltinAnalyzer();

    it.each(CASES)('%s.%s is %s', async (file, kind, category) => {
      const extraction = await extractFile(resolve(BUSINESS, kind, `${file}.${kind}`), kind);
      const result = await analyzer.analyze({
        text: extraction.text,
        blocks: extraction.blocks,
        fileName: `${file}.${kind}`,
      });
      expect(result.category).toBe(category);
      if (category === 'unknown') {
        expect(result.data).toEqual({});
      } else {
        expect(Object.keys(result.data.extractedData as object).length).toBeGreaterThan(0);
        expect(result.evidence.length).toBeGreaterThan(1);
      }
    });

    it('rates the register’s risks as written', async () => {
      const extraction = await extractFile(
        resolve(BUSINESS, 'pdf', '19-website-project-register.pdf'),
        'pdf',
      );
      const result = analyzer.analyze({ ...extraction, fileName: 'register.pdf' });
      const risks = result.data.risks as { name: string; probability?: number; impact?: number }[];
      expect(risks.find((r) => r.name === 'Data loss')).toMatchObject({
        probability: 2,
        impact: 5,
      });
    });
  },
);
