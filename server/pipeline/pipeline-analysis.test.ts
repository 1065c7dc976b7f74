import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../db/schema.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import type { AnalysisResult, AnalyzerInput } from './analyze/analyzer.js';
import type * as BuiltinAnalyzerModule from './analyze/builtin-analyzer.js';
import { JobSignal } from './job-signal.js';
import { startPipeline } from './pipeline.js';
import { startFakeLlm, type FakeLlmServer } from './test-support/fake-llm-server.js';

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
        ...real,
        analyze: (input: AnalyzerInput) => {
          mainThread.analyses += 1;
          return real.analyze(input);
        },
      };
    },
  };
});

const THREAT_MODEL = 'business/pdf/04-k8s-admission-control-threat-model.pdf';
const LLM_RISKS = [
  { name: 'Webhook outage blocks deployments', probability: 3, impact: 5, mitigation: 'Fail open' },
];

let llm: FakeLlmServer;
let llmMode: 'good' | 'error' = 'good';
beforeAll(async () => {
  llm = await startFakeLlm(() =>
    llmMode === 'error' ? { status: 500 } : { content: JSON.stringify({ risks: LLM_RISKS }) },
  );
});
afterAll(async () => {
  await llm.close();
});
beforeEach(() => {
  mainThread.analyses = 0;
  llm.requests.length = 0;
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
          AI_BASE_URL: llm.baseUrl,
          AI_API_KEY: 'k',
          AI_MODEL: 'm',
        },
      });
      try {
        const { settled, analysis } = await processOne(t);
        expect(settled.status).toBe('processed');
        expect(settled.category).toBe('risk_analysis');
        expect(llm.requests).toHaveLength(1);
        if (mode === 'good') expect(analysis.data.risks).toEqual(LLM_RISKS);
        else expect(analysis.data.risks).not.toEqual(LLM_RISKS); // the thread's built-in result
        expect(mainThread.analyses).toBe(0);
      } finally {
        await t.close();
      }
    },
  );

  it('hands the thread’s result to an injected refine stage, on the production path', async () => {
    const t = await createTestApp('pglite');
    const calls: [AnalyzerInput, AnalysisResult][] = [];
    const pipeline = startPipeline({
      config: t.config,
      db: t.database.db,
      storage: new LocalDiskStorage(t.config.uploadsDir),
      signal: new JobSignal(),
      log: t.app.log,
      stages: {
        refine: async (input, builtin) => {
          calls.push([input, builtin]);
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
      // The analyze stage ran in the thread and its result went to the refine stage.
      expect(calls[0]![1].category).toBe('risk_analysis');
      expect(calls[0]![1].data.risks).toEqual(expect.arrayContaining([expect.anything()]));
      expect(mainThread.analyses).toBe(0);
    } finally {
      await pipeline.stop();
      await t.close();
    }
  });
});
