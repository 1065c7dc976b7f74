import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';

/** What every service needs, built once by buildApp and passed down explicitly. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}
