import { join } from 'node:path';
import type { AppConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';

/** DATABASE_URL set: PostgreSQL through a pool. Absent: the embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: join(config.dataDir) });
}
