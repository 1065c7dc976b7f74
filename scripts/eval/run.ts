import type { Category } from '../../common/categories.js';
import type { Analyzer } from '../../server/pipeline/analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../../server/pipeline/analyze/builtin-analyzer.js';
import { loadModel } from '../../server/pipeline/analyze/classifier.js';
import { trainingDocuments } from '../../server/pipeline/analyze/training/training-set.js';
import { trainModel } from '../../server/pipeline/analyze/training/train-model.js';
import { extractCorpus, loadLabels, type ExtractedFile } from './corpus.js';
import { printDetail } from './detail.js';
import { report, type Row } from './report.js';
import { scoreAnalysis } from './score.js';

/**
 * `npm run eval`: real extraction of the .pdf, .docx and .doc of every document in
 * ../shared/corpus/business, the built-in analyzer on each, and the scores against labels.json.
 *
 * The figures that count are cross-validated: each document (all three formats) is analysed by
 * a classifier trained on the DocViz training texts and the other corpus documents, never on
 * itself (leave one document out). Options:
 *   --shipped   also score the committed model, which was trained on the whole corpus
 *               (training-set figures: not evidence of anything)
 *   --oracle    extraction alone: every document analysed as its labelled category
 *   --from=N --to=M, --only=PREFIX   a part of the corpus
 *   --set=dev|holdout   documents 01–40 and the odd ones of 41–90, or the even ones of 41–90:
 *               rules are written looking at the dev set only, and the holdout set tells
 *               whether they generalize
 *   --detail    extracted and expected items of every file, side by side
 *   --no-table  no per-document table
 */
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

function evaluate(files: readonly ExtractedFile[], analyzer: Analyzer, oracle = false): Row[] {
  return files.map((file) => {
    const t = performance.now();
    const input = {
      text: file.text,
      blocks: file.blocks,
      fileName: `${file.label.file}.${file.format}`,
    };
    const analysis =
      oracle && file.label.category !== 'unknown'
        ? analyzer.extractAs(input, file.label.category as Category)
        : analyzer.analyze(input);
    return {
      file,
      analysis,
      scores: scoreAnalysis(file.label, analysis),
      ms: performance.now() - t,
    };
  });
}

async function main(): Promise<void> {
  const from = Number(option('from') ?? 0);
  const to = Number(option('to') ?? Infinity);
  const only = option('only');
  const set = option('set');
  const holdout = (n: number) => n > 40 && n % 2 === 0;
  const labels = loadLabels().filter((l) => {
    const n = Number(l.file.slice(0, 2));
    const inSet = set === 'holdout' ? holdout(n) : set === 'dev' ? !holdout(n) : true;
    return (!only || l.file.startsWith(only)) && n >= from && n <= to && inSet;
  });
  console.log(`Extracting ${labels.length} documents × 3 formats …`);
  const started = performance.now();
  const files = await extractCorpus(labels);
  console.log(`Extraction done in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
  const table = !flag('no-table');

  if (flag('oracle')) {
    const rows = evaluate(files, createBuiltinAnalyzer(), true);
    if (flag('detail')) printDetail(rows);
    report(rows, 'Extraction alone: each document analysed as its labelled category', { table });
    return;
  }
  if (flag('shipped')) {
    const rows = evaluate(files, createBuiltinAnalyzer({ model: loadModel() }));
    report(rows, 'Committed model (trained on the whole corpus: training-set figures)', { table });
    console.log('\n');
  }

  const rows: Row[] = [];
  for (const label of labels) {
    const model = trainModel(trainingDocuments({ without: label.file }));
    rows.push(
      ...evaluate(
        files.filter((f) => f.label === label),
        createBuiltinAnalyzer({ model }),
      ),
    );
  }
  if (flag('detail')) printDetail(rows);
  report(
    rows,
    'Cross-validated (leave one document out: each document analysed by a model that never saw it)',
    { table },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
