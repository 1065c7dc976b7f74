/**
 * npm run bench:analyzer — the built-in analyzer on 20-page documents.
 *
 * The documents are built from real extracted text: the PDFs of ../shared/corpus/business of one
 * category (or of all), extracted once, concatenated and repeated until they span 20 pages and
 * at least 10,000 words (about 500 words a page). Without the corpus, the analyzer's own training
 * texts are repeated instead. Each document is analysed BENCH_RUNS times (default 200) after a
 * warm-up; prints p50 / p95 / max per document. Target (issue 5): p95 ≤ 100 ms.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DOCUMENT_CATEGORIES } from '../../common/categories.js';
import { createBuiltinAnalyzer } from '../../server/pipeline/analyze/builtin-analyzer.js';
import { markdownToBlocks } from '../../server/pipeline/analyze/shared/markdown-blocks.js';
import { TEXTS_FOLDER } from '../../server/pipeline/analyze/training/training-texts.js';
import { extractFile } from '../../server/pipeline/extract/extract-file.js';
import type { Block } from '../../server/pipeline/extract/types.js';
import { corpusFolder } from '../../server/paths.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PAGES = 20;
const MIN_WORDS = 10_000;
const BUSINESS = resolve(corpusFolder, 'business');

interface Source {
  category: string;
  blocks: Block[];
  pages: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function words(blocks: readonly Block[]): number {
  let n = 0;
  for (const b of blocks) {
    const text = b.type === 'table' ? b.rows.flat().join(' ') : b.text;
    n += text.split(/\s+/).filter(Boolean).length;
  }
  return n;
}

/** Concatenates sources (renumbering pages) until the document has 20 pages and enough words. */
function compose(sources: readonly Source[]): { blocks: Block[]; pages: number } {
  const blocks: Block[] = [];
  let offset = 0;
  for (let i = 0; offset < PAGES || words(blocks) < MIN_WORDS; i++) {
    const source = sources[i % sources.length]!;
    for (const block of source.blocks) blocks.push({ ...block, page: (block.page ?? 1) + offset });
    offset += source.pages;
  }
  return { blocks, pages: offset };
}

async function corpusSources(): Promise<Source[]> {
  const labels = JSON.parse(readFileSync(resolve(BUSINESS, 'labels.json'), 'utf8')) as {
    file: string;
    category: string;
  }[];
  const out: Source[] = [];
  for (const label of labels) {
    const result = await extractFile(resolve(BUSINESS, 'pdf', `${label.file}.pdf`), 'pdf');
    out.push({ category: label.category, blocks: result.blocks, pages: result.pageCount ?? 1 });
  }
  return out;
}

function trainingSources(): Source[] {
  return DOCUMENT_CATEGORIES.flatMap((category) =>
    readdirSync(resolve(TEXTS_FOLDER, category))
      .filter((f) => f.endsWith('.md'))
      .map((file) => ({
        category,
        blocks: markdownToBlocks(readFileSync(resolve(TEXTS_FOLDER, category, file), 'utf8')),
        pages: 1,
      })),
  );
}

async function main(): Promise<void> {
  const fromCorpus = existsSync(resolve(BUSINESS, 'labels.json'));
  const sources = fromCorpus ? await corpusSources() : trainingSources();
  console.log(
    `Built-in analyzer, ${RUNS} runs per document, documents of ${PAGES}+ pages from ${fromCorpus ? 'the extracted corpus PDFs' : 'the training texts'}.\n`,
  );
  const analyzer = createBuiltinAnalyzer();
  const groups = [
    ...DOCUMENT_CATEGORIES.map((c) => [c, sources.filter((s) => s.category === c)] as const),
    ['mixed', sources] as const,
  ];
  const all: number[] = [];
  console.log(
    'document              pages  words   blocks  category             p50 ms  p95 ms  max ms',
  );
  for (const [name, group] of groups) {
    if (group.length === 0) continue;
    const { blocks, pages } = compose(group);
    const input = { text: '', blocks, fileName: `${name}.pdf` };
    for (let i = 0; i < 20; i++) analyzer.analyze(input);
    const times: number[] = [];
    let category = '';
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      category = analyzer.analyze(input).category;
      times.push(performance.now() - started);
    }
    all.push(...times);
    console.log(
      `${name.padEnd(22)}${String(pages).padStart(5)}  ${String(words(blocks)).padStart(6)}  ${String(blocks.length).padStart(6)}  ${category.padEnd(20)} ${percentile(times, 50).toFixed(1).padStart(6)}  ${percentile(times, 95).toFixed(1).padStart(6)}  ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(6)}`,
    );
  }
  const p95 = percentile(all, 95);
  console.log(
    `\nAll documents: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 100 ms: ${p95 <= 100 ? 'met' : 'NOT MET'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
