import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { forgetSessions } from './session-cache.js';
import { REMEMBERED_SESSION_IDLE_MS, SESSION_IDLE_MS } from './session-repo.js';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MINUTE_MS = 60_000;

describe.each(DB_KINDS)('sessions (idle timeout, list, end) on %s', (kind) => {
  const t = useTestApp(kind);

  const signIn = async (email: string, password: string, userAgent: string, remember = false) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password, remember },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const sessionOf = async (token: string) => {
    const me = await t.call('GET', '/api/user/sessions', token);
    return (me.json().sessions as { id: number; current: boolean }[]).find((s) => s.current)!;
  };
  const lastUsed = async (id: number) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastUsedAt;
  /** As if the session went unused for `ms`: long past the session cache's few seconds, too. */
  const idleFor = async (id: number, ms: number) => {
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - ms) })
      .where(eq(sessions.id, id));
    forgetSessions(t.database.db, { sessionId: id });
  };
  const me = (token: string) => t.call('GET', '/api/auth/me', token);

  it('lists the caller’s live sessions with device, last use and creation, marking this one', async () => {
    const account = await registerAccount(t.app);
    const chrome = await signIn(account.user.email, account.password, CHROME_LINUX);
    await signIn(account.user.email, account.password, FIREFOX_WINDOWS, true);
    await registerAccount(t.app); // someone else's sessions never show

    const response = await t.call('GET', '/api/user/sessions', chrome);
    expect(response.statusCode).toBe(200);
    const list = response.json().sessions;
    expect(list).toHaveLength(3);
    expect(list.map((s: { device: string }) => s.device).sort()).toEqual([
      'Chrome on Linux',
      'Firefox on Windows',
      'Unknown device',
    ]);
    const current = list.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Chrome on Linux' });
    expect(Date.parse(current[0].lastUsedAt)).toBeGreaterThan(Date.now() - MINUTE_MS);
    expect(Date.parse(current[0].createdAt)).toBeGreaterThan(Date.now() - MINUTE_MS);
    expect((await t.call('GET', '/api/user/sessions')).statusCode).toBe(401);
  });

  it('ends a session idle for 12 hours, or 7 days with Remember me, before its absolute expiry', async () => {
    const account = await registerAccount(t.app);
    const short = await signIn(account.user.email, account.password, CHROME_LINUX);
    const remembered = await signIn(account.user.email, account.password, CHROME_LINUX, true);
    const shortId = (await sessionOf(short)).id;
    const rememberedId = (await sessionOf(remembered)).id;

    await idleFor(shortId, SESSION_IDLE_MS - MINUTE_MS);
    await idleFor(rememberedId, SESSION_IDLE_MS + MINUTE_MS);
    expect((await me(short)).statusCode).toBe(200);
    expect((await me(remembered)).statusCode).toBe(200);

    await idleFor(shortId, SESSION_IDLE_MS + MINUTE_MS);
    await idleFor(rememberedId, REMEMBERED_SESSION_IDLE_MS + MINUTE_MS);
    expect((await me(short)).statusCode).toBe(401);
    expect((await me(remembered)).statusCode).toBe(401);
    const list = (await t.call('GET', '/api/user/sessions', account.token)).json().sessions;
    expect(list.map((s: { id: number }) => s.id)).not.toContain(shortId);
    expect(list.map((s: { id: number }) => s.id)).not.toContain(rememberedId);
  });

  it('records use at most once a minute', async () => {
    const account = await registerAccount(t.app);
    const { id } = await sessionOf(account.token);
    const first = await lastUsed(id);
    expect((await me(account.token)).statusCode).toBe(200);
    expect(await lastUsed(id)).toEqual(first); // used seconds ago: no write

    await idleFor(id, 5 * MINUTE_MS);
    const before = await lastUsed(id);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await lastUsed(id)).getTime()).toBeGreaterThan(before.getTime() + 4 * MINUTE_MS);
  });

  it('ends another of the caller’s sessions at once, and the current one signs out', async () => {
    const account = await registerAccount(t.app);
    const other = await signIn(account.user.email, account.password, FIREFOX_WINDOWS);
    const otherId = (await sessionOf(other)).id;
    expect((await me(other)).statusCode).toBe(200);

    const ended = await t.call('DELETE', `/api/user/sessions/${otherId}`, account.token);
    expect(ended.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
    const again = await t.call('DELETE', `/api/user/sessions/${otherId}`, account.token);
    expect(again.statusCode).toBe(404);

    const ownId = (await sessionOf(account.token)).id;
    const self = await t.call('DELETE', `/api/user/sessions/${ownId}`, account.token);
    expect(self.statusCode).toBe(204);
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('answers 404 for another user’s session, exactly as for a missing one, and keeps it', async () => {
    const mine = await registerAccount(t.app);
    const theirs = await registerAccount(t.app);
    const theirId = (await sessionOf(theirs.token)).id;

    const foreign = await t.call('DELETE', `/api/user/sessions/${theirId}`, mine.token);
    const missing = await t.call('DELETE', '/api/user/sessions/999999999', mine.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect((await me(theirs.token)).statusCode).toBe(200);
    const invalid = await t.call('DELETE', '/api/user/sessions/abc', mine.token);
    expect(invalid.statusCode).toBe(400);
    const signedOut = await t.call('DELETE', `/api/user/sessions/${theirId}`, null);
    expect(signedOut.statusCode).toBe(401);
  });
});
