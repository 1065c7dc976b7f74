import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import {
  bearer,
  registerAccount,
  signInPlatformAdmin,
  useTestApp,
} from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('platform admin lists on %s', (kind) => {
  const t = useTestApp(kind);
  let rootToken: string;

  beforeAll(async () => {
    rootToken = await signInPlatformAdmin(t);
  });

  it('lists every organization with user and document counts, and every user with its organization', async () => {
    const acme = await registerAccount(t.app, { organizationName: 'Acme Platform Test' });
    await uploadDocument(
      t.app,
      acme.token,
      corpusFile('business/pdf/02-kubeflow-2019.pdf'),
      'a.pdf',
    );
    await uploadDocument(
      t.app,
      acme.token,
      corpusFile('business/pdf/02-kubeflow-2019.pdf'),
      'b.pdf',
    );
    const organizations = await t.call('GET', '/api/admin/organizations', rootToken);
    expect(organizations.statusCode).toBe(200);
    expect(
      organizations.json().find((o: { id: number }) => o.id === acme.organization.id),
    ).toMatchObject({
      name: 'Acme Platform Test',
      userCount: 1,
      documentCount: 2,
    });
    const users = await t.call('GET', '/api/admin/users', rootToken);
    expect(users.json().find((u: { id: number }) => u.id === acme.user.id)).toMatchObject({
      organizationName: 'Acme Platform Test',
      role: 'organization_admin',
    });
    expect(JSON.stringify(users.json())).not.toMatch(/password/i);
  });

  it('answers 403 to organization admins and members, 401 to anonymous callers', async () => {
    const admin = await registerAccount(t.app);
    for (const url of ['/api/admin/organizations', '/api/admin/users']) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
