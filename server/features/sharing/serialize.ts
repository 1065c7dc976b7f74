import type { ShareLink, ShareLinkStatus } from '../../../common/contracts/sharing.js';
import type { ListedShareLinkRow } from './repo.js';

/** Revoked wins over expired: a revoked link stays revoked whatever its expiry says. */
export function shareLinkStatus(
  link: { revokedAt: Date | null; expiresAt: Date | null },
  now = new Date(),
): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toShareLink(row: ListedShareLinkRow, now = new Date()): ShareLink {
  return {
    id: row.id,
    visualizationId: row.visualizationId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    hasPassword: row.passwordHash !== null,
    revokedAt: iso(row.revokedAt),
    viewCount: row.viewCount,
    lastViewedAt: iso(row.lastViewedAt),
    createdByName: row.createdByName,
    status: shareLinkStatus(row, now),
  };
}
