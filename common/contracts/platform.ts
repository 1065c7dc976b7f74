import { z } from 'zod';
import { personFields } from './members.js';

export const platformOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  userCount: z.number().int(),
  documentCount: z.number().int(),
});
export type PlatformOrganization = z.infer<typeof platformOrganizationSchema>;

/** A user as the platform admin lists them: the person and the organization they belong to. */
export const platformUserSchema = z.object({
  ...personFields,
  organizationId: z.number().int(),
  organizationName: z.string(),
  createdAt: z.string(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;
