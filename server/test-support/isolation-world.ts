import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { hashToken } from '../accounts/tokens.js';
import { documents, sessions } from '../db/schema.js';
import { seedDefaultTemplates } from '../features/templates/seed.js';
import { corpusFile } from './corpus.js';
import type { UploadPart } from './documents.js';
import { multipartBody } from './multipart.js';
import { linkFromOutbox } from './outbox.js';
import { bearer, registerAccount, signInPlatformAdmin, type TestApp } from './test-app.js';

/** The actors of the isolation matrix, in the column order of its table. */
export const ACTORS = [
  'anonymous',
  'expired',
  'revoked',
  'otherMember',
  'otherAdmin',
  'member',
  'admin',
  'platformAdmin',
] as const;
export type ActorName = (typeof ACTORS)[number];

export type OrgName = 'A' | 'B' | 'P';
export type ResourceKind =
  | 'document'
  | 'visualization'
  | 'invitation'
  | 'inviteToken'
  | 'template'
  | 'session'
  | 'shareLink'
  | 'shareToken';

/** A well-formed id that names nothing: what a foreign id must be indistinguishable from. */
export const MISSING_ID = '2147483647';
export const MISSING_TOKEN = 'x'.repeat(43);

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><text x="10" y="20">{{COMPANY_1}}</text></svg>';
const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

export interface Account {
  email: string;
  password: string;
  token: string;
  org: OrgName;
}

/** A request body: JSON, or multipart parts for the upload routes. */
export type Body = object | { multipart: UploadPart[] };

let address = 0;
/**
 * One request from its own client address, so per-IP rate limits (invite, forgot-password) do
 * not turn a matrix cell into a 429: the matrix checks access, the limits have their own tests.
 */
export function send(
  t: TestApp,
  method: string,
  url: string,
  token: string | null,
  body?: Body,
): Promise<LightMyRequestResponse> {
  address += 1;
  const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  const auth = token ? bearer(token) : {};
  if (body && 'multipart' in body) {
    const { payload, headers } = multipartBody(body.multipart);
    return t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { ...headers, ...auth },
      remoteAddress,
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: auth,
    remoteAddress,
    ...(body && { payload: body }),
  });
}

async function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.body ? response.json() : null;
}

/** Two tenants (A, B), the platform admin's own organization (P), their people and resources. */
export class IsolationWorld {
  accounts = {} as Record<Exclude<ActorName, 'anonymous'>, Account>;
  /** The organization admin who creates each organization's resources. */
  owners = {} as Record<OrgName, Account>;
  private counter = 0;

  constructor(private t: TestApp) {}

  async seed(): Promise<void> {
    await seedDefaultTemplates(this.t.database.db);
    const adminA = await registerAccount(this.t.app, {
      organizationName: 'Tenant A',
      email: 'matrix-a-admin@example.com',
    });
    const adminB = await registerAccount(this.t.app, {
      organizationName: 'Tenant B',
      email: 'matrix-b-admin@example.com',
    });
    const root = await signInPlatformAdmin(this.t, 'matrix-p-root@example.com', 'root-password');
    this.owners = {
      A: { email: adminA.user.email, password: adminA.password, token: adminA.token, org: 'A' },
      B: { email: adminB.user.email, password: adminB.password, token: adminB.token, org: 'B' },
      P: { email: 'matrix-p-root@example.com', password: 'root-password', token: root, org: 'P' },
    };
    const memberA = await this.addMember('A');
    this.accounts = {
      expired: await this.expiredSession(memberA),
      revoked: await this.revokedSession(memberA),
      otherMember: await this.addMember('B'),
      otherAdmin: this.owners.B,
      member: memberA,
      admin: this.owners.A,
      platformAdmin: this.owners.P,
    };
  }

  /**
   * Texts only the organization's own answers may contain: its name, its documents' names, its
   * visualizations' titles and its people's and invitations' e-mail addresses.
   */
  static markers(org: OrgName): string[] {
    const name = { A: 'Tenant A', B: 'Tenant B', P: 'Platform Administration' }[org];
    return [name, `Doc of ${org}`, `Board of ${org}`, `matrix-${org.toLowerCase()}-`];
  }

  /** The organization whose resources are an actor's own; a token of A's member for the dead ones. */
  static ownOrg(actor: ActorName): OrgName {
    if (actor === 'platformAdmin') return 'P';
    return actor === 'otherMember' || actor === 'otherAdmin' ? 'B' : 'A';
  }

