import { describe, expect, it, vi } from 'vitest';
import type { AnalyzerInput } from '../analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../analyze/builtin-analyzer.js';
import { extractFile } from './extract-file.js';
import runExtractTask, { createTaskRunner, type ExtractTask } from './extract-worker.js';
import { business, requireCorpus } from './test-support/corpus.js';

requireCorpus();

/** The worker's task function, called directly (the pool tests run it in real threads). */
const file = business('pdf', '04-k8s-admission-control-threat-model');
const task = (analyze?: ExtractTask['analyze'], filePath = file): ExtractTask => ({
  filePath,
  kind: 'pdf',
  options: {},
  ...(analyze ? { analyze } : {}),
});

describe('the extraction worker task', () => {
  it('returns the built-in analysis with the extraction when asked to analyze', async () => {
    const outcome = await runExtractTask(task({ fileName: 'threat-model.pdf' }));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const extraction = await extractFile(file, 'pdf');
    expect(outcome.result).toEqual(extraction);
    expect(outcome.analysis).toEqual(
      createBuiltinAnalyzer().analyze({ ...extraction, fileName: 'threat-model.pdf' }),
    );
    expect(outcome.analysis?.category).toBe('risk_analysis');
  });

  it('only extracts when not asked to analyze', async () => {
    const outcome = await runExtractTask(task());
    expect(outcome.ok).toBe(true);
    expect(outcome).not.toHaveProperty('analysis');
  });

  it('makes its analyzer (reads the model) once per thread, and not at all for extraction only', async () => {
    const builtin = createBuiltinAnalyzer();
    const analyze = vi.fn((input: AnalyzerInput) => builtin.analyze(input));
    const makeAnalyzer = vi.fn(() => ({ analyze, extractAs: builtin.extractAs }));
    const run = createTaskRunner(makeAnalyzer);
    await run(task());
    expect(makeAnalyzer).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) await run(task({ fileName: `f${i}.pdf` }));
    expect(makeAnalyzer).toHaveBeenCalledTimes(1);
    expect(analyze).toHaveBeenCalledTimes(3);
    expect(analyze.mock.calls.map(([input]) => input.fileName)).toEqual([
      'f0.pdf',
      'f1.pdf',
      'f2.pdf',
    ]);
  });

  it('reports an analyzer exception as an analysis error, not as an unreadable file', async () => {
    const run = createTaskRunner(() => ({
      analyze: () => {
        throw new RangeError('index out of range');
      },
      extractAs: () => {
        throw new RangeError('index out of range');
      },
    }));
    const outcome = await run(task({ fileName: 'threat-model.pdf' }));
    expect(outcome).not.toHaveProperty('error');
    expect(outcome).toMatchObject({
      ok: false,
      analysisError: { name: 'RangeError', message: 'index out of range' },
    });
    expect(outcome).toHaveProperty('analysisError.stack', expect.stringContaining('RangeError'));
  });

  it('does not analyze a file it could not read', async () => {
    const makeAnalyzer = vi.fn();
    const run = createTaskRunner(makeAnalyzer);
    const outcome = await run(task({ fileName: 'gone.pdf' }, `${file}.missing`));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'corrupt' } });
    expect(makeAnalyzer).not.toHaveBeenCalled();
  });

  it('warms up on a PDF made in memory: extracts it and loads the analyzer the tasks then reuse', async () => {
    const builtin = createBuiltinAnalyzer();
    const analyze = vi.fn((input: AnalyzerInput) => builtin.analyze(input));
    const makeAnalyzer = vi.fn(() => ({ analyze, extractAs: builtin.extractAs }));
    const run = createTaskRunner(makeAnalyzer);
    expect(await run.warmUp()).toBe(true);
    expect(analyze).toHaveBeenCalledTimes(1);
    const [input] = analyze.mock.calls[0]!;
    expect(input.text).toContain('Section 2: Business review');
    expect(input.blocks.length).toBeGreaterThan(10);
    await run(task({ fileName: 'after-warm-up.pdf' }));
    expect(makeAnalyzer).toHaveBeenCalledTimes(1);
  });

  it('a failed warm-up is reported, never thrown: the first document then pays for the start', async () => {
    const run = createTaskRunner(() => {
      throw new Error('model missing');
    });
    expect(await run.warmUp()).toBe(false);
    const outcome = await run(task());
    expect(outcome.ok).toBe(true);
  });
});
