import { z } from 'zod';
import type { ActivityDetailsByKind, ActivityKind } from '../activity.js';
import { pageQuerySchema } from './paging.js';

/**
 * GET /api/activity (the organization's log) and GET /api/admin/activity (the platform's): one
 * page, newest first, as a JSON array; the next page's URL in the Link header, as for documents
 * (paging.ts). Kinds and lines: common/activity.ts.
 */

/** 20 events a page unless asked for fewer or more (the dashboard asks for its ten). */
export const ACTIVITY_PAGE_SIZE = 20;
export const MAX_ACTIVITY_PAGE_SIZE = 100;
export const ACTIVITY_LIMIT_MESSAGE = `The page size (limit) must be a whole number from 1 to ${MAX_ACTIVITY_PAGE_SIZE}`;

export const activityQuerySchema = pageQuerySchema.extend({
  // Canonical decimal only, like ids: one page has one address.
  limit: z
    .string({ error: ACTIVITY_LIMIT_MESSAGE })
    .regex(/^[1-9][0-9]{0,2}$/, ACTIVITY_LIMIT_MESSAGE)
    .transform(Number)
    .refine((limit) => limit <= MAX_ACTIVITY_PAGE_SIZE, ACTIVITY_LIMIT_MESSAGE)
    .optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const id = z.number().int();
const documentRef = { documentId: id, name: z.string() };
const visualizationRef = { visualizationId: id, title: z.string() };
const templateRef = z.object({ templateId: id, name: z.string(), category: z.string() });

/** Each kind's details; the compiler holds them to common/activity.ts's types. */
export const ACTIVITY_DETAILS_SCHEMAS = {
  'document.uploaded': z.object(documentRef),
  'document.processed': z.object({ ...documentRef, category: z.string() }),
  'document.failed': z.object(documentRef),
  'visualization.created': z.object(visualizationRef),
  'visualization.version_saved': z.object({ ...visualizationRef, version: id }),
  'visualization.restored': z.object({ ...visualizationRef, version: id, restoredVersion: id }),
  'visualization.deleted': z.object(visualizationRef),
  'member.invited': z.object({ email: z.string().optional(), role: z.string() }),
  'member.joined': z.object({ name: z.string(), role: z.string() }),
  'template.created': templateRef,
  'template.updated': templateRef,
  'template.deleted': templateRef,
} satisfies { [K in ActivityKind]: z.ZodType<ActivityDetailsByKind[K]> };

/** Who did it: enough for a name and an avatar; null for the worker or a deleted account. */
export const activityActorSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  organizationId: id,
  profileImage: z.string().nullable(),
});

/** What the line links to, present only while it still exists in the caller's organization. */
export const activityTargetSchema = z.object({
  type: z.enum(['document', 'visualization']),
  id,
});

const eventOf = <K extends ActivityKind>(kind: K) =>
  z.object({
    id,
    kind: z.literal(kind),
    details: ACTIVITY_DETAILS_SCHEMAS[kind],
    actor: activityActorSchema.nullable(),
    target: activityTargetSchema.nullable(),
    createdAt: z.string(),
  });

export const activityItemSchema = z.discriminatedUnion('kind', [
  eventOf('document.uploaded'),
  eventOf('document.processed'),
  eventOf('document.failed'),
  eventOf('visualization.created'),
  eventOf('visualization.version_saved'),
  eventOf('visualization.restored'),
  eventOf('visualization.deleted'),
  eventOf('member.invited'),
  eventOf('member.joined'),
  eventOf('template.created'),
  eventOf('template.updated'),
  eventOf('template.deleted'),
]);
export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const activityListSchema = z.array(activityItemSchema);
