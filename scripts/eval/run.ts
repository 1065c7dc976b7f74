import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../common/categories.js';
import type { AnalysisResult } from '../../server/pipeline/analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../../server/pipeline/analyze/builtin-analyzer.js';
import { prepareDocument } from '../../server/pipeline/analyze/document.js';
import { documentFeatures } from '../../server/pipeline/analyze/features.js';
import { loadTrainingTexts } from '../../server/pipeline/analyze/training/training-texts.js';
import {
  trainModel,
  type TrainingDocument,
} from '../../server/pipeline/analyze/training/train-model.js';
import { extractCorpus, FORMATS, loadLabels, type ExtractedFile } from './corpus.js';
import { add, FIELDS, ratio, scoreAnalysis, type Count, type FieldScores } from './score.js';

/**
 * `npm run eval`: real extraction of the .pdf, .docx and .doc of every document in
 * ../shared/corpus/business, the built-in analyzer on each, and the scores against labels.json.
 *
 * The shipped classifier is trained only on the texts in server/pipeline/analyze/training/texts
 * (written for DocViz, none taken from this corpus), so every corpus document is unseen.
 * `npm run eval -- --cv` adds a leave-one-document-out cross-validation in which the classifier
 * is also trained on the other 39 corpus documents (one copy each; all three formats of the
 * held-out document are scored by a model that never saw it), to show what in-domain examples
 * would add. It retrains 40 models (about two minutes).
 */
const args = process.argv.slice(2);
const crossValidate = args.includes('--cv');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const SHORT: Record<DocumentCategory, string> = {
  competitor_analysis: 'competitor',
  product_roadmap: 'roadmap',
  value_proposition: 'value_prop',
  risk_analysis: 'risk',
  unknown: 'unknown',
};

