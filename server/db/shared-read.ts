import type { Db } from './client.js';
import { seesEveryWrite, writeGeneration } from './write-generation.js';

interface Kept<V> {
  value: V;
  generation: number;
  readAt: number;
}

interface Running<V> {
  promise: Promise<V>;
  generation: number;
}

interface PerDatabase<K, V> {
  kept: Map<K, Kept<V>>;
  running: Map<K, Running<V>>;
}

export interface SharedReadOptions {
  /** Keys whose value is kept; beyond it the oldest goes. */
  maxEntries: number;
  /** For values that also change with time (a "last 7 days" count): kept no longer than this. */
  maxAgeMs?: number;
  /**
   * Where other processes also write (PostgreSQL), keep a finished read this long too: their
   * writes then show after at most this delay, while a write made here still ends it at once.
   * Without it, every request there waits for a read of its own (shared only with those that
   * arrive during it).
   */
  othersWritesMaxAgeMs?: number;
}

/**
 * One database read per key for everyone who asks at once, such as many dashboards polling one
 * organization's counter. A request joins a read under way only if this process wrote nothing
 * since it began (write-generation.ts), so nobody sees a value from before their own write. On
 * the embedded PGlite, where the count sees every write there is, the value is also kept until
 * the next write: there the database runs each read to completion on this thread, so reads
 * would never overlap to be shared.
 */
export class SharedRead<K, V> {
  private perDatabase = new WeakMap<Db, PerDatabase<K, V>>();

  constructor(private readonly options: SharedReadOptions) {}

  private of(db: Db): PerDatabase<K, V> {
    let state = this.perDatabase.get(db);
    if (!state) {
      state = { kept: new Map(), running: new Map() };
      this.perDatabase.set(db, state);
    }
    return state;
  }

  read(db: Db, key: K, load: () => Promise<V>): Promise<V> {
    const { kept, running } = this.of(db);
    const generation = writeGeneration(db);
    const known = kept.get(key);
    if (known && known.generation === generation && this.young(db, known)) {
      return Promise.resolve(known.value);
    }
    const underway = running.get(key);
    if (underway && underway.generation === generation) return underway.promise;

    const readAt = Date.now();
    const promise = load().then((value) => {
      if (this.keeps(db) && writeGeneration(db) === generation) {
        kept.delete(key);
        if (kept.size >= this.options.maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, { value, generation, readAt });
      }
      return value;
    });
    const forget = () => {
      if (running.get(key)?.promise === promise) running.delete(key);
    };
    promise.then(forget, forget);
    running.set(key, { promise, generation });
    return promise;
  }

  private keeps(db: Db): boolean {
    return seesEveryWrite(db) || this.options.othersWritesMaxAgeMs !== undefined;
  }

  private young(db: Db, known: Kept<V>): boolean {
    const { maxAgeMs, othersWritesMaxAgeMs } = this.options;
    const limits = [maxAgeMs, seesEveryWrite(db) ? undefined : othersWritesMaxAgeMs];
    const age = Date.now() - known.readAt;
    return limits.every((limit) => limit === undefined || age < limit);
  }
}
