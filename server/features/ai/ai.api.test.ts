import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scopeOfJob } from '../../db/mint-context.js';
import { aiCalls } from '../../db/schema-workspace.js';
import { startFakeLlm, type FakeLlmServer } from '../../pipeline/test-support/fake-llm-server.js';
import { createLlmClient } from '../../pipeline/analyze/llm-client.js';
import { createLlmRefiner } from '../../pipeline/analyze/llm-refiner.js';
import {
  analyzer,
  input,
  json,
  RISK_DOC,
  RISKS,
} from '../../pipeline/analyze/test-support/ai-kit.js';
import { linkFromOutbox } from '../../test-support/outbox.js';
import {
  registerAccount,
  signInPlatformAdmin,
  useTestApp,
  type TestApp,
} from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { aiUsageOf } from './service.js';

/**
 * Issue 19 on both databases: the organization's AI switch (admins change it, members read it),
 * what the pipeline's AI step does with it and with the daily budget, and the platform's view.
 */
let llm: FakeLlmServer;
let failing = false;
beforeAll(async () => {
  llm = await startFakeLlm(() => (failing ? { status: 503 } : json({ risks: RISKS })));
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
  failing = false;
});

async function addMember(t: TestApp, adminToken: string): Promise<string> {
  const email = `ai-member-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  await t.call('POST', '/api/user/organization/invite', adminToken, {
    email,
    role: 'organization_user',
  });
  const link = linkFromOutbox(t.config.mail.outboxDir, email, '/register?invite=')!;
  const registered = await t.call('POST', '/api/auth/register', undefined, {
    firstName: 'Mem',
    lastName: 'Ber',
    email,
    password: 'member-password',
    inviteToken: new URL(link).searchParams.get('invite'),
  });
  return registered.json().token as string;
}

const riskBuiltin = analyzer.analyze(input(RISK_DOC));

describe.each(DB_KINDS)('AI analysis settings on %s', (kind) => {
  const t = useTestApp(kind, {
    env: {
      AI_BASE_URL: 'https://user:secret@llm.example.com:8443/openai/v1?api-key=sk-in-url',
      AI_API_KEY: 'sk-the-key',
      AI_MODEL: 'gpt-test',
      AI_DAILY_CALLS: '3',
    },
  });
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  let member: string;

  beforeAll(async () => {
    admin = await registerAccount(t.app, { organizationName: 'AI Org' });
    member = await addMember(t, admin.token);
  });

  it('members read the switch; only admins change it (403 for members, 400 for bad input)', async () => {
    const read = await t.call('GET', '/api/organization/ai', member);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ configured: true, enabled: true, model: 'gpt-test' });

    expect(
      (await t.call('PUT', '/api/organization/ai', member, { enabled: false })).statusCode,
    ).toBe(403);
    const bad = await t.call('PUT', '/api/organization/ai', admin.token, { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/enabled/);

    const off = await t.call('PUT', '/api/organization/ai', admin.token, { enabled: false });
    expect(off.json()).toEqual({ configured: true, enabled: false, model: 'gpt-test' });
    expect((await t.call('GET', '/api/organization/ai', member)).json().enabled).toBe(false);
    // Another organization's switch is its own.
    const other = await registerAccount(t.app);
    expect((await t.call('GET', '/api/organization/ai', other.token)).json().enabled).toBe(true);
    await t.call('PUT', '/api/organization/ai', admin.token, { enabled: true });
  });

  const refinerFor = () =>
    createLlmRefiner({
      client: createLlmClient({
        baseUrl: llm.baseUrl,
        apiKey: 'k',
        model: 'gpt-test',
        timeoutMs: 2000,
      }),
      log: { warn: () => {}, debug: () => {} },
      maxInputChars: 24_000,
      model: 'gpt-test',
      usage: aiUsageOf(t.database.db, t.config.ai!.dailyCalls),
    });

  it('sends nothing of an organization that switched AI off, and says so on the analysis', async () => {
    const owner = await registerAccount(t.app);
    await t.call('PUT', '/api/organization/ai', owner.token, { enabled: false });
    const scope = scopeOfJob({ organizationId: owner.user.organizationId });
    const result = await refinerFor().refine(input(RISK_DOC), riskBuiltin, { scope });
    expect(llm.requests).toHaveLength(0);
    expect(result.data).toEqual(riskBuiltin.data);
    expect(result.ai).toEqual({
      decidedBy: 'builtin',
      model: null,
      reason: 'AI analysis is switched off for this organization: nothing was sent.',
    });
  });

  it('counts every call against the organization’s daily budget, then analyzes offline', async () => {
    const owner = await registerAccount(t.app);
    const scope = scopeOfJob({ organizationId: owner.user.organizationId });
    // Yesterday's calls do not count: the budget starts again at 00:00 UTC.
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000);
    await t.database.db.insert(aiCalls).values(
      Array.from({ length: 5 }, () => ({
        organizationId: scope.organizationId,
        outcome: 'ok',
        createdAt: yesterday,
      })),
    );
    const refiner = refinerFor();
    // A failed call counts too: it reached the endpoint.
    failing = true;
    expect((await refiner.refine(input(RISK_DOC), riskBuiltin, { scope })).ai?.model).toBeNull();
    failing = false;
    for (let i = 0; i < 2; i++) {
      expect((await refiner.refine(input(RISK_DOC), riskBuiltin, { scope })).ai?.model).toBe(
        'gpt-test',
      );
    }
    const fourth = await refiner.refine(input(RISK_DOC), riskBuiltin, { scope });
    expect(llm.requests).toHaveLength(3);
    expect(fourth.ai).toMatchObject({ model: null });
    const recorded = await t.database.db
      .select()
      .from(aiCalls)
      .where(eq(aiCalls.organizationId, scope.organizationId));
    expect(recorded.map((row) => row.outcome).sort()).toEqual([
      'error',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(fourth.ai?.reason).toMatch(/daily AI budget is used up \(3 of 3 calls today, UTC\)/);
    // Another organization still has its own budget.
    const other = scopeOfJob({ organizationId: admin.user.organizationId });
    expect((await refiner.refine(input(RISK_DOC), riskBuiltin, { scope: other })).ai?.model).toBe(
      'gpt-test',
    );
  });

  it('shows platform admins the provider (host and model, never the key) and its last 24 hours', async () => {
    expect((await t.call('GET', '/api/admin/ai', admin.token)).statusCode).toBe(403);
    const root = await signInPlatformAdmin(t, `ai-root-${kind}@example.com`, 'root-password');
    const scope = scopeOfJob({ organizationId: admin.user.organizationId });
    const before = (await t.call('GET', '/api/admin/ai', root)).json();
    const usage = aiUsageOf(t.database.db, 100);
    await usage.record(scope, 'timeout');
    await usage.record(scope, 'rate_limited');
    await usage.record(scope, 'ok');
    const response = await t.call('GET', '/api/admin/ai', root);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      configured: true,
      host: 'llm.example.com:8443',
      model: 'gpt-test',
      classify: 'fallback',
      concurrency: 2,
      dailyCalls: 3,
    });
    expect(response.body).not.toMatch(/sk-the-key|sk-in-url|secret|openai\/v1/);
    expect(body.last24h.calls - before.last24h.calls).toBe(3);
    expect(body.last24h.failed - before.last24h.failed).toBe(2);
    expect(body.last24h.byOutcome.timeout - before.last24h.byOutcome.timeout).toBe(1);
    expect(body.last24h.errorRate).toBeCloseTo(body.last24h.failed / body.last24h.calls);
  });
});

describe('without AI configured', () => {
  const t = useTestApp('pglite');

  it('says so to members and to the platform', async () => {
    const admin = await registerAccount(t.app);
    expect((await t.call('GET', '/api/organization/ai', admin.token)).json()).toEqual({
      configured: false,
      enabled: true,
      model: null,
    });
    const root = await signInPlatformAdmin(t);
    expect((await t.call('GET', '/api/admin/ai', root)).json()).toMatchObject({
      configured: false,
      host: null,
      model: null,
      last24h: { calls: 0, failed: 0, errorRate: null },
    });
  });
});
