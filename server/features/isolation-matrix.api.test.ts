import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  IsolationWorld,
  MISSING_ID,
  MISSING_TOKEN,
  send,
  SVG,
  type ActorName,
  type Body,
  type OrgName,
  type ResourceKind,
} from '../test-support/isolation-world.js';
import { EXPECTED } from '../test-support/isolation-expected.js';
import { routeTable } from '../test-support/route-table.js';
import { useTestApp } from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';

/** Minimal valid bodies, so a status shows access rather than validation (the two 400 rows are deliberate). */
const BODIES: Record<string, (world: IsolationWorld, actor: ActorName) => Body> = {
  'POST /api/auth/register': (world) => ({
    firstName: 'New',
    lastName: 'Tenant',
    email: world.freshEmail(),
    organizationName: 'Tenant N',
    password: 'correct horse battery',
  }),
  'POST /api/auth/login': (world) => ({
    email: world.accounts.member.email,
    password: 'member-password',
  }),
  'POST /api/auth/forgot-password': () => ({ email: 'nobody@example.com' }),
  'POST /api/auth/reset-password': () => ({
    token: MISSING_TOKEN,
    password: 'another long password',
  }),
  'PATCH /api/user/profile': (world, actor) => ({
    firstName: 'Same',
    lastName: 'Person',
    email: actor === 'anonymous' ? 'nobody@example.com' : world.accounts[actor].email,
  }),
  // A wrong current password: 400 proves the caller got past access without ending its sessions.
  'POST /api/user/password': () => ({
    currentPassword: 'not-the-password',
    newPassword: 'another long password',
  }),
  // No image part: 400 proves access; the upload itself has its own tests.
  'POST /api/user/profile-image': () => ({ multipart: [{ name: 'note', value: 'no image' }] }),
  'POST /api/user/organization/invite': (world) => ({
    email: world.freshEmail(),
    role: 'organization_user',
  }),
  'PUT /api/organization/brand-palette': () => ({
    primary: '#0f766e',
    secondary: '#b45309',
    accent: '#be185d',
    text: '#1c1917',
  }),
  'PUT /api/organization/ai': () => ({ enabled: true }),
  'POST /api/admin/templates': (world) => templateBody(world),
  'PUT /api/admin/templates/:id': (world) => templateBody(world),
  'POST /api/admin/templates/analyze-svg': () => ({ svgContent: SVG, category: 'risk_analysis' }),
  'POST /api/documents': () => ({
    multipart: [
      { name: 'name', value: 'Plan' },
      { name: 'file', filename: 'plan.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ],
  }),
  'POST /api/documents/:id/visualizations': () => ({ title: 'Board' }),
  'PUT /api/visualizations/:id': () => ({ data: { risks: [] }, changeDescription: 'Matrix' }),
  'POST /api/visualizations/:id/share-links': () => ({}),
  // The form's field, empty: the matrix's links have no password, so the answer is the redirect.
  'POST /s/:token': () => ({ password: '' }),
};
const templateBody = (world: IsolationWorld) => ({
  name: `Matrix ${world.freshEmail()}`,
  category: 'risk_analysis',
  content: SVG,
  svgContent: SVG,
});

/**
 * Rows whose answers may name another organization by design: the platform admin's lists of
 * every tenant, signing in (the body names the account, whoever sends it), and an invitation
 * preview (the token is the capability). Every other 2xx answer must hold no other tenant's text.
 */
const CROSS_TENANT_BY_DESIGN = new Set([
  'GET /api/admin/organizations',
  'GET /api/admin/users',
  'POST /api/auth/login',
  'GET /api/invitations/:token',
  'GET /s/:token',
]);

/** Query strings a route needs to answer more than a validation error. */
const QUERIES: Record<string, string> = {
  'GET /api/visualizations/:id/export': '?format=svg',
};

/** Routes whose success ends the caller's session: each live actor calls them with a fresh one. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

/** Routes that put their resource in a state the next call refuses (a requeued document): a fresh one each time. */
const CHANGES_STATE = new Set(['POST /api/documents/:id/reprocess']);

/** Which resource a path parameter names, by the path segment before it. */
const KIND_BY_SEGMENT: Record<string, ResourceKind> = {
  documents: 'document',
  visualizations: 'visualization',
  invites: 'invitation',
  invitations: 'inviteToken',
  templates: 'template',
  sessions: 'session',
  'share-links': 'shareLink',
  s: 'shareToken',
};

/** The path with its parameters filled in order from `ids` (comma-separated when several). */
const fillParams = (url: string, ids: string) =>
  ids.split(',').reduce((path, id) => path.replace(/:\w+/, id), url);

const withoutRequestId = (response: LightMyRequestResponse) => {
  const body = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null;
  if (body && typeof body === 'object') delete body.requestId;
  return { status: response.statusCode, body };
};

describe.each(DB_KINDS)('route × actor isolation matrix on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://docviz.example.com' } });

  it('answers every /api route, method, actor and resource as the table says', async () => {
    const world = new IsolationWorld(t);
    await world.seed();
    const shared = {} as Record<
      OrgName,
      Record<'document' | 'visualization' | 'invitation', number> & {
        inviteToken: string;
        shareToken?: string;
      }
    >;
    for (const org of ['A', 'B', 'P'] as const) {
      // Two invitations: resending one replaces its token, so the token routes read the other.
      shared[org] = {
        document: await world.document(org),
        visualization: await world.visualization(org),
        invitation: (await world.invitation(org)).id,
        inviteToken: (await world.invitation(org)).invitationToken,
      };
      shared[org].shareToken = (await world.shareLink(org, shared[org].visualization)).token;
    }
    const sharedTemplate = await world.template();

    /** The id (or token) of a resource of `org`; DELETE and sessions get a fresh one each time. */
    const resourceOf = async (
      resource: ResourceKind,
      org: OrgName,
      actor: ActorName,
      fresh: boolean,
    ) => {
      if (resource === 'template') return String(fresh ? await world.template() : sharedTemplate);
      if (resource === 'inviteToken') return shared[org].inviteToken;
      if (resource === 'shareToken') return shared[org].shareToken!;
      // Two path parameters, comma-separated: the visualization, then a fresh link of it.
      if (resource === 'shareLink') {
        const visualization = shared[org].visualization;
        return `${visualization},${(await world.shareLink(org, visualization)).id}`;
      }
      if (resource === 'session') {
        const owner =
          org === IsolationWorld.ownOrg(actor) && actor !== 'anonymous'
            ? world.accounts[actor]
            : world.owners[org];
        return String(await world.session(owner));
      }
      if (!fresh) return String(shared[org][resource]);
      if (resource === 'invitation') return String((await world.invitation(org)).id);
      return String(await world[resource](org));
    };

    const routes = routeTable(t.app).filter(
      (route) => route.url.startsWith('/api') || route.url.startsWith('/s/'),
    );
    const served = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(
      routes
        .filter((r) => !EXPECTED[`${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`])
        .map((r) => `${r.method} ${r.url}`),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((key) => !served.has(key)),
      'table rows for routes the app does not serve',
    ).toEqual([]);

    const failures: string[] = [];
    let cells = 0;
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      const rowKey = `${method === 'HEAD' ? 'GET' : method} ${url}`;
      const row = EXPECTED[rowKey]!;
      // The last path parameter names the resource (a share link, not its visualization).
      const param = [...url.matchAll(/\/([^/]+)\/:(\w+)/g)].at(-1);
      const resource = param ? KIND_BY_SEGMENT[param[1]!] : undefined;
      if (param && !resource) throw new Error(`${key}: no resource kind for :${param[2]}`);
      for (const [index, actor] of ACTORS.entries()) {
        const cell = row[index]!;
        const [ownStatus, foreignStatus] = typeof cell === 'number' ? [cell, cell] : cell;
        const live = actor !== 'anonymous' && actor !== 'expired' && actor !== 'revoked';
        const account = actor === 'anonymous' ? null : world.accounts[actor];
        const token = () =>
          live && ENDS_SESSION.has(key) ? world.signIn(account!) : (account?.token ?? null);
        const body = () => BODIES[key]?.(world, actor);
        const call = async (id: string | null) =>
          send(
            t,
            method,
            (id === null ? url : fillParams(url, id)) + (QUERIES[rowKey] ?? ''),
            await token(),
            body(),
          );
        const check = (what: string, response: LightMyRequestResponse, status: number) => {
          cells += 1;
          if (response.statusCode !== status)
            failures.push(
              `${key} as ${actor} (${what}): expected ${status}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          if (response.statusCode >= 300 || CROSS_TENANT_BY_DESIGN.has(rowKey)) return;
          const others = (['A', 'B', 'P'] as const).filter(
            (org) => org !== IsolationWorld.ownOrg(actor),
          );
          for (const marker of others.flatMap((org) => IsolationWorld.markers(org)))
            if (response.body.includes(marker))
              failures.push(`${key} as ${actor} (${what}): the answer holds "${marker}"`);
        };
        if (!resource) {
          check('no resource', await call(null), ownStatus);
          continue;
        }
        const fresh = method === 'DELETE' || CHANGES_STATE.has(key);
        const ownOrg = IsolationWorld.ownOrg(actor);
        const foreignOrg = IsolationWorld.foreignOrg(actor);
        check(
          `own ${resource}`,
          await call(await resourceOf(resource, ownOrg, actor, fresh)),
          ownStatus,
        );
        const foreign = await call(
          resource === 'template'
            ? MISSING_ID
            : await resourceOf(resource, foreignOrg, actor, fresh),
        );
        check(`another organization's ${resource}`, foreign, foreignStatus);
        const missing = await call(
          resource === 'inviteToken' || resource === 'shareToken'
            ? MISSING_TOKEN
            : resource === 'shareLink'
              ? `${MISSING_ID},${MISSING_ID}`
              : MISSING_ID,
        );
        if (foreignStatus === 404 && method !== 'HEAD') {
          const [a, b] = [withoutRequestId(foreign), withoutRequestId(missing)];
          if (JSON.stringify(a) !== JSON.stringify(b))
            failures.push(
              `${key} as ${actor}: a foreign id answers ${JSON.stringify(a)}, a missing one ${JSON.stringify(b)}`,
            );
        }
      }
    }
    console.info(
      `isolation matrix on ${kind}: ${routes.length} route-methods × ${ACTORS.length} actors, ${cells} checked answers`,
    );
    expect(failures).toEqual([]);
  });
});
