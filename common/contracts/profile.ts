import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  requiredName,
  requiredPassword,
  withPasswordConfirmation,
} from './fields.js';

/** Spec §5 profile form. */
export const profileSchema = z.strictObject({
  firstName: requiredName('First name is required', 'First name'),
  lastName: requiredName('Last name is required', 'Last name'),
  email: emailField(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

const passwordFields = {
  currentPassword: requiredPassword('Current password is required'),
  newPassword: newPasswordField(),
};

/** POST /api/user/password: the confirmation never leaves the browser. */
export const changePasswordRequestSchema = z.strictObject(passwordFields);

/** Spec §5 password form. */
export const changePasswordFormSchema = withPasswordConfirmation(passwordFields, 'newPassword');
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField() });

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordField(),
});

/** The reset form: the same rules as registration. */
export const resetPasswordFormSchema = withPasswordConfirmation(
  { password: newPasswordField() },
  'password',
);

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email address, we have sent it a link to reset the password. The link is valid for 1 hour.';
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_MESSAGES = {
  wrongCurrentPassword: 'Current password is incorrect',
  invalidImage: 'Upload a PNG, JPEG, WebP or GIF image',
  imageTooLarge: 'The image is too large - Maximum size is 5MB',
  noImage: 'No image selected',
  invalidResetLink:
    'This password reset link is invalid, has expired or was already used. Ask for a new one.',
} as const;

/** GET /api/public-config: what the signed-out and signed-in client may know about this install. */
export const publicConfigSchema = z.object({ supportEmail: z.string().nullable() });

/** One of the caller's live sessions (GET /api/user/sessions); `current` is the one asking. */
export const userSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and system, summarized from the User-Agent, e.g. 'Chrome on Linux'. */
  device: z.string(),
  lastUsedAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;
