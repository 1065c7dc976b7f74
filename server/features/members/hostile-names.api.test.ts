import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.js';
import { outboxMessages } from '../../test-support/outbox.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const BCC = 'Acme\r\nBcc: victim@example.com';
const RLO = 'Ada\u202Eecalevol';
const REFUSED = 'must not contain line breaks or invisible characters';

/**
 * Issue 14, hole 5: a name with a line break went verbatim into the text part of the invitation
 * e-mails we send, and a U+202E made a name read backwards. Names are now refused at the door,
 * and a name stored before that is put on one line when an e-mail is written.
 */
describe.each(DB_KINDS)('names with line breaks or bidi controls on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://docviz.example.com' } });
  let admin: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    admin = await registerAccount(t.app, { organizationName: 'Acme' });
  });

  const register = (fields: Record<string, string>) =>
    t.call('POST', '/api/auth/register', undefined, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `hostile-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`,
      organizationName: 'Analytical Engines',
      password: 'correct horse battery',
      ...fields,
    });

  it.each([
    ['organizationName', 'a Bcc line', BCC],
    ['organizationName', 'U+202E', 'Acme\u202Ecni'],
    ['firstName', 'U+202E', RLO],
    ['lastName', 'a line feed', 'Love\nlace'],
  ])(
    'registration answers 400 with a field error for a %s with %s',
    async (field, _what, value) => {
      const response = await register({ [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([expect.stringContaining(REFUSED)]);
    },
  );

  it.each([
    ['firstName', 'U+202E', RLO],
    ['lastName', 'a Bcc line', 'Lovelace\r\nBcc: victim@example.com'],
  ])(
    'renaming in the profile answers 400 with a field error for a %s with %s',
    async (field, _what, value) => {
      const response = await t.call('PATCH', '/api/user/profile', admin.token, {
        firstName: admin.user.firstName,
        lastName: admin.user.lastName,
        email: admin.user.email,
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([expect.stringContaining(REFUSED)]);
      const me = (await t.call('GET', '/api/auth/me', admin.token)).json();
      expect(me.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    },
  );

  it('an organization name stored with a Bcc line stays one line in the invitation .eml', async () => {
    // Only a row written before the check (or by hand) can hold it now: write it directly.
    await t.database.db
      .update(organizations)
      .set({ name: BCC })
      .where(eq(organizations.id, admin.organization.id));
    const response = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'invitee@example.com',
    });
    expect(response.statusCode).toBe(201);
    const message = outboxMessages(t.config.mail.outboxDir, 'invitee@example.com').at(-1)!;
    const lines = message.split(/\r?\n/);
    expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(message).not.toMatch(/\nBcc:/i);
    expect(lines).toContain(
      'Ada Lovelace invited you to join Acme Bcc: victim@example.com on DocViz as a User.',
    );
  });
});
