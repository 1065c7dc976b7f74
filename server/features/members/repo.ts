import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitations, organizations, users } from '../../db/schema.js';
import {
  deleteOwnedRow,
  findOwnedRow,
  firstOwnedRow,
  inOrganization,
  insertOwnedRow,
  ownedRow,
  type Actor,
} from '../../db/tenant.js';
import { personColumns } from '../../accounts/repo.js';

export type InvitationRow = typeof invitations.$inferSelect;

export function listMembers(db: Db, actor: Actor) {
  return db
    .select(personColumns)
    .from(users)
    .where(inOrganization(users, actor))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Not yet accepted: pending, or expired but still renewable. */
function isOpen() {
  return ne(invitations.status, 'accepted');
}

/** Invitations not yet accepted (pending, including those whose time ran out), newest first. */
export function listOpenInvitations(db: Db, actor: Actor): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(inOrganization(invitations, actor), isOpen()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export function findOpenInvitationByEmail(
  db: Db,
  actor: Actor,
  email: string,
): Promise<InvitationRow | undefined> {
  const sameEmail = eq(sql`lower(${invitations.email})`, email.toLowerCase());
  return firstOwnedRow(db, invitations, actor, and(isOpen(), sameEmail)!);
}

export function findOpenInvitation(
  db: Db,
  actor: Actor,
  id: number,
): Promise<InvitationRow | undefined> {
  return findOwnedRow(db, invitations, actor, id, isOpen());
}

export function insertInvitation(
  db: Db,
  actor: Actor,
  values: Pick<InvitationRow, 'email' | 'role' | 'tokenHash' | 'expiresAt'>,
): Promise<InvitationRow> {
  return insertOwnedRow(db, invitations, actor, { ...values, invitedBy: actor.userId });
}

/** A new token and expiry for an open invitation: it is pending again, and older links stop working. */
export async function renewInvitation(
  db: Db,
  actor: Actor,
  id: number,
  values: Pick<InvitationRow, 'role' | 'tokenHash' | 'expiresAt'>,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, status: 'pending', invitedBy: actor.userId })
    .where(and(ownedRow(invitations, actor, id), isOpen()))
    .returning();
  return row;
}

export async function deleteOpenInvitation(db: Db, actor: Actor, id: number): Promise<boolean> {
  return (await deleteOwnedRow(db, invitations, actor, id, isOpen())) !== undefined;
}

/** System-level, by token (the invitee has no session yet): the invitation and its organization's name. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks it accepted only if it is still pending: of two invitees racing on one link, one wins. */
export async function acceptInvitation(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: 'accepted' })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function markInvitationExpired(db: Db, id: number): Promise<void> {
  await db
    .update(invitations)
    .set({ status: 'expired' })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')));
}
