import { z } from 'zod';
import { idTextSchema } from './ids.js';

/**
 * View-only share links of a visualization (`/s/{token}`). The link always shows the latest saved
 * version: the team keeps one visualization up to date, and a copy frozen at creation would go
 * stale without anyone noticing; revoking the link is how sharing stops.
 */

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

export const SHARE_PASSWORD_MIN = 8;
export const SHARE_PASSWORD_MAX = 128;

export const SHARE_MESSAGES = {
  expiryInPast: 'The expiry must be in the future',
  passwordLength: `The password must be ${SHARE_PASSWORD_MIN} to ${SHARE_PASSWORD_MAX} characters`,
  followsLatest: 'Viewers always see the latest saved version.',
} as const;

const password = z
  .string()
  .min(SHARE_PASSWORD_MIN, SHARE_MESSAGES.passwordLength)
  .max(SHARE_PASSWORD_MAX, SHARE_MESSAGES.passwordLength);

/** POST /api/visualizations/{id}/share-links: both optional (no expiry, no password). */
export const createShareLinkSchema = z.strictObject({
  expiresAt: z.iso
    .datetime({ offset: true, error: 'The expiry must be a date and time (ISO 8601)' })
    .refine((value) => Date.parse(value) > Date.now(), SHARE_MESSAGES.expiryInPast)
    .nullable()
    .optional(),
  password: password.optional(),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkSchema>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The last millisecond of a calendar day (YYYY-MM-DD) in the browser's time zone. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999);
}

/** The Share dialog's form: an optional last day (a date input) and an optional password. */
export const shareLinkFormSchema = z.object({
  expiresOn: z
    .string()
    .refine((value) => value === '' || DAY_PATTERN.test(value), 'Enter a date')
    .refine(
      (value) => value === '' || !DAY_PATTERN.test(value) || endOfDay(value).getTime() > Date.now(),
      SHARE_MESSAGES.expiryInPast,
    ),
  password: z.union([z.literal(''), password]),
});
export type ShareLinkForm = z.infer<typeof shareLinkFormSchema>;

/** The form's values as the request body: the link works until the end of its last day. */
export function toCreateShareLinkRequest(form: ShareLinkForm): CreateShareLinkRequest {
  return {
    expiresAt: form.expiresOn ? endOfDay(form.expiresOn).toISOString() : null,
    ...(form.password && { password: form.password }),
  };
}

/** A link as the list shows it: never its token or any hash. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  visualizationId: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  hasPassword: z.boolean(),
  revokedAt: z.string().nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  /** The member who made it, or null once they are gone. */
  createdByName: z.string().nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: its address holds the token, shown this once only. */
export const createdShareLinkSchema = shareLinkSchema.extend({ url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** DELETE /api/visualizations/{id}/share-links/{linkId}. */
export const shareLinkParamsSchema = z.object({ id: idTextSchema, linkId: idTextSchema });
