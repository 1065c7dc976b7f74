import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { JobSignal } from '../pipeline/job-signal.js';
import { startPipeline, type Pipeline } from '../pipeline/pipeline.js';
import { corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '../test-support/local-s3.js';
import { multipartBody } from '../test-support/multipart.js';
import { bearer, callApi, registerAccount } from '../test-support/test-app.js';
import { createTestDatabase, DB_KINDS } from '../test-support/test-db.js';
import { createConfiguredStorage } from './create-storage.js';
import { S3Storage } from './s3-storage.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const DOCX = 'business/docx/04-k8s-admission-control-threat-model.docx';

/**
 * The app as `npm start` builds it with STORAGE_URL on an S3-compatible server: uploads, the
 * pipeline's extraction thread, avatars and deletes all go through the bucket, and nothing
 * lands on the local disk.
 */
describe.each(DB_KINDS)('object storage through the API, on %s', (kind) => {
  let s3: LocalS3;
  let dataDir: string;
  let config: AppConfig;
  let database: Database;
  let app: FastifyInstance;
  let pipeline: Pipeline;
  let storage: ReturnType<typeof createConfiguredStorage>;
  let bucket: S3Client;

  beforeAll(async () => {
    s3 = await startLocalS3();
    vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_S3_CREDENTIALS.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_S3_CREDENTIALS.secretAccessKey);
    dataDir = await mkdtemp(join(tmpdir(), 'docviz-s3-api-'));
    config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      WORKER_POLL_MS: '100',
      STORAGE_URL: s3.storageUrl('tenant-files'),
    });
    database = await createTestDatabase(kind);
    storage = createConfiguredStorage(config);
    const jobSignal = new JobSignal();
    app = await buildApp({ config, db: database.db, clientDir: null, storage, jobSignal });
    await app.ready();
    pipeline = startPipeline({ config, db: database.db, storage, signal: jobSignal, log: app.log });
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: LOCAL_S3_CREDENTIALS,
    });
  });

  afterAll(async () => {
    await pipeline?.stop();
    await app?.close();
    await database?.close();
    bucket?.destroy();
    if (storage instanceof S3Storage) storage.close();
    vi.unstubAllEnvs();
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** What the bucket holds for one organization, read directly, not through the app. */
  async function objectsOf(organizationId: number): Promise<string[]> {
    const listed = await bucket.send(
      new ListObjectsV2Command({
        Bucket: s3.bucket,
        Prefix: `tenant-files/org_${organizationId}/`,
      }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!);
  }

  it('uses the bucket and not the local disk', () => {
    expect(storage).toBeInstanceOf(S3Storage);
  });

  it('stores an upload in the bucket, processes it from there, and deletes it with the document', async () => {
    const me = await registerAccount(app);
    const uploaded = await uploadDocument(app, me.token, corpusFile(DOCX), 'threat-model.docx');
    expect(uploaded.statusCode).toBe(201);
    const stored = await objectsOf(me.organization.id);
    expect(stored).toEqual([expect.stringMatching(/^tenant-files\/org_\d+\/[0-9a-f-]{36}$/)]);
    expect(existsSync(config.uploadsDir)).toBe(false);

    const settled = await waitUntilSettled(app, me.token, uploaded.json().id);
    expect(settled.status).toBe('processed');
    expect(settled.extractedText).toMatch(/admission control/i);

    const deleted = await callApi(app, 'DELETE', `/api/documents/${settled.id}`, me.token);
    expect(deleted.statusCode).toBe(204);
    expect(await objectsOf(me.organization.id)).toEqual([]);
  });

  it('removes a refused upload from the bucket', async () => {
    const me = await registerAccount(app);
    const refused = await uploadDocument(app, me.token, Buffer.from('plain text'), 'notes.pdf');
    expect(refused.statusCode).toBe(415);
    expect(await objectsOf(me.organization.id)).toEqual([]);
  });

  it('serves a profile image from the bucket, and only the current one', async () => {
    const me = await registerAccount(app);
    const body = multipartBody([{ name: 'image', filename: 'me.png', content: PNG }]);
    const upload = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/profile-image',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(me.token) },
      });
    const first = (await upload()).json().user.profileImage as string;
    const second = (await upload()).json().user.profileImage as string;
    expect(await objectsOf(me.organization.id)).toEqual([
      `tenant-files/org_${me.organization.id}/${second}`,
    ]);

    const served = await app.inject({
      method: 'GET',
      url: `/uploads/org_${me.organization.id}/${second}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const old = await app.inject({
      method: 'GET',
      url: `/uploads/org_${me.organization.id}/${first}`,
    });
    expect(old.statusCode).toBe(404);
  });

  it('answers 404, not 500, when a current image is missing from the bucket', async () => {
    const me = await registerAccount(app);
    const body = multipartBody([{ name: 'image', filename: 'me.png', content: PNG }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(me.token) },
    });
    const fileName = uploaded.json().user.profileImage as string;
    await storage.remove(`org_${me.organization.id}/${fileName}`);
    const served = await app.inject({
      method: 'GET',
      url: `/uploads/org_${me.organization.id}/${fileName}`,
    });
    expect(served.statusCode).toBe(404);
  });
});
