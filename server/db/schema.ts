import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Bumped on every change to the organization's documents: a cheap ETag for the polled list. */
  changeCounter: bigint('change_counter', { mode: 'number' }).notNull().default(0),
  /** The brand palette an organization admin set ({primary, secondary, accent, text} as JSON), or null. */
  brandPalette: text('brand_palette'),
  /** Off: nothing of this organization's documents is sent to the configured AI endpoint. */
  aiEnabled: boolean('ai_enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** The tenant key of every tenant table: its rows go when their organization is deleted. */
const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('organization_user'),
    organizationId: organizationId(),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId, t.createdAt),
    check(
      'users_role_check',
      sql`${t.role} in ('organization_user', 'organization_admin', 'platform_admin')`,
    ),
  ],
);

/**
 * The columns of a secret handed to a user (a session, a reset link): only the token's SHA-256
 * is kept, so a leaked table cannot be replayed; it goes with its user and ends at expiresAt.
 */
const userTokenColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    createdAt: createdAt(),
    /** Moved forward at most once a minute by the auth plugin; the idle timeout counts from it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Signed in with 'Remember me': the longer absolute and idle limits apply. */
    remembered: boolean('remembered').notNull().default(false),
    /** The browser's User-Agent at sign-in, shown (summarized) in Settings' session list. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull().default(''),
    svgContent: text('svg_content'),
    aiPrompt: text('ai_prompt'),
    /** Set for the built-in templates so seeding is idempotent; null for admins' own templates. */
    seedKey: text('seed_key').unique(),
    /** The seed's checksum when it was written; a different stored body means an admin edited it. */
    seedChecksum: text('seed_checksum'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_category_idx').on(t.category),
    check(
      'templates_category_check',
      sql`${t.category} in ('competitor_analysis', 'product_roadmap', 'value_proposition', 'risk_analysis')`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    originalFilename: text('original_filename').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    status: text('status').notNull().default('uploaded'),
    category: text('category').notNull().default('unknown'),
    extractedText: text('extracted_text'),
    errorMessage: text('error_message'),
    /** Documents belong to the organization: they outlive the member who uploaded them. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: organizationId(),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Where the bytes are, inside the file storage (org_{id}/{random}.{ext}); never the user's file name. */
    storageKey: text('storage_key').notNull(),
    /** The job state lives on the row: attempts so far, and who holds the processing lease until when. */
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** The analyzer's result (category, confidence, data, evidence) as JSON text, once analyzed. */
    analysis: text('analysis'),
    /** The category a member chose when reprocessing; the analyzer then extracts for it instead of classifying. */
    chosenCategory: text('chosen_category'),
  },
  (t) => [
    // The dashboard's list pages newest first by (created_at, id) within an organization, and
    // the stats count its documents per category and recent window: with category in the key
    // both are index-only scans of the organization's slice, whatever its size.
    index('documents_organization_idx').on(t.organizationId, t.createdAt, t.id, t.category),
    index('documents_queue_idx').on(t.status, t.createdAt),
    check(
      'documents_status_check',
      sql`${t.status} in ('uploaded', 'processing', 'processed', 'failed')`,
    ),
    check(
      'documents_category_check',
      sql`${t.category} in ('competitor_analysis', 'product_roadmap', 'value_proposition', 'risk_analysis', 'unknown')`,
    ),
    check(
      'documents_chosen_category_check',
      sql`${t.chosenCategory} in ('competitor_analysis', 'product_roadmap', 'value_proposition', 'risk_analysis')`,
    ),
  ],
);

export const visualizations = pgTable(
  'visualizations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Fixed at creation from the document's category: the list's tabs and the data schema use it. */
    category: text('category').notNull().default('unknown'),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    data: text('data').notNull(),
    imageUrl: text('image_url'),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: organizationId(),
    createdAt: createdAt(),
  },
  (t) => [
    // The visualizations list pages newest first by (created_at, id) within an organization.
    index('visualizations_organization_idx').on(t.organizationId, t.createdAt, t.id),
    index('visualizations_document_idx').on(t.documentId),
  ],
);

export const visualizationChanges = pgTable(
  'visualization_changes',
  {
    id: serial('id').primaryKey(),
    visualizationId: integer('visualization_id')
      .notNull()
      .references(() => visualizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: text('data').notNull(),
    changeDescription: text('change_description'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('visualization_changes_version_unique').on(t.visualizationId, t.version)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    organizationId: organizationId(),
    role: text('role').notNull().default('organization_user'),
    /** SHA-256 of the invitation token; the token itself only travels in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('invitations_organization_idx').on(t.organizationId, t.createdAt),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
    check('invitations_role_check', sql`${t.role} in ('organization_user', 'organization_admin')`),
    check('invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'expired')`),
  ],
);

/**
 * Throttle counters shared by every app process, one row per key (server/throttle): sign-in's
 * `client:<email>|<ip>`, `account:<email>`, `ip:<ip>`, and `known:<email>|<ip>` (a successful
 * sign-in, at windowStartedAt), see server/features/auth/sign-in-throttle.ts; a share link's
 * `share:<linkId>|<ip>` and `share:<linkId>`, see server/features/sharing/unlock-throttle.ts.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

/** Single-use password reset links: only the token's hash is kept, valid for one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

// The tables of sharing, activity and AI (issues 17–19) live next door to keep this file short.
export * from './schema-workspace.js';
