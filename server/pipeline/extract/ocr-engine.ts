import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';

/**
 * Text recognition (OCR) for scanned PDF pages: tesseract.js with the English model shipped in
 * @tesseract.js-data/eng, so nothing is fetched at run time (no CDN for the model, and
 * tesseract.js in Node loads its WebAssembly core from node_modules/tesseract.js-core). The
 * engine runs in its own worker thread, which tesseract.js starts; the extraction thread that
 * owns it must terminate it (`terminate`) whatever happens, and a page that takes longer than
 * its time budget terminates it too.
 */

const require = createRequire(import.meta.url);

/**
 * The integer "best" LSTM model: the one tesseract.js downloads by default for its LSTM-only
 * engine (the package's default folder also holds the legacy engine's data: 4× larger).
 */
export const OCR_LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A recognized line in image pixels (y grows downwards), with its words. */
export interface OcrLine {
  bbox: OcrBox;
  /** Tesseract's estimate of the text's height (x-height + ascenders + descenders), in pixels. */
  rowHeight: number;
  words: Array<{ text: string; confidence: number; bbox: OcrBox }>;
}

export interface OcrEngine {
  /** Lines recognized in an encoded image (PNG); rejects with OcrTimeout after `timeoutMs`. */
  recognize(image: Buffer, dpi: number, timeoutMs: number): Promise<OcrLine[]>;
  /** Stops the engine's thread; safe to call more than once. */
  terminate(): Promise<void>;
}

/** The engine ran out of time: its thread was stopped and it cannot be used again. */
export class OcrTimeout extends Error {
  override readonly name = 'OcrTimeout';
}

/** Starts tesseract's thread and loads the English model (~0.3 s); rejects with OcrTimeout after `timeoutMs`. */
export async function startOcrEngine(timeoutMs: number): Promise<OcrEngine> {
  // tesseract.js leaves its thread running when the model fails to load, out of our reach: a
  // missing model must be found before that thread is started.
  accessSync(path.join(OCR_LANG_PATH, 'eng.traineddata.gz'), constants.R_OK);
  // Loaded on the first scanned page, not with the extraction thread: most threads never need it.
  const { default: tesseract } = await import('tesseract.js');
  const starting = tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
    langPath: OCR_LANG_PATH,
    gzip: true,
    // Never read or write a model cache (tesseract.js would write eng.traineddata into the cwd).
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener, where
    // nothing can catch it: the whole extraction thread would die. The job's promise rejects anyway.
    errorHandler: () => {},
  });
  const worker = await withTimeout(starting, timeoutMs, () => {
    // Started too late to be stopped by us otherwise: stop it once it is there.
    void starting.then((late) => late.terminate()).catch(() => {});
  });
  let stopped = false;
  const terminate = async () => {
    if (stopped) return;
    stopped = true;
    await worker.terminate().catch(() => {});
  };
  // tesseract.js does not listen to its thread's 'error' event (a crash, e.g. WebAssembly out of
  // memory); unheard, that event would take the extraction thread down with it.
  // A job on a crashed thread would never settle: `died` ends it instead.
  const thread = (worker as unknown as { worker?: NodeJS.EventEmitter }).worker;
  const died = new Promise<never>((_, reject) => {
    thread?.on('error', (error: unknown) => {
      stopped = true;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  died.catch(() => {});
  try {
    await withTimeout(
      worker.setParameters({
        tessedit_pageseg_mode: tesseract.PSM.AUTO,
        preserve_interword_spaces: '0',
      }),
      timeoutMs,
      terminate,
    );
  } catch (error) {
    await terminate();
    throw error;
  }
  return {
    async recognize(image, dpi, budgetMs) {
      if (stopped) throw new OcrTimeout('the OCR engine was stopped');
      const job = (async () => {
        await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
        return worker.recognize(image, {}, { text: false, blocks: true });
      })();
      const { data } = await withTimeout(Promise.race([job, died]), budgetMs, terminate);
      return linesOf(data.blocks ?? []);
    },
    terminate,
  };
}

function linesOf(blocks: Tesseract.Block[]): OcrLine[] {
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        bbox: line.bbox,
        rowHeight: line.rowAttributes?.rowHeight ?? 0,
        words: line.words.map((word) => ({
          text: word.text,
          confidence: word.confidence,
          bbox: word.bbox,
        })),
      })),
    ),
  );
}

/** `promise`, or an OcrTimeout after `ms` (then `onTimeout` runs: it stops the engine). */
async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => unknown,
): Promise<T> {
  // Settling after the race was lost must not become an unhandled rejection (fatal in a thread).
  promise.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        void onTimeout();
        reject(new OcrTimeout(`no OCR result within ${Math.round(ms)} ms`));
      },
      Math.max(0, ms),
    );
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
