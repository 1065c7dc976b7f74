import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import type { LiveSession } from './session-repo.js';

/** The database's answers, one deferred promise per lookup, so a test decides when each arrives. */
const lookups: { tokenHash: string; answer: (session: LiveSession | null) => void }[] = [];
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
vi.mock('./session-repo.js', () => ({
  findLiveSessionByTokenHash: (_db: Db, tokenHash: string) =>
    new Promise<LiveSession | null>((resolve) => lookups.push({ tokenHash, answer: resolve })),
}));
const { forgetSessions, lookUpSession, SESSION_CACHE_TTL_MS } = await import('./session-cache.js');

const session = (over: Partial<LiveSession> = {}): LiveSession => ({
  sessionId: 1,
  userId: 10,
  organizationId: 100,
  role: 'organization_user',
  expiresAt: new Date(Date.now() + 24 * 3600_000),
  ...over,
});
const newDb = () => ({}) as Db;

afterEach(() => {
  lookups.length = 0;
  vi.useRealTimers();
});

describe('the session cache', () => {
  it('asks the database once for a burst of requests, then again after its time limit', async () => {
    vi.useFakeTimers();
    const db = newDb();
    const burst = [lookUpSession(db, 'a'), lookUpSession(db, 'a'), lookUpSession(db, 'a')];
    expect(lookups).toHaveLength(1);
    lookups[0]!.answer(session());
    expect((await Promise.all(burst)).map((s) => s?.sessionId)).toEqual([1, 1, 1]);
    expect((await lookUpSession(db, 'a'))?.sessionId).toBe(1);
    expect(lookups).toHaveLength(1);

    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS + 1);
    const later = lookUpSession(db, 'a');
    expect(lookups).toHaveLength(2);
    lookups[1]!.answer(null);
    expect(await later).toBeNull();
  });

  it('never trusts a session past its own expiry', async () => {
    vi.useFakeTimers();
    const db = newDb();
    const first = lookUpSession(db, 'a');
    lookups[0]!.answer(session({ expiresAt: new Date(Date.now() + 1000) }));
    await first;
    vi.advanceTimersByTime(1001);
    void lookUpSession(db, 'a');
    expect(lookups).toHaveLength(2);
  });

  it('does not keep what a lookup read before a revocation that finished while it ran', async () => {
    const db = newDb();
    const running = lookUpSession(db, 'a');
    forgetSessions(db, { userId: 10 });
    // A request after the revocation does not join the lookup that started before it.
    const after = lookUpSession(db, 'a');
    expect(lookups).toHaveLength(2);
    lookups[0]!.answer(session());
    lookups[1]!.answer(null);
    expect((await running)?.sessionId).toBe(1);
    expect(await after).toBeNull();
    // Nothing was cached from the stale read: the next request asks the database again.
    void lookUpSession(db, 'a');
    expect(lookups).toHaveLength(3);
  });

  it('forgets only the sessions that match, and keeps caches of two databases apart', async () => {
    const db = newDb();
    const otherDb = newDb();
    const reads = [lookUpSession(db, 'a'), lookUpSession(db, 'b'), lookUpSession(otherDb, 'a')];
    lookups[0]!.answer(session({ sessionId: 1, userId: 10 }));
    lookups[1]!.answer(session({ sessionId: 2, userId: 20 }));
    lookups[2]!.answer(session({ sessionId: 3, userId: 10 }));
    await Promise.all(reads);

    forgetSessions(db, { userId: 10 });
    void lookUpSession(db, 'a');
    await lookUpSession(db, 'b');
    await lookUpSession(otherDb, 'a');
    // The database is asked by the token's hash, never the token.
    expect(lookups.map((l) => l.tokenHash)).toEqual(['a', 'b', 'a', 'a'].map(hashOf));
  });
});
