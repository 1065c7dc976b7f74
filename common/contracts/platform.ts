import { z } from 'zod';
import { ROLES } from '../roles.js';

export const platformOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  userCount: z.number().int(),
  documentCount: z.number().int(),
});
export type PlatformOrganization = z.infer<typeof platformOrganizationSchema>;

export const platformUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  organizationId: z.number().int(),
  organizationName: z.string(),
  createdAt: z.string(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;
