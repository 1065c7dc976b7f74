import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuiltinAnalyzer } from '../analyze/builtin-analyzer.js';
import { AnalysisError, ExtractionError } from './errors.js';
import { createExtractionPool, mapWorkerFailure } from './extract-pool.js';
import { business, requireCorpus } from './test-support/corpus.js';

requireCorpus();

const hostileWorker = fileURLToPath(new URL('./test-support/hostile-worker.ts', import.meta.url));
const throwingAnalyzerWorker = fileURLToPath(
  new URL('./test-support/throwing-analyzer-worker.ts', import.meta.url),
);

async function rejection(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('extraction pool with the real worker (TypeScript source, loaded through tsx)', () => {
  const pool = createExtractionPool({ maxThreads: 2, timeoutMs: 30_000 });
  afterAll(() => pool.close());

  it('extracts a PDF, a DOCX and a DOC in worker threads', async () => {
    const base = '19-website-project-register';
    const [pdf, docx, doc] = await Promise.all([
      pool.extract(business('pdf', base), 'pdf'),
      pool.extract(business('docx', base), 'docx'),
      pool.extract(business('doc', base), 'doc'),
    ]);
    for (const result of [pdf, docx, doc]) {
      expect(result.text).toContain('Content will not be available when required');
      expect(result.blocks.some((b) => b.type === 'table')).toBe(true);
    }
    expect(pdf.pageCount).toBe(1);
  });

  it('extracts and runs the built-in analyzer in one thread task', async () => {
    const file = business('pdf', '04-k8s-admission-control-threat-model');
    const { extraction, analysis } = await pool.extractAndAnalyze(file, 'pdf', 'threat-model.pdf');
    expect(extraction).toEqual(await pool.extract(file, 'pdf'));
    expect(analysis.category).toBe('risk_analysis');
    expect(analysis.data.risks).toEqual(expect.arrayContaining([expect.anything()]));
    // The same answer the analyzer gives on this thread: the thread ran the real analyzer.
    expect(analysis).toEqual(
      createBuiltinAnalyzer().analyze({ ...extraction, fileName: 'threat-model.pdf' }),
    );
  });

  it('does not analyze a file it cannot read: the extraction error, as without analysis', async () => {
    const error = await rejection(
      pool.extractAndAnalyze(business('pdf', 'missing-file'), 'pdf', 'missing.pdf'),
    );
    expect(error.code).toBe('corrupt');
  });

  it('rebuilds extraction errors on the main thread', async () => {
    const error = await rejection(pool.extract(business('pdf', 'missing-file'), 'pdf'));
    expect(error.code).toBe('corrupt');
    expect(error.message).toBe('The file is corrupt or truncated and could not be read.');
  });
});

describe('extraction pool limits', () => {
  const pool = createExtractionPool({
    maxThreads: 1,
    timeoutMs: 2_500,
    maxMemoryMb: 64,
    workerFile: hostileWorker,
  });
  afterAll(() => pool.close());

  it('kills a worker stuck in a loop at the timeout, then carries on', async () => {
    await pool.extract('warm-up', 'pdf');
    const started = Date.now();
    const error = await rejection(pool.extract('spin', 'pdf'));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(pool.extract('after', 'pdf')).resolves.toMatchObject({ text: 'read after' });
  });

  it('maps a worker that runs out of memory to out_of_memory', async () => {
    const error = await rejection(pool.extract('oom', 'pdf'));
    expect(error.code).toBe('out_of_memory');
    expect(error.message).toMatch(/needs too much memory/);
    await expect(pool.extract('after', 'pdf')).resolves.toMatchObject({ text: 'read after' });
  });

  it('maps a crashed worker to an extraction error', async () => {
    const error = await rejection(pool.extract('crash', 'pdf'));
    expect(error.code).toBe('corrupt');
    expect(error.detail).toMatch(/worker blew up/);
  });

  it('refuses work once closed', async () => {
    const closing = createExtractionPool({
      maxThreads: 1,
      minThreads: 0,
      workerFile: hostileWorker,
    });
    await closing.close();
    await expect(closing.extract('x', 'pdf')).rejects.toThrow('Extraction pool is closed');
  });
});

describe('extraction pool with an analyzer that fails inside the thread', () => {
  const pool = createExtractionPool({
    maxThreads: 1,
    timeoutMs: 2_500,
    workerFile: throwingAnalyzerWorker,
  });
  afterAll(() => pool.close());
  const file = business('pdf', '19-website-project-register');

  it('rejects with an AnalysisError, not an ExtractionError (so it is not reported as corrupt)', async () => {
    const error = await pool.extractAndAnalyze(file, 'pdf', 'register.pdf').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).not.toBeInstanceOf(ExtractionError);
    expect((error as AnalysisError).message).toBe('TypeError: analyzer bug on register.pdf');
    expect((error as AnalysisError).stack).toMatch(/throwing-analyzer-worker/);
    // Extraction alone never touches the analyzer.
    await expect(pool.extract(file, 'pdf')).resolves.toMatchObject({ pageCount: 1 });
  });

  it('stops an analyzer stuck in a loop at the task timeout, then carries on', async () => {
    const started = Date.now();
    const error = await rejection(pool.extractAndAnalyze(file, 'pdf', 'spin.pdf'));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(pool.extract(file, 'pdf')).resolves.toMatchObject({ pageCount: 1 });
  });
});

it('maps worker failures by their code', () => {
  const oom = Object.assign(new Error('Worker terminated due to reaching memory limit'), {
    code: 'ERR_WORKER_OUT_OF_MEMORY',
  });
  expect(mapWorkerFailure(oom).code).toBe('out_of_memory');
  expect(mapWorkerFailure(new Error('worker exited with code: 1')).code).toBe('corrupt');
});
