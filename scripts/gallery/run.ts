import { mkdir, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { projectRoot } from '../../server/paths.js';
import type { DocumentKind } from '../../server/pipeline/extract/types.js';
import { loadLabels, type Label } from '../eval/corpus.js';
import { buildBrowserBundle } from './browser-bundle.js';
import { openGalleryBrowser, type DrawOutcome, type GalleryBrowser } from './browser.js';
import { buildIndexPage, type GalleryCard } from './index-page.js';
import { parseOptions, USAGE } from './options.js';
import { cardOf, pngName, summaryLine, totalsLine } from './report.js';
import { createFileProcessor, type ProcessedFile } from './visualize.js';

/**
 * `npm run gallery`: every corpus document through the real pipeline (extraction, built-in
 * analysis, the visualization createVisualization makes), drawn in Chromium the way the client
 * draws it, one PNG per file, and an index.html to review them. Exits non-zero only on a crash
 * (a wrong category or an unreadable file is a result, not a crash).
 */

interface Gallery {
  cards: GalleryCard[];
  crashes: number;
}

/**
 * Files are read and analyzed one after the other on this thread; each drawing is queued on the
 * one Chromium page meanwhile, so the browser works while the next file is extracted.
 */
async function makeGallery(
  files: readonly { label: Label; format: DocumentKind }[],
  out: string,
  browser: GalleryBrowser,
  crossValidate: boolean,
): Promise<Gallery> {
  const processFile = createFileProcessor({ crossValidate });
  const gallery: Gallery = { cards: [], crashes: 0 };
  let drawing = Promise.resolve();
  for (const { label, format } of files) {
    const started = performance.now();
    let file: ProcessedFile;
    try {
      file = await processFile(label, format);
    } catch (error) {
      gallery.crashes++;
      const fileName = `${label.file}.${format}`;
      const none = { label, format, fileName, category: 'unknown', analysis: null } as const;
      const card = cardOf(
        { ...none, status: 'failed', extractMs: 0, analyzeMs: 0 },
        undefined,
        error,
      );
      gallery.cards.push(card);
      console.log(summaryLine(card, { process: performance.now() - started }));
      continue;
    }
    const processMs = performance.now() - started;
    const index = gallery.cards.push(cardOf(file)) - 1;
    drawing = drawing.then(async () => {
      if (!file.visualization) {
        console.log(summaryLine(gallery.cards[index]!, { process: processMs }));
        return;
      }
      const drawStarted = performance.now();
      let drawn: DrawOutcome | undefined;
      try {
        drawn = await browser.draw(file.visualization, resolve(out, pngName(file.fileName)));
        if (!drawn.ok) gallery.crashes++;
        gallery.cards[index] = cardOf(file, drawn);
      } catch (error) {
        gallery.crashes++;
        gallery.cards[index] = cardOf(file, undefined, error);
      }
      const ms = { process: processMs, draw: performance.now() - drawStarted };
      console.log(summaryLine(gallery.cards[index]!, ms));
    });
  }
  await drawing;
  return gallery;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseOptions(args, projectRoot);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const labels = loadLabels().filter(
    (l) => options.only.length === 0 || options.only.some((prefix) => l.file.startsWith(prefix)),
  );
  if (labels.length === 0)
    throw new Error(`no corpus document starts with ${options.only.join(', ')}`);
  const files = labels.flatMap((label) => options.formats.map((format) => ({ label, format })));
  const started = performance.now();
  console.log(
    `Gallery of ${labels.length} documents × ${options.formats.join(', ')} → ${options.out}`,
  );
  await mkdir(options.out, { recursive: true });

  const browser = await openGalleryBrowser(await buildBrowserBundle());
  let gallery: Gallery;
  try {
    gallery = await makeGallery(files, options.out, browser, options.crossValidate);
  } finally {
    await browser.close();
  }

  const totals = totalsLine(gallery.cards, (performance.now() - started) / 1000);
  const indexPath = resolve(options.out, 'index.html');
  await writeFile(indexPath, buildIndexPage(gallery.cards, totals));
  const shown = relative(process.cwd(), indexPath);
  console.log(`\n${totals}\nOpen ${shown.startsWith('..') ? indexPath : shown}`);
  return gallery.crashes > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
