import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCalls } from '../db/schema-workspace.js';
import { corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import { startFakeLlm, type FakeLlmServer } from './test-support/fake-llm-server.js';

/**
 * The AI step on the production path (extraction threads, worker loop, database): the document
 * page's "Analyzed with AI (model)" or "Analyzed offline", the organization's switch honoured
 * (nothing sent), and each call recorded for the budget.
 */
const THREAT_MODEL = 'business/pdf/04-k8s-admission-control-threat-model.pdf';
const LLM_RISKS = [
  { name: 'Webhook outage blocks deployments', probability: 3, impact: 5, mitigation: 'Fail open' },
];

describe('the pipeline with AI configured', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm(() => ({ content: JSON.stringify({ risks: LLM_RISKS }) }));
    t = await createTestApp('pglite', {
      withPipeline: true,
      env: { AI_BASE_URL: llm.baseUrl, AI_API_KEY: 'k', AI_MODEL: 'test-model' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  async function processAs(token: string) {
    const uploaded = await uploadDocument(t.app, token, corpusFile(THREAT_MODEL), 'threat.pdf');
    if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
    return waitUntilSettled(t.app, token, uploaded.json().id);
  }

  it('analyzes with the model and records the call; sends nothing once the organization says no', async () => {
    const { token, user } = await registerAccount(t.app);
    const withAi = await processAs(token);
    expect(withAi.status).toBe('processed');
    expect(withAi.analysis?.ai).toMatchObject({ decidedBy: 'builtin', model: 'test-model' });
    expect(withAi.analysis?.ai?.sent).toMatch(/characters/);
    expect(llm.requests).toHaveLength(1);
    const calls = await t.database.db
      .select()
      .from(aiCalls)
      .where(eq(aiCalls.organizationId, user.organizationId));
    expect(calls.map((c) => c.outcome)).toEqual(['ok']);

    await t.call('PUT', '/api/organization/ai', token, { enabled: false });
    const offline = await processAs(token);
    expect(offline.status).toBe('processed');
    expect(offline.category).toBe('risk_analysis');
    expect(offline.analysis?.ai).toMatchObject({
      model: null,
      reason: expect.stringMatching(/switched off/),
    });
    expect(llm.requests).toHaveLength(1);
  });
});
