import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { business, repoRoot, requireCorpus, robustnessDir } from './test-support/corpus.js';

/**
 * The server runs compiled JavaScript from dist/. This compiles the extraction layer
 * alone (tsc, same layout as tsconfig.build.json; the worker pulls in the built-in analyzer)
 * into a temporary folder and runs the pool there in a plain `node` process, without tsx:
 * the worker must resolve to `.js`, and the analyzer must find its model in the thread.
 */

requireCorpus();

const run = promisify(execFile);
const outDir = mkdtempSync(path.join(tmpdir(), 'docviz-extract-dist-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it(
  'works compiled to JavaScript, with a .js worker and no TypeScript loader',
  { timeout: 90_000 },
  async () => {
    const source = path.join(repoRoot, 'server', 'pipeline', 'extract');
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [
      tsc,
      ...[
        '--outDir',
        outDir,
        '--rootDir',
        repoRoot,
        '--module',
        'NodeNext',
        '--moduleResolution',
        'NodeNext',
      ],
      ...[
        '--target',
        'ES2022',
        '--lib',
        'ES2023',
        '--types',
        'node',
        '--strict',
        '--skipLibCheck',
        '--esModuleInterop',
      ],
      ...['index.ts', 'extract-worker.ts', 'word-extractor.d.ts'].map((f) => path.join(source, f)),
    ]);
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(outDir, 'node_modules'), 'dir');
    writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }');
    // tsc copies no JSON: the built server reads the model from the project root (the folder
    // with package.json) at server/pipeline/analyze/, as classifier.ts's MODEL_PATH says. Here
    // the temporary folder is that root.
    const model = path.join('server', 'pipeline', 'analyze', 'classifier-model.json');
    copyFileSync(path.join(repoRoot, model), path.join(outDir, model));
    const compiled = path.join(outDir, 'server', 'pipeline', 'extract');
    expect(existsSync(path.join(compiled, 'extract-worker.js'))).toBe(true);
    expect(existsSync(path.join(compiled, 'extract-worker.ts'))).toBe(false);

    const script = `
    import { createExtractionPool, detectFileType } from './server/pipeline/extract/index.js';
    const pool = createExtractionPool({ maxThreads: 2, timeoutMs: 30000 });
    const files = ${JSON.stringify(['pdf', 'docx', 'doc'].map((k) => business(k as 'pdf', '19-website-project-register')))};
    const out = [];
    for (const file of files) {
      const kind = await detectFileType(file);
      const result = await pool.extract(file, kind);
      out.push({ kind, chars: result.text.length, tables: result.blocks.filter((b) => b.type === 'table').length });
    }
    const analyzed = await pool.extractAndAnalyze(files[0], 'pdf', 'register.pdf');
    const analysis = { category: analyzed.analysis.category, chars: analyzed.extraction.text.length };
    const error = await pool.extract(files[0] + '.missing', 'pdf').catch((e) => ({ name: e.name, code: e.code }));
    // A scan: OCR loads tesseract.js and the canvas lazily, which must resolve compiled too.
    const scan = await pool.extract(${JSON.stringify(path.join(robustnessDir, 'pdf/tika__testOCR.pdf'))}, 'pdf');
    const ocr = { text: scan.text, ocr: scan.ocr };
    await pool.close();
    const loaders = process.execArgv.filter((a) => /^--(import|loader|require|experimental-loader)/.test(a));
    console.log(JSON.stringify({ out, analysis, error, ocr, loaders }));
  `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      timeout: 60_000,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const report = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    expect(report.loaders).toEqual([]);
    expect(report.out).toEqual([
      { kind: 'pdf', chars: expect.any(Number), tables: 1 },
      { kind: 'docx', chars: expect.any(Number), tables: 1 },
      { kind: 'doc', chars: expect.any(Number), tables: 1 },
    ]);
    expect(report.out.every((r: { chars: number }) => r.chars > 1500)).toBe(true);
    expect(report.analysis).toEqual({ category: 'risk_analysis', chars: report.out[0].chars });
    expect(report.error).toEqual({ name: 'ExtractionError', code: 'corrupt' });
    expect(report.ocr).toEqual({ text: 'Happy New Year 2003!', ocr: { pages: 1, ofPages: 1 } });
  },
);
