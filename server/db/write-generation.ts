import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * A count of the writes made through one database handle, moved on once each write has finished
 * (a statement other than a SELECT, or a transaction or pooled connection given back). A value
 * read while the count was n is still current while it is n, as far as this process's own writes
 * go: shared-read.ts uses it so a request never reuses a read from before a write this process
 * made, such as the caller's own upload.
 *
 * The embedded PGlite is used by this process alone (its data directory is locked), so there the
 * count covers every write there is; PostgreSQL also has other servers and workers writing.
 */
interface Counter {
  value: number;
  seesEveryWrite: boolean;
}

const counters = new WeakMap<object, Counter>();

function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

function clientOf(db: Db): object | undefined {
  return (db as unknown as { $client?: object }).$client;
}

type AnyAsync = (...args: never[]) => Promise<unknown>;

/** Replaces `object[name]` with a version that moves the count on once the call has settled. */
function countAfter<T extends object>(
  object: T,
  name: keyof T & string,
  counter: Counter,
  counts: (args: unknown[]) => boolean = () => true,
) {
  const original = (object[name] as AnyAsync).bind(object);
  const wrapped = async (...args: never[]) => {
    try {
      return await original(...args);
    } finally {
      if (counts(args)) counter.value += 1;
    }
  };
  Object.assign(object, { [name]: wrapped });
}

/** Starts counting the writes made through this handle (once per underlying client). */
export function countWrites(db: Db): void {
  const client = clientOf(db);
  if (!client || counters.has(client)) return;
  if (client instanceof PGlite) {
    const counter = { value: 0, seesEveryWrite: true };
    counters.set(client, counter);
    countAfter(client, 'query', counter, (args) => !isRead(args[0]));
    countAfter(client, 'exec', counter);
    countAfter(client, 'transaction', counter);
  } else if (client instanceof pg.Pool) {
    const counter = { value: 0, seesEveryWrite: false };
    counters.set(client, counter);
    countAfter(client, 'query', counter, (args) => !isRead(args[0]));
    // Transactions run on a connection taken from the pool: count when it is given back. The
    // pool's own query() takes connections with a callback; those are counted by query above.
    const connect = client.connect.bind(client) as (...args: unknown[]) => Promise<pg.PoolClient>;
    Object.assign(client, {
      connect: async (...args: unknown[]) => {
        if (args.length) return connect(...args);
        const connection = await connect();
        const release = connection.release;
        connection.release = (...releaseArgs: Parameters<typeof release>) => {
          connection.release = release;
          counter.value += 1;
          return release.apply(connection, releaseArgs);
        };
        return connection;
      },
    });
  }
}

/** The handle's count of finished writes (0 when not counted). */
export function writeGeneration(db: Db): number {
  const client = clientOf(db);
  return (client && counters.get(client)?.value) ?? 0;
}

/** Whether the count covers every write to the database (PGlite), not only this process's. */
export function seesEveryWrite(db: Db): boolean {
  const client = clientOf(db);
  return (client && counters.get(client)?.seesEveryWrite) ?? false;
}
