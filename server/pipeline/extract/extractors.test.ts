import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExtractionError, type ExtractionErrorCode } from './errors.js';
import { extractFile } from './extract-file.js';
import {
  business,
  cellKey,
  markdownTableRows,
  requireCorpus,
  robustnessDir,
} from './test-support/corpus.js';
import type { Block, DocumentKind } from './types.js';

requireCorpus();

const REGISTER_ROW = [
  '',
  'Content will not be available when required',
  '4',
  'Missed deadline will result in funding cut.',
  '3',
  '12',
  'Hire additional copy editors',
  'Marketing',
  'Currently recruiting for additional staff',
  '10/10/08',
];

const tables = (blocks: Block[]) => blocks.flatMap((b) => (b.type === 'table' ? [b.rows] : []));
const headings = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.type === 'heading' ? [`h${b.level} ${b.text}`] : []));

async function failure(file: string, kind: DocumentKind): Promise<ExtractionError> {
  const error = await extractFile(file, kind).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe.each(['pdf', 'docx', 'doc'] as const)('%s extractor on business documents', (kind) => {
  it('reads the risk register: title and a full table row', async () => {
    const result = await extractFile(business(kind, '19-website-project-register'), kind);
    expect(result.text).toContain('The Project Risk Register is a summary risk document.');
    if (kind !== 'doc') expect(headings(result.blocks)).toEqual(['h1 Project Risk Register']);
    const rows = tables(result.blocks)
      .flat()
      .map((row) => row.map(cellKey).join('|'));
    expect(rows).toContain(REGISTER_ROW.map(cellKey).join('|'));
  });

  it('reads the roadmap: headings and list items as in the markdown', async () => {
    const result = await extractFile(business(kind, '12-vue-project-2017'), kind);
    expect(result.text).toContain('Planned release: early October 2017');
    if (kind === 'doc') return; // word-extractor gives no styles or list marks: paragraphs only
    expect(headings(result.blocks).slice(0, 4)).toEqual([
      'h1 Vue Project Roadmap',
      'h2 Core',
      'h3 2.5',
      'h3 3.0',
    ]);
    expect(result.blocks).toContainEqual(
      expect.objectContaining({
        type: 'listItem',
        text: 'Planned release: early October 2017',
        ordered: false,
        depth: 0,
      }),
    );
  });

  it('finds the rows of the markdown tables in its tables', async () => {
    const docs = readdirSync(path.dirname(business('md', 'x'))).map((f) => f.replace(/\.md$/, ''));
    let found = 0;
    let total = 0;
    for (const base of docs) {
      // Emoji shortcodes (":x:") are rendered as emoji in the binaries: not comparable.
      const expected = markdownTableRows(base).filter(
        (row) => !row.some((cell) => /:[a-z_+-]+:/.test(cell)),
      );
      if (expected.length === 0) continue;
      const got = new Set(
        tables((await extractFile(business(kind, base), kind)).blocks)
          .flat()
          .map((r) => r.map(cellKey).join('|')),
      );
      total += expected.length;
      found += expected.filter((row) => got.has(row.map(cellKey).join('|'))).length;
    }
    console.log(`${kind}: ${found}/${total} markdown table rows found exactly`);
    expect(found / total).toBeGreaterThanOrEqual(kind === 'pdf' ? 0.85 : 0.95);
  });
});

describe('PDF specifics', () => {
  it('reads the first pages of a huge PDF and says so', async () => {
    const result = await extractFile(
      path.join(robustnessDir, 'pdf/synthetic__many-pages-10000.pdf'),
      'pdf',
      { maxPdfPages: 20 },
    );
    expect(result.pageCount).toBe(10000);
    expect(result.warnings).toEqual(['Only the first 20 of 10000 pages were read.']);
    expect(result.text).toContain('Synthetic page 20 of 10000');
    expect(result.text).not.toContain('Synthetic page 21 of 10000');
    expect(result.blocks.every((b) => b.page !== undefined && b.page <= 20)).toBe(true);
  });

  it('reads a page rotated sideways in reading order', async () => {
    const result = await extractFile(
      path.join(robustnessDir, 'pdf/pdfminer__zen_of_python_corrupted.pdf'),
      'pdf',
    );
    expect(result.text).toContain(
      'Beautiful is better than ugly. Explicit is better than implicit.',
    );
  });

  it('reads CJK text through the bundled CMaps', async () => {
    const result = await extractFile(
      path.join(robustnessDir, 'pdf/pdfjs__noembed-sjis.pdf'),
      'pdf',
    );
    expect(result.text).toContain('あいうえお');
  });
});

describe('known failures get specific errors', () => {
  it.each<[string, DocumentKind, ExtractionErrorCode, RegExp]>([
    [
      'pdf/pypdf__libreoffice-writer-password.pdf',
      'pdf',
      'encrypted',
      /^This PDF is password-protected\./,
    ],
    ['pdf/tika__testMicrosoftIRMServices.pdf', 'pdf', 'encrypted', /rights management/],
    // A scanned page whose image (16×16 pixels) holds nothing OCR can read.
    [
      'pdf/pypdf__imagemagick-CCITTFaxDecode.pdf',
      'pdf',
      'no_text',
      /no text layer, and text recognition found no text in its images/,
    ],
    [
      'pdf/qpdf__bad1.pdf',
      'pdf',
      'corrupt',
      /^The file is corrupt or truncated and could not be read\.$/,
    ],
    ['pdf/derived__pdfjs__tracemonkey-truncated50.pdf', 'pdf', 'corrupt', /corrupt or truncated/],
    ['docx/poi__ExternalEntityInText.docx', 'docx', 'corrupt', /document type definition/],
    ['docx/mammoth__empty.docx', 'docx', 'no_text', /contains no text/],
    ['docx/poi__truncated62886.docx', 'docx', 'corrupt', /corrupt or truncated/],
    [
      'doc/poi__Word95.doc',
      'doc',
      'unsupported_version',
      /^This Word version is not supported\. Save the document as DOCX/,
    ],
    ['doc/poi__PasswordProtected.doc', 'doc', 'encrypted', /password-protected/],
    [
      'docx/tika__testWORD_protected_passtika.docx',
      'docx',
      'encrypted',
      /Word document is password-protected/,
    ],
    ['doc/poi__password_password_cryptoapi.doc', 'doc', 'encrypted', /password-protected/],
    ['doc/tika__testWORD_protected_drm.doc', 'doc', 'encrypted', /rights management/],
    ['doc/wordextractor__badfile-01-bad-header.doc', 'doc', 'corrupt', /corrupt or truncated/],
    [
      'doc/poi__clusterfuzz-testcase-minimized-POIHWPFFuzzer-5418937293340672.doc',
      'doc',
      'corrupt',
      /corrupt/,
    ],
  ])('%s: %s', async (file, kind, code, message) => {
    const error = await failure(path.join(robustnessDir, file), kind);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });
});

it('says a scan has no text layer when OCR is off', async () => {
  const error = await extractFile(path.join(robustnessDir, 'pdf/tika__testOCR.pdf'), 'pdf', {
    ocrMaxPages: 0,
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  expect((error as ExtractionError).code).toBe('no_text');
  expect((error as ExtractionError).message).toMatch(
    /no text layer \(it looks like a scanned image\)/,
  );
});

describe('DOCX ZIP checks', () => {
  it('reads the HTML an altChunk embeds', async () => {
    const result = await extractFile(
      path.join(robustnessDir, 'docx/tika__testAltChunkHTML.docx'),
      'docx',
    );
    expect(result.text).toContain('Example of a table');
  });
});
