import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users, visualizations } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * View-only share links of a visualization (`/s/{token}`): only the token's SHA-256 is kept.
 * A revoked link keeps its row (revokedAt set) so its counts stay visible in the list.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    visualizationId: integer('visualization_id')
      .notNull()
      .references(() => visualizations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** argon2 hash of the optional password; null for a link without one. */
    passwordHash: text('password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_visualization_idx').on(t.organizationId, t.visualizationId)],
);

/**
 * What happened in a workspace, newest first (GET /api/activity). organizationId is null for
 * platform-wide events (template changes), which only platform admins see.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** Who did it; null for the worker (processed, failed) or a deleted user. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'document.uploaded', 'visualization.version_saved', 'template.updated'. */
    kind: text('kind').notNull(),
    /** What the line shows, as JSON text (names and numbers copied at the time: rows may go). */
    details: text('details').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_events_organization_idx').on(t.organizationId, t.createdAt, t.id),
    index('activity_events_created_idx').on(t.createdAt, t.id),
  ],
);

/** One row per call to the configured AI endpoint: the daily budget and the error rate count them. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** 'ok', 'error', 'timeout', 'rate_limited', 'invalid' (answer unusable). */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_calls_organization_idx').on(t.organizationId, t.createdAt),
    index('ai_calls_created_idx').on(t.createdAt),
  ],
);
