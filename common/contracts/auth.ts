import { z } from 'zod';
import { ROLES } from '../roles.js';
import { brandPaletteSchema } from './brand-palette.js';
import {
  emailField,
  newPasswordField,
  requiredName,
  requiredPassword,
  withPasswordConfirmation,
} from './fields.js';

/** The answers sign-in and registration give; the profile form shares the duplicate e-mail one. */
export const AUTH_MESSAGES = {
  duplicateEmail: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
} as const;

/** Spec §5 login. The server refuses unknown fields; the form uses the same object. */
export const loginSchema = z.strictObject({
  email: emailField(),
  password: requiredPassword('Password is required'),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = {
  firstName: requiredName('First name is required', 'First name'),
  lastName: requiredName('Last name is required', 'Last name'),
  email: emailField(),
  organizationName: requiredName('Organization name is required', 'Organization name'),
  password: newPasswordField(),
};

/**
 * What POST /api/auth/register accepts (spec §7 plus the optional inviteToken of §5). With an
 * invitation the invitee joins the inviting organization, so no organization name is needed.
 */
export const registerRequestSchema = z
  .strictObject({
    ...registerFields,
    organizationName: registerFields.organizationName.optional(),
    inviteToken: z.string().min(1).max(200).optional(),
  })
  .superRefine((request, context) => {
    // Only the absent name: a blank one already failed its own field check, and zod 4 runs
    // this refinement even then, which would repeat the message.
    if (!request.inviteToken && request.organizationName === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['organizationName'],
        message: 'Organization name is required',
      });
    }
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the confirmation, which never leaves the browser. */
export const registerFormSchema = withPasswordConfirmation(registerFields, 'password');
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The registration form opened from an invitation link: the e-mail is fixed and there is no organization. */
export const inviteRegisterFormSchema = withPasswordConfirmation(
  {
    firstName: registerFields.firstName,
    lastName: registerFields.lastName,
    email: registerFields.email,
    password: registerFields.password,
  },
  'password',
);
export type InviteRegisterForm = z.infer<typeof inviteRegisterFormSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  organizationId: z.number().int(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const publicOrganizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** The organization's brand colours, or null when its admins set none (issue 17). */
  brandPalette: brandPaletteSchema.nullable(),
});
export type PublicOrganization = z.infer<typeof publicOrganizationSchema>;

export const authResponseSchema = z.object({
  user: publicUserSchema,
  organization: publicOrganizationSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({
  user: publicUserSchema,
  organization: publicOrganizationSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The error body every API failure answers with. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}
