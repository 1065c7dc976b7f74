import { verifyPassword } from '../../accounts/passwords.js';
import { hashToken } from '../../accounts/tokens.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { drawVisualization, type SharedDrawing } from './drawing.js';
import {
  countShareLinkView,
  findSharedVisualization,
  type SharedVisualizationRow,
} from './repo.js';
import { shareLinkStatus } from './serialize.js';
import { isUnlocked, unlockCookieHeader } from './unlock-cookie.js';
import { admitUnlock } from './unlock-throttle.js';

/**
 * The public side of share links (`/s/{token}`), for anyone holding the address, signed in or
 * not. A token that is unknown, revoked or expired is the same "not found": nobody can tell a
 * dead link from one that never existed.
 */

/** A token as newToken() makes them: 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function liveLink(ctx: AppContext, token: string): Promise<SharedVisualizationRow> {
  const row = TOKEN_PATTERN.test(token)
    ? await findSharedVisualization(ctx.db, hashToken(token))
    : undefined;
  if (!row || shareLinkStatus(row.link) !== 'active') throw notFound('Page');
  return row;
}

export type SharedView =
  | { kind: 'locked' }
  | {
      kind: 'shown';
      title: string;
      organizationName: string;
      /** Null when the template is missing or cannot draw it (then no view is counted). */
      drawing: SharedDrawing | null;
    };

/**
 * What GET /s/{token} shows: the password form while the link is locked for this browser, else
 * the drawing. A view is counted only when the drawing is actually shown, and not for HEAD.
 */
export async function viewSharedLink(
  ctx: AppContext,
  token: string,
  request: { cookie: string | undefined; countsAsView: boolean },
): Promise<SharedView> {
  const { link, visualization, organizationName } = await liveLink(ctx, token);
  if (
    link.passwordHash &&
    !isUnlocked({ ...link, passwordHash: link.passwordHash }, request.cookie)
  )
    return { kind: 'locked' };
  const drawing = await drawVisualization(ctx, visualization);
  if (drawing && request.countsAsView) await countShareLinkView(ctx.db, link.id);
  return { kind: 'shown', title: visualization.title, organizationName, drawing };
}

export type UnlockResult =
  /** The right password: set this cookie and show the page. */
  | { kind: 'unlocked'; cookie: string }
  /** The link has no password: nothing to unlock. */
  | { kind: 'open' }
  | { kind: 'wrong' };

/**
 * POST /s/{token}: checks the password, within the guess limit of unlock-throttle.ts (which
 * throws the 429 before the password is looked at).
 */
export async function unlockSharedLink(
  ctx: AppContext,
  token: string,
  request: { password: string; ip: string; secure: boolean },
): Promise<UnlockResult> {
  const { link } = await liveLink(ctx, token);
  if (!link.passwordHash) return { kind: 'open' };
  const locked = { ...link, passwordHash: link.passwordHash };
  const guess = await admitUnlock(ctx, link.id, request.ip);
  if (!request.password || !(await verifyPassword(link.passwordHash, request.password))) {
    await guess.failed();
    return { kind: 'wrong' };
  }
  await guess.succeeded();
  return { kind: 'unlocked', cookie: unlockCookieHeader(locked, token, request.secure) };
}
