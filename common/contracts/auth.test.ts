import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerRequestSchema } from './auth.js';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

const validRegistration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  organizationName: 'Analytical Engines',
  password: 'password1',
  confirmPassword: 'password1',
};

describe('login schema (spec §5)', () => {
  it('accepts a valid e-mail, a password and an optional remember flag', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', remember: true }).success).toBe(
      true,
    );
  });

  it('says "Invalid email address" and "Password is required"', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'not-an-email', password: '' }))).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
  });

  it('says the same for missing fields', () => {
    expect(messagesOf(loginSchema.safeParse({}))).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
  });

  it('refuses unknown fields and over-long values', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', admin: true }).success).toBe(
      false,
    );
    expect(loginSchema.safeParse({ email: `${'a'.repeat(250)}@b.co`, password: 'x' }).success).toBe(
      false,
    );
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(1025) }).success).toBe(
      false,
    );
  });
});

describe('registration form schema (spec §5)', () => {
  it('accepts a complete form and trims names and e-mail', () => {
    const parsed = registerFormSchema.parse({
      ...validRegistration,
      firstName: '  Ada ',
      email: ' ada@example.com ',
    });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'ada@', 'Invalid email address'],
    ['organizationName', '', 'Organization name is required'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['confirmPassword', '', 'Please confirm your password'],
  ])('%s = %j says %s', (field, value, message) => {
    const result = registerFormSchema.safeParse({ ...validRegistration, [field]: value });
    expect(messagesOf(result)[field]).toContain(message);
  });

  it('says "Passwords don\'t match" on the confirmation field', () => {
    const result = registerFormSchema.safeParse({
      ...validRegistration,
      confirmPassword: 'password2',
    });
    expect(messagesOf(result)).toEqual({ confirmPassword: ["Passwords don't match"] });
  });

  it('bounds names at 100 characters and passwords at 1024', () => {
    expect(
      registerFormSchema.safeParse({ ...validRegistration, firstName: 'x'.repeat(101) }).success,
    ).toBe(false);
    expect(
      registerFormSchema.safeParse({ ...validRegistration, firstName: 'x'.repeat(100) }).success,
    ).toBe(true);
    const long = 'p'.repeat(1025);
    expect(
      registerFormSchema.safeParse({ ...validRegistration, password: long, confirmPassword: long })
        .success,
    ).toBe(false);
  });
});

describe('registration request schema', () => {
  const { confirmPassword: _confirm, ...request } = validRegistration;

  it('is the form without the confirmation, plus an optional inviteToken', () => {
    expect(registerRequestSchema.safeParse(request).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...request, inviteToken: 'abc' }).success).toBe(true);
  });

  it('refuses fields it does not know, such as a role', () => {
    expect(registerRequestSchema.safeParse({ ...request, role: 'platform_admin' }).success).toBe(
      false,
    );
  });
});
