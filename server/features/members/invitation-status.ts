import type { PendingInvitation } from '../../../common/contracts/members.js';
import type { InvitationRow } from './repo.js';

/** Expiry is a fact of time, so it is read off expiresAt rather than waiting for a job to flip the status. */
export function effectiveStatus(row: InvitationRow, now = new Date()): PendingInvitation['status'] {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as PendingInvitation['status'];
}

export function toPendingInvitation(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as PendingInvitation['role'],
    status: effectiveStatus(row),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
