import { CATEGORIES, DOCUMENT_CATEGORIES, type DocumentCategory } from '../../common/categories.js';
import type { AnalysisResult } from '../../server/pipeline/analyze/analyzer.js';
import { FORMATS, type ExtractedFile } from './corpus.js';
import { add, FIELDS, ratio, type Count, type FieldScores } from './score.js';

/** One analysed corpus file and its scores against the labels. */
export interface Row {
  file: ExtractedFile;
  analysis: AnalysisResult;
  scores: FieldScores;
  ms: number;
}

/** The targets of issue 12, checked on cross-validated figures only. */
export const TARGETS = {
  accuracy: 0.93,
  abstained: 0.9,
  recall: 0.8,
  precision: 0.85,
  sameCategory: 0.97,
};

const SHORT: Record<DocumentCategory, string> = {
  competitor_analysis: 'competitor',
  product_roadmap: 'roadmap',
  value_proposition: 'value_prop',
  risk_analysis: 'risk',
  unknown: 'unknown',
};

export function pct(value: number | null): string {
  return value === null ? '  n/a' : `${(value * 100).toFixed(1).padStart(5)}%`;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

function total(rows: readonly Row[], fields: readonly string[] = FIELDS): Count {
  const sum: Count = { tp: 0, predicted: 0, expected: 0 };
  for (const r of rows) for (const f of fields) add(sum, r.scores[f as keyof FieldScores]);
  return sum;
}

function documentTable(rows: readonly Row[]): void {
  const labels = [...new Set(rows.map((r) => r.file.label))];
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
    const items = FIELDS.flatMap((field) => {
      const c = total(mine, [field]);
      return c.predicted + c.expected > 0 ? [`${field} ${c.tp}/${c.predicted}/${c.expected}`] : [];
    }).join(', ');
    console.log(
      `${pad(label.file, 40)} ${pad(SHORT[label.category], 11)} ${cells.join(' ')} ${same}  ${items}`,
    );
  }
}

function categoryFigures(rows: readonly Row[]): void {
  const correct = rows.filter((r) => r.analysis.category === r.file.label.category).length;
  console.log(`\nCategory accuracy: ${correct}/${rows.length} = ${pct(correct / rows.length)}`);
  console.log(`${pad('  by label', 24)}${FORMATS.map((f) => pad(f, 16)).join('')}all formats`);
  for (const truth of DOCUMENT_CATEGORIES) {
    const cells = [...FORMATS, undefined].map((format) => {
      const mine = rows.filter(
        (r) => r.file.label.category === truth && (!format || r.file.format === format),
      );
      const ok = mine.filter((r) => r.analysis.category === truth).length;
      return pad(`${ok}/${mine.length} ${pct(ratio(ok, mine.length))}`, 16);
    });
    console.log(`  ${pad(truth, 22)}${cells.join('')}`);
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
}

function itemFigures(rows: readonly Row[]): void {
  console.log(
    '\nNamed items (micro-averaged over all files; recall against at most 5 expected per field)',
  );
  console.log(
    `${pad('field', 18)}${pad('tp', 6)}${pad('extracted', 11)}${pad('expected', 10)}precision  recall   ${FORMATS.map((f) => pad(`${f} P / R`, 16)).join('')}`,
  );
  for (const field of [...FIELDS, undefined]) {
    const fields = field ? [field] : FIELDS;
    const t = total(rows, fields);
    const byFormat = FORMATS.map((format) => {
      const c = total(
        rows.filter((r) => r.file.format === format),
        fields,
      );
      return pad(`${pct(ratio(c.tp, c.predicted))} /${pct(ratio(c.tp, c.expected))}`, 16);
    }).join('');
    console.log(
      `${pad(field ?? 'all items', 18)}${pad(String(t.tp), 6)}${pad(String(t.predicted), 11)}${pad(String(t.expected), 10)}${pct(ratio(t.tp, t.predicted))}    ${pct(ratio(t.tp, t.expected))}   ${byFormat}`,
    );
  }
  console.log('  by label category:');
  for (const category of CATEGORIES) {
    const t = total(rows.filter((r) => r.file.label.category === category));
    console.log(
      `  ${pad(category, 22)}precision ${pct(ratio(t.tp, t.predicted))}  recall ${pct(ratio(t.tp, t.expected))}`,
    );
  }
}

export function report(rows: readonly Row[], title: string, { table = true } = {}): void {
  console.log(`=== ${title} ===\n`);
  if (table) documentTable(rows);
  categoryFigures(rows);
  itemFigures(rows);

  const labels = [...new Set(rows.map((r) => r.file.label))];
  const unknownDocs = labels.filter((l) => l.category === 'unknown');
  const abstained = unknownDocs.filter((l) =>
    rows.filter((r) => r.file.label === l).every((r) => r.analysis.category === 'unknown'),
  );
  const falseUnknown = rows.filter(
    (r) => r.file.label.category !== 'unknown' && r.analysis.category === 'unknown',
  ).length;
  const consistent = labels.filter(
    (l) =>
      new Set(rows.filter((r) => r.file.label === l).map((r) => r.analysis.category)).size === 1,
  );
  const list = (xs: readonly { file: string }[]) =>
    xs.length ? ` (not: ${xs.map((l) => l.file).join(', ')})` : '';
  console.log(
    `\n'unknown' documents abstained in every format: ${abstained.length}/${unknownDocs.length}` +
      list(unknownDocs.filter((l) => !abstained.includes(l))),
  );
  console.log(
    `Category documents wrongly abstained: ${falseUnknown} of ${rows.filter((r) => r.file.label.category !== 'unknown').length} files`,
  );
  console.log(
    `Same category in all formats: ${consistent.length}/${labels.length}` +
      list(labels.filter((l) => !consistent.includes(l))),
  );
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `Analysis time per file: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms`,
  );

  const accuracy =
    rows.filter((r) => r.analysis.category === r.file.label.category).length / rows.length;
  const items = total(rows);
  const precision = ratio(items.tp, items.predicted) ?? 0;
  const recall = ratio(items.tp, items.expected) ?? 0;
  const check = (value: number, target: number) =>
    `${pct(value)}  (target ≥ ${pct(target).trim()}) ${value >= target ? 'met' : 'NOT MET'}`;
  console.log('\nTargets');
  console.log(`  category accuracy:          ${check(accuracy, TARGETS.accuracy)}`);
  console.log(
    `  'unknown' abstained:        ${check(abstained.length / Math.max(unknownDocs.length, 1), TARGETS.abstained)}`,
  );
  console.log(`  item recall:                ${check(recall, TARGETS.recall)}`);
  console.log(`  item precision:             ${check(precision, TARGETS.precision)}`);
  console.log(
    `  same category, 3 formats:   ${check(consistent.length / labels.length, TARGETS.sameCategory)}`,
  );
}
