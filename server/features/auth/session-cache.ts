import { hashToken } from '../../accounts/tokens.js';
import type { Db } from '../../db/client.js';
import { findLiveSessionByTokenHash, type LiveSession } from './session-repo.js';

/**
 * How long a looked-up session is trusted without asking the database again. Every API request
 * needs its session; without this, each one costs a query (the polled documents list is mostly
 * that query). A session revoked by another process (another app server, the CLI) stops working
 * within this time; one revoked in this process stops at once (forgetSessions below).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every active user of a large install; beyond it the oldest entries go first. */
const MAX_ENTRIES = 20_000;

type SessionMatch = Partial<Pick<LiveSession, 'sessionId' | 'userId' | 'organizationId'>>;

interface Entry {
  session: LiveSession;
  /** Epoch milliseconds: the earlier of the cache time limit and the session's own expiry. */
  trustedUntil: number;
}

/**
 * Live sessions by bearer token, for one database connection (one per process, shared by the app
 * and its tests' helpers). Only live sessions are kept: an unknown token always asks the
 * database, so a new session works at once. Keyed by the token itself, not its SHA-256: hashing
 * it on every request was the largest piece of the polled 304's own work after the socket
 * writes (about 4 % of its CPU), and the token is in this process's memory with every request
 * anyway. The database still only ever sees and stores the hash.
 */
class SessionCache {
  private entries = new Map<string, Entry>();
  /** Lookups under way, so a burst of requests with one token costs one query. */
  private pending = new Map<string, Promise<LiveSession | null>>();
  /**
   * Bumped by every forget: a lookup that started before a revocation must not store what it
   * read, since it may have read the session before the revoking write committed.
   */
  private epoch = 0;

  async lookUp(db: Db, token: string): Promise<LiveSession | null> {
    const now = Date.now();
    const entry = this.entries.get(token);
    if (entry && entry.trustedUntil > now) return entry.session;
    if (entry) this.entries.delete(token);
    const running = this.pending.get(token);
    if (running) return running;

    const epoch = this.epoch;
    const pending = this.pending;
    const lookup = findLiveSessionByTokenHash(db, hashToken(token)).then(
      (session) => {
        if (pending.get(token) === lookup) pending.delete(token);
        if (session && epoch === this.epoch) this.remember(token, session, now);
        return session;
      },
      (error: unknown) => {
        if (pending.get(token) === lookup) pending.delete(token);
        throw error;
      },
    );
    pending.set(token, lookup);
    return lookup;
  }

  private remember(token: string, session: LiveSession, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const trustedUntil = Math.min(now + SESSION_CACHE_TTL_MS, session.expiresAt.getTime());
    this.entries.set(token, { session, trustedUntil });
  }

  /** Drops every cached session matching all the given fields, and any lookup under way. */
  forget(match: SessionMatch): void {
    this.epoch += 1;
    // A lookup under way may return what it read before the revocation: later requests must not join it.
    this.pending = new Map();
    for (const [token, { session }] of this.entries) {
      const matches =
        (match.sessionId === undefined || session.sessionId === match.sessionId) &&
        (match.userId === undefined || session.userId === match.userId) &&
        (match.organizationId === undefined || session.organizationId === match.organizationId);
      if (matches) this.entries.delete(token);
    }
  }
}

/** One cache per database handle, so two apps on two databases in one process never share one. */
const caches = new WeakMap<Db, SessionCache>();

function cacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The live session behind a bearer token, from the cache when it was looked up moments ago. */
export function lookUpSession(db: Db, token: string): Promise<LiveSession | null> {
  return cacheOf(db).lookUp(db, token);
}

/**
 * Call after (never before) a write that ends sessions or changes what a session grants: sign
 * out, ending a session, password change or reset, a role change, removing a user or an
 * organization. Matching sessions stop working in this process at once; other processes
 * notice within SESSION_CACHE_TTL_MS.
 */
export function forgetSessions(db: Db, match: SessionMatch): void {
  cacheOf(db).forget(match);
}
