import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AuthResponse, RegisterRequest } from '../../common/contracts/auth.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { ensurePlatformAdmin } from '../features/platform/platform-admin.js';
import type { Database } from '../db/client.js';
import { JobSignal } from '../pipeline/job-signal.js';
import { startPipeline } from '../pipeline/pipeline.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { createTestDatabase, type DbKind } from './test-db.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** One API call, signed in with the token when there is one. */
  call(
    method: HttpMethod,
    url: string,
    token?: string | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Also run the real processing pipeline (extraction threads and workers) in this process. */
  withPipeline?: boolean;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function callApi(
  app: FastifyInstance,
  method: HttpMethod,
  url: string,
  token?: string | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** buildApp on a fresh database of the given kind, with a private data directory. */
export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docviz-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    WORKER_POLL_MS: '100',
    ...options.env,
  });
  const database = await createTestDatabase(kind);
  const storage = new LocalDiskStorage(config.uploadsDir);
  const jobSignal = new JobSignal();
  const app = await buildApp({ config, db: database.db, clientDir: null, storage, jobSignal });
  await options.beforeReady?.(app);
  await app.ready();
  const pipeline = options.withPipeline
    ? startPipeline({ config, db: database.db, storage, signal: jobSignal, log: app.log })
    : undefined;
  return {
    app,
    database,
    config,
    call: (method, url, token, payload) => callApi(app, method, url, token, payload),
    close: async () => {
      await pipeline?.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app for the enclosing describe block: created in beforeAll, closed in afterAll. The
 * returned object is filled in when beforeAll runs, so tests read it, never destructure it early.
 */
export function useTestApp(kind: DbKind, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(kind, options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

let counter = 0;

/** Registers a new organization and its admin; every call makes a distinct tenant. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<AuthResponse & { password: string }> {
  counter += 1;
  const body: RegisterRequest = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `user${counter}-${Date.now()}@example.com`,
    organizationName: `Org ${counter}`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password };
}

/** Creates the platform admin the way an operator does (never through the API) and signs it in. */
export async function signInPlatformAdmin(
  t: TestApp,
  email = 'root@example.com',
  password = 'root-password',
): Promise<string> {
  await ensurePlatformAdmin(t.database.db, { email, password });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`platform admin sign-in failed: ${response.body}`);
  return response.json().token as string;
}
