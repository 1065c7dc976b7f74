import type { z } from 'zod';
import type { createShareLinkSchema } from '../../../common/contracts/sharing.js';
import { hashPassword } from '../../accounts/passwords.js';
import { newToken } from '../../accounts/tokens.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { orNotFound } from '../../errors.js';
import { getVisualization } from '../visualizations/service.js';
import {
  insertShareLink,
  listShareLinks,
  revokeShareLink,
  type ListedShareLinkRow,
} from './repo.js';

/**
 * Members' side of share links. Any member of the organization may create, list and revoke the
 * links of its visualizations (a link is the organization's, like the visualization it shows),
 * so a colleague can stop a link its maker forgot. Another organization's visualization or link
 * is "not found", exactly like a missing one.
 */

type CreateInput = z.output<typeof createShareLinkSchema>;

/** The public address of a link: the token is only ever in this answer, never stored. */
export function shareLinkUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.appUrl}/s/${token}`;
}

export async function createShareLink(
  ctx: AppContext,
  actor: Actor,
  visualizationId: number,
  input: CreateInput,
): Promise<{ link: ListedShareLinkRow; url: string }> {
  await getVisualization(ctx, actor, visualizationId);
  const { token, tokenHash } = newToken();
  const row = await insertShareLink(ctx.db, actor, {
    visualizationId,
    tokenHash,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  });
  const [link] = await listShareLinks(ctx.db, actor, visualizationId, row.id);
  return { link: orNotFound(link, 'Share link'), url: shareLinkUrl(ctx, token) };
}

export async function shareLinksOf(
  ctx: AppContext,
  actor: Actor,
  visualizationId: number,
): Promise<ListedShareLinkRow[]> {
  await getVisualization(ctx, actor, visualizationId);
  return listShareLinks(ctx.db, actor, visualizationId);
}

export async function revokeLink(
  ctx: AppContext,
  actor: Actor,
  visualizationId: number,
  linkId: number,
): Promise<void> {
  await getVisualization(ctx, actor, visualizationId);
  orNotFound(await revokeShareLink(ctx.db, actor, visualizationId, linkId), 'Share link');
}