  /** Another organization's resources: B's for tenant A's people, A's for everyone else. */
  static foreignOrg(actor: ActorName): OrgName {
    return IsolationWorld.ownOrg(actor) === 'A' ? 'B' : 'A';
  }

  /** A new address; `tag` marks whose it is (see markers). */
  freshEmail(tag = 'x'): string {
    this.counter += 1;
    return `matrix-${tag}-${this.counter}-${Date.now()}@example.com`;
  }

  async signIn(account: Pick<Account, 'email' | 'password'>): Promise<string> {
    const body = { email: account.email, password: account.password };
    return (
      await expectStatus(await send(this.t, 'POST', '/api/auth/login', null, body), 200, 'sign-in')
    ).token;
  }

  private async addMember(org: OrgName): Promise<Account> {
    const { invitationToken, email } = await this.invitation(org);
    const body = {
      firstName: 'Mem',
      lastName: 'Ber',
      email,
      password: 'member-password',
      inviteToken: invitationToken,
    };
    const registered = await expectStatus(
      await send(this.t, 'POST', '/api/auth/register', null, body),
      201,
      'member',
    );
    return { email, password: 'member-password', token: registered.token, org };
  }

  private async expiredSession(account: Account): Promise<Account> {
    const token = await this.signIn(account);
    await this.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    return { ...account, token };
  }

  private async revokedSession(account: Account): Promise<Account> {
    const token = await this.signIn(account);
    await expectStatus(await send(this.t, 'POST', '/api/auth/logout', token), 204, 'logout');
    return { ...account, token };
  }

  /** A pending invitation of the organization: its id and the token from the e-mail. */
  async invitation(org: OrgName) {
    const email = this.freshEmail(org.toLowerCase());
    const body = { email, role: 'organization_user' };
    const created = await send(
      this.t,
      'POST',
      '/api/user/organization/invite',
      this.owners[org].token,
      body,
    );
    const { invitation } = await expectStatus(created, 201, 'invite');
    const link = linkFromOutbox(this.t.config.mail.outboxDir, email, '/register?invite=')!;
    return {
      id: invitation.id as number,
      email,
      invitationToken: new URL(link).searchParams.get('invite')!,
    };
  }

  /** A processed risk-analysis document, so visualizations can be made from it. */
  async document(org: OrgName): Promise<number> {
    const upload = {
      multipart: [
        { name: 'name', value: `Doc of ${org}` },
        { name: 'file', filename: 'plan.pdf', content: pdf },
      ],
    };
    const { id } = await expectStatus(
      await send(this.t, 'POST', '/api/documents', this.owners[org].token, upload),
      201,
      'upload',
    );
    await this.t.database.db
      .update(documents)
      .set({
        status: 'processed',
        category: 'risk_analysis',
        processedAt: new Date(),
        analysis: null,
      })
      .where(eq(documents.id, id));
    return id;
  }

  async visualization(org: OrgName): Promise<number> {
    const url = `/api/documents/${await this.document(org)}/visualizations`;
    return (
      await expectStatus(
        await send(this.t, 'POST', url, this.owners[org].token, { title: `Board of ${org}` }),
        201,
        'visualization',
      )
    ).id;
  }

  /** A share link (no password) of one of the organization's visualizations: its id and token. */
  async shareLink(org: OrgName, visualization: number): Promise<{ id: number; token: string }> {
    const url = `/api/visualizations/${visualization}/share-links`;
    const link = await expectStatus(
      await send(this.t, 'POST', url, this.owners[org].token, {}),
      201,
      'share link',
    );
    return { id: link.id as number, token: (link.url as string).split('/s/')[1]! };
  }

  async template(): Promise<number> {
    const body = {
      name: `Matrix ${this.freshEmail()}`,
      category: 'risk_analysis',
      content: SVG,
      svgContent: SVG,
    };
    return (
      await expectStatus(
        await send(this.t, 'POST', '/api/admin/templates', this.owners.P.token, body),
        201,
        'template',
      )
    ).id;
  }

  /** A new session of the account (a second device), by its id. */
  async session(account: Pick<Account, 'email' | 'password'>): Promise<number> {
    const token = await this.signIn(account);
    const [row] = await this.t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!.id;
  }
}