function pct(value: number | null): string {
  return value === null ? '  n/a' : `${(value * 100).toFixed(1).padStart(5)}%`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

interface Row {
  file: ExtractedFile;
  analysis: AnalysisResult;
  scores: FieldScores;
  ms: number;
}

async function main(): Promise<void> {
  const labels = loadLabels().filter((l) => !only || l.file.startsWith(only));
  console.log(`Extracting ${labels.length} documents × ${FORMATS.length} formats …`);
  const started = performance.now();
  const files = await extractCorpus(labels);
  console.log(`Extraction done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);

  const rows = evaluate(files, createBuiltinAnalyzer());
  report(rows, 'Shipped model (trained only on the DocViz training texts; the corpus is unseen)');

  if (crossValidate) {
    console.log(
      '\n\nLeave-one-document-out cross-validation (training texts + the other corpus documents)',
    );
    const texts = loadTrainingTexts();
    // One copy of each document (its DOCX) so a document does not weigh three times.
    const corpusDocs: (TrainingDocument & { file: string })[] = files
      .filter((f) => f.format === 'docx')
      .map((f) => ({
        id: `${f.label.file}.${f.format}`,
        file: f.label.file,
        category: f.label.category,
        counts: documentFeatures(prepareDocument(f.blocks, f.label.file)),
      }));
    const cvRows: Row[] = [];
    for (const label of labels) {
      const model = trainModel([...texts, ...corpusDocs.filter((d) => d.file !== label.file)]);
      cvRows.push(
        ...evaluate(
          files.filter((f) => f.label === label),
          createBuiltinAnalyzer({ model }),
        ),
      );
    }
    report(cvRows, 'Cross-validated model (each document scored by a model that never saw it)');
  }
}

function evaluate(
  files: readonly ExtractedFile[],
  analyzer: ReturnType<typeof createBuiltinAnalyzer>,
): Row[] {
  return files.map((file) => {
    const t = performance.now();
    const analysis = analyzer.analyzeSync({
      text: file.text,
      blocks: file.blocks,
      fileName: `${file.label.file}.${file.format}`,
    });
    return {
      file,
      analysis,
      scores: scoreAnalysis(file.label, analysis),
      ms: performance.now() - t,
    };
  });
}

function report(rows: readonly Row[], title: string): void {
  console.log(`=== ${title} ===\n`);
  const labels = [...new Set(rows.map((r) => r.file.label))];

  // Per-document table -------------------------------------------------------------------------
  console.log(
    `${pad('document', 40)} ${pad('label', 11)} ${FORMATS.map((f) => pad(f, 17)).join(' ')} same  items tp/pred/exp (3 formats)`,
  );
  for (const label of labels) {
    const mine = rows.filter((r) => r.file.label === label);
    const cells = FORMATS.map((format) => {
      const r = mine.find((m) => m.file.format === format);
      if (!r) return pad('-', 17);
      const ok = r.analysis.category === label.category ? ' ' : '✗';
      return pad(`${ok}${SHORT[r.analysis.category]} ${r.analysis.confidence.toFixed(2)}`, 17);
    });
    const same = new Set(mine.map((r) => r.analysis.category)).size === 1 ? 'yes ' : 'NO  ';
    const totals = new Map<string, Count>();
    for (const r of mine) {
      for (const [field, c] of Object.entries(r.scores)) {
        const t = totals.get(field) ?? { tp: 0, predicted: 0, expected: 0 };
        add(t, c);
        totals.set(field, t);
      }
    }
    const items = [...totals]
      .map(([field, c]) => `${field} ${c.tp}/${c.predicted}/${c.expected}`)
      .join(', ');
    console.log(
      `${pad(label.file, 40)} ${pad(SHORT[label.category], 11)} ${cells.join(' ')} ${same}  ${items}`,
    );
  }

  // Category accuracy and confusion matrix ---------------------------------------------------------
  const correct = rows.filter((r) => r.analysis.category === r.file.label.category).length;
  console.log(`\nCategory accuracy: ${correct}/${rows.length} = ${pct(correct / rows.length)}`);
  for (const format of FORMATS) {
    const mine = rows.filter((r) => r.file.format === format);
    const ok = mine.filter((r) => r.analysis.category === r.file.label.category).length;
    console.log(`  ${pad(format, 5)} ${ok}/${mine.length} = ${pct(ok / mine.length)}`);
  }
  console.log('\nConfusion matrix (rows: label, columns: predicted; all formats)');
  console.log(`${pad('', 12)}${DOCUMENT_CATEGORIES.map((c) => pad(SHORT[c], 11)).join('')}`);
  for (const truth of DOCUMENT_CATEGORIES) {
    const line = DOCUMENT_CATEGORIES.map((predicted) =>
      pad(
        String(
          rows.filter((r) => r.file.label.category === truth && r.analysis.category === predicted)
            .length,
        ),
        11,
      ),
    ).join('');
    console.log(`${pad(SHORT[truth], 12)}${line}`);
  }

  const unknownDocs = labels.filter((l) => l.category === 'unknown');
  const abstained = unknownDocs.filter((l) =>
    rows.filter((r) => r.file.label === l).every((r) => r.analysis.category === 'unknown'),
  );
  const falseUnknown = rows.filter(
    (r) => r.file.label.category !== 'unknown' && r.analysis.category === 'unknown',
  ).length;
  console.log(
    `\n'unknown' documents abstained in every format: ${abstained.length}/${unknownDocs.length}` +
      (abstained.length < unknownDocs.length
        ? ` (not: ${unknownDocs
            .filter((l) => !abstained.includes(l))
            .map((l) => l.file)
            .join(', ')})`
        : ''),
  );
  console.log(
    `Category documents wrongly abstained: ${falseUnknown} of ${rows.length - unknownDocs.length * FORMATS.length} files`,
  );

  // Items ---------------------------------------------------------------------------------------------
  console.log(
    '\nNamed items (micro-averaged over all files; recall against at most 5 expected per field)',
  );
  console.log(
    `${pad('field', 18)}${pad('tp', 6)}${pad('extracted', 11)}${pad('expected', 10)}precision  recall`,
  );
  const overall: Count = { tp: 0, predicted: 0, expected: 0 };
  for (const field of FIELDS) {
    const total: Count = { tp: 0, predicted: 0, expected: 0 };
    for (const r of rows) add(total, r.scores[field]);
    add(overall, total);
    console.log(
      `${pad(field, 18)}${pad(String(total.tp), 6)}${pad(String(total.predicted), 11)}${pad(String(total.expected), 10)}${pct(ratio(total.tp, total.predicted))}    ${pct(ratio(total.tp, total.expected))}`,
    );
  }
  const precision = ratio(overall.tp, overall.predicted);
  const recall = ratio(overall.tp, overall.expected);
  console.log(
    `${pad('all items', 18)}${pad(String(overall.tp), 6)}${pad(String(overall.predicted), 11)}${pad(String(overall.expected), 10)}${pct(precision)}    ${pct(recall)}`,
  );

  // Consistency -----------------------------------------------------------------------------------
  const consistent = labels.filter(
    (l) =>
      new Set(rows.filter((r) => r.file.label === l).map((r) => r.analysis.category)).size === 1,
  );
  console.log(
    `\nSame category in all formats: ${consistent.length}/${labels.length}` +
      (consistent.length < labels.length
        ? ` (not: ${labels
            .filter((l) => !consistent.includes(l))
            .map((l) => l.file)
            .join(', ')})`
        : ''),
  );
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `Analysis time per file: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`,
  );

  // Targets ---------------------------------------------------------------------------------------
  const accuracy = correct / rows.length;
  const check = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log('\nTargets');
  console.log(`  category accuracy ≥ 90%: ${pct(accuracy)} ${check(accuracy >= 0.9)}`);
  console.log(
    `  every 'unknown' document abstained: ${abstained.length}/${unknownDocs.length} ${check(abstained.length === unknownDocs.length)}`,
  );
  console.log(`  item precision ≥ 75%: ${pct(precision)} ${check((precision ?? 0) >= 0.75)}`);
  console.log(`  item recall ≥ 75%: ${pct(recall)} ${check((recall ?? 0) >= 0.75)}`);
  console.log(
    `  same category across formats: ${consistent.length}/${labels.length} ${check(consistent.length === labels.length)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
