import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { AnalysisResult } from '../pipeline/analyze/analyzer.js';
import { JobSignal } from '../pipeline/job-signal.js';
import { startPipeline, type Pipeline } from '../pipeline/pipeline.js';
import { makeSamplePdf } from '../pipeline/extract/sample-pdf.js';
import { createConfiguredStorage } from '../storage/create-storage.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { linkFromOutbox } from '../test-support/outbox.js';
import { DB_KINDS, createTestDatabase } from '../test-support/test-db.js';

/**
 * Everything the app logs, at the most verbose level, through a session full of secrets: sign-up,
 * sign-in (and a wrong password), an invitation opened by its link, a password reset by its
 * link, and two documents whose text is known, one of which the database refuses to store (a
 * NUL character), so the failed query, which quotes its parameters, is logged as an error.
 */
const PASSWORD = 'first-Secret-pass-1';
const NEW_PASSWORD = 'second-Secret-pass-2';
const WRONG_PASSWORD = 'wrong-Secret-pass-3';
const STORED_TEXT = 'Confidential merger terms Zebracorn-4471';
const REFUSED_TEXT = 'Confidential salary table Quokkadile-9902';
const UNKNOWN: AnalysisResult = { category: 'unknown', confidence: 0.9, data: {}, evidence: [] };

describe.each(DB_KINDS)('log lines on %s', (kind) => {
  const lines: string[] = [];
  const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, STORED_TEXT, REFUSED_TEXT];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let config: AppConfig;
  let app: FastifyInstance;
  let pipeline: Pipeline;

  beforeAll(async () => {
    config = loadConfig({
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'docviz-logs-')),
      WORKER_POLL_MS: '20',
    });
    database = await createTestDatabase(kind);
    const jobSignal = new JobSignal();
    const storage = createConfiguredStorage(config);
    app = await buildApp({
      config,
      db: database.db,
      clientDir: null,
      storage,
      jobSignal,
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    });
    await app.ready();
    pipeline = startPipeline({
      config,
      db: database.db,
      storage,
      signal: jobSignal,
      log: app.log,
      stages: {
        extractAndAnalyze: async (file) => ({
          extraction: {
            text: file.fileName.startsWith('refused')
              ? `${REFUSED_TEXT}\u0000 (PostgreSQL text cannot hold NUL)`
              : STORED_TEXT,
            blocks: [],
            warnings: [],
          },
          analysis: UNKNOWN,
        }),
      },
    });
  });
  afterAll(async () => {
    await pipeline?.stop();
    await app?.close();
    await database?.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
      ...(payload && { payload }),
    });

  it('never carry a password, a token or document text', async () => {
    const email = `logs-${kind}@example.com`;
    const registered = await call('POST', '/api/auth/register', undefined, {
      firstName: 'Log',
      lastName: 'Reader',
      email,
      organizationName: 'Log Org',
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    secrets.push(registered.json().token);
    const signedIn = await call('POST', '/api/auth/login', undefined, {
      email,
      password: PASSWORD,
    });
    const token = signedIn.json().token as string;
    secrets.push(token);
    const wrong = { email, password: WRONG_PASSWORD };
    expect((await call('POST', '/api/auth/login', undefined, wrong)).statusCode).toBe(401);

    const invitee = `invitee-${kind}@example.com`;
    const invite = { email: invitee, role: 'organization_user' };
    expect((await call('POST', '/api/user/organization/invite', token, invite)).statusCode).toBe(
      201,
    );
    const inviteLink = linkFromOutbox(config.mail.outboxDir, invitee, '/register?invite=')!;
    const inviteToken = new URL(inviteLink).searchParams.get('invite')!;
    secrets.push(inviteToken);
    expect((await call('GET', `/api/invitations/${inviteToken}`)).statusCode).toBe(200);
    await call('GET', `/register?invite=${inviteToken}`);

    for (const fileName of ['stored.pdf', 'refused.pdf']) {
      const upload = await uploadDocument(app, token, makeSamplePdf(1), fileName);
      expect(upload.statusCode).toBe(201);
      await waitUntilSettled(app, token, upload.json().id, 30_000);
    }

    await call('POST', '/api/auth/forgot-password', undefined, { email });
    const resetLink = linkFromOutbox(config.mail.outboxDir, email, '/reset-password?token=')!;
    const resetToken = new URL(resetLink).searchParams.get('token')!;
    secrets.push(resetToken);
    await call('GET', `/reset-password?token=${resetToken}`);
    const reset = { token: resetToken, password: NEW_PASSWORD };
    expect((await call('POST', '/api/auth/reset-password', undefined, reset)).statusCode).toBe(204);

    const all = lines.join('\n');
    // The session did reach the logs: requests with their URLs, and the refused query's error.
    expect(all).toContain('/api/invitations/[redacted]');
    expect(all).toContain('/reset-password?token=[redacted]');
    expect(all).toContain('document processing failed unexpectedly');
    expect(all).toContain('Failed query');
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
  });
});
