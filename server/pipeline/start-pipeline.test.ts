import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../db/schema.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import type { AnalyzeOptions, AnalyzerInput } from './analyze/analyzer.js';
import type * as BuiltinAnalyzerModule from './analyze/builtin-analyzer.js';
import { JobSignal } from './job-signal.js';
import { startPipeline } from './start-pipeline.js';

/**
 * Where the pipeline analyzes. Every built-in analyzer made in this process (the main thread)
 * counts the analyses it runs itself; the extraction threads load the real module, unmocked.
 * So a document analyzed with no count here was analyzed in a thread.
 */
const mainThread = vi.hoisted(() => ({ analyses: 0 }));
vi.mock('./analyze/builtin-analyzer.js', async (importOriginal) => {
  const actual = await importOriginal<typeof BuiltinAnalyzerModule>();
  return {
    ...actual,
    createBuiltinAnalyzer: (...args: Parameters<typeof actual.createBuiltinAnalyzer>) => {
      const real = actual.createBuiltinAnalyzer(...args);
      return {
        analyzeSync: (input: AnalyzerInput) => {
          mainThread.analyses += 1;
          return real.analyzeSync(input);
        },
        analyze: async (input: AnalyzerInput, options?: AnalyzeOptions) => {
          if (!options?.builtin) mainThread.analyses += 1;
          return real.analyze(input, options);
        },
      };
    },
  };
});

const THREAT_MODEL = 'business/pdf/04-k8s-admission-control-threat-model.pdf';
const LLM_RISKS = [
  { name: 'Webhook outage blocks deployments', probability: 3, impact: 5, mitigation: 'Fail open' },
];

let llm: Server;
let llmMode: 'good' | 'error' = 'good';
let llmRequests = 0;
beforeAll(async () => {
  llm = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      llmRequests += 1;
      if (llmMode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const content = JSON.stringify({ risks: LLM_RISKS });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  llm.closeAllConnections();
  await new Promise((resolve) => llm.close(resolve));
});
beforeEach(() => {
  mainThread.analyses = 0;
  llmRequests = 0;
});

async function processOne(t: TestApp, fileName = 'threat-model.pdf') {
  const { token } = await registerAccount(t.app);
  const uploaded = await uploadDocument(t.app, token, corpusFile(THREAT_MODEL), fileName);
  if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
  const settled = await waitUntilSettled(t.app, token, uploaded.json().id);
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, settled.id));
  return { settled, analysis: JSON.parse(row!.analysis ?? 'null') };
}

describe('the pipeline analyzes in the extraction thread', () => {
  it('runs the built-in analyzer in the thread, never on the main thread', async () => {
    const t = await createTestApp('pglite', { withPipeline: true });
    try {
      const { settled, analysis } = await processOne(t);
      expect(settled.status).toBe('processed');
      expect(settled.category).toBe('risk_analysis');
      expect(analysis.data.risks.length).toBeGreaterThan(0);
      expect(mainThread.analyses).toBe(0);
    } finally {
      await t.close();
    }
  });

  it.each(['good', 'error'] as const)(
    'gives the LLM provider the thread’s result (LLM answer: %s)',
    async (mode) => {
      llmMode = mode;
      const t = await createTestApp('pglite', {
        withPipeline: true,
        env: {
          AI_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
          AI_API_KEY: 'k',
          AI_MODEL: 'm',
        },
      });
      try {
        const { settled, analysis } = await processOne(t);
        expect(settled.status).toBe('processed');
        expect(settled.category).toBe('risk_analysis');
        expect(llmRequests).toBe(1);
        if (mode === 'good') expect(analysis.data.risks).toEqual(LLM_RISKS);
        else expect(analysis.data.risks).not.toEqual(LLM_RISKS); // the thread's built-in result
        expect(mainThread.analyses).toBe(0);
      } finally {
        await t.close();
      }
    },
  );

  it('runs an injected analyzer on the main thread, and the threads then only extract', async () => {
    const t = await createTestApp('pglite');
    const calls: [AnalyzerInput, AnalyzeOptions | undefined][] = [];
    const pipeline = startPipeline({
      config: t.config,
      db: t.database.db,
      storage: new LocalDiskStorage(t.config.uploadsDir),
      signal: new JobSignal(),
      log: t.app.log,
      analyzer: {
        analyze: async (input, options) => {
          calls.push([input, options]);
          return { category: 'product_roadmap', confidence: 1, data: {}, evidence: [] };
        },
      },
    });
    try {
      const { settled } = await processOne(t, 'custom.pdf');
      expect(settled.category).toBe('product_roadmap');
      expect(calls).toHaveLength(1);
      expect(calls[0]![0].fileName).toBe('custom.pdf');
      expect(calls[0]![0].text).toMatch(/admission control/i);
      expect(calls[0]![1]?.builtin).toBeUndefined();
    } finally {
      await pipeline.stop();
      await t.close();
    }
  });
});
