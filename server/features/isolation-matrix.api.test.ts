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
import { routeTable } from '../test-support/route-table.js';
import { useTestApp } from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';

/** One cell: the status for every resource, or [own organization's, another organization's]. */
type Cell = number | readonly [own: number, foreign: number];
type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

const ANYONE = (status: number): Row => [
  status,
  status,
  status,
  status,
  status,
  status,
  status,
  status,
];
const own = (status: number) => [status, 404] as const;
const T = [200, 200] as const; // a capability token: whoever holds it may read the invitation

/**
 * The expected answer of every /api route and method (issue 14, Deliver 3). HEAD rows are the GET
 * rows (status only). A route the app serves that is missing here fails the test, and so does a
 * row for a route the app no longer serves. 404 for a foreign id must equal a missing id's answer.
 */
// prettier-ignore
const EXPECTED: Record<string, Row> = {
  //                                              anonymous expired revoked otherMember otherAdmin member     admin      platformAdmin
  'GET /api/health':                              ANYONE(200),
  'GET /api/public-config':                       ANYONE(200),
  'GET /api/openapi.json':                        ANYONE(200),
  'GET /api/docs':                                ANYONE(200),
  'GET /api/docs/swagger-ui.css':                 ANYONE(200),
  'GET /api/docs/swagger-ui-bundle.js':           ANYONE(200),
  'GET /api/docs/docs-init.js':                   ANYONE(200),
  'POST /api/auth/register':                      ANYONE(201),
  'POST /api/auth/login':                         ANYONE(200),
  'POST /api/auth/forgot-password':               ANYONE(202),
  'POST /api/auth/reset-password':                ANYONE(400),
  'GET /api/invitations/:token':                  [T,        T,      T,      T,          T,         T,         T,         T],
  'POST /api/auth/logout':                        [401,      401,    401,    204,        204,       204,       204,       204],
  'GET /api/auth/me':                             [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/user/sessions':                       [401,      401,    401,    200,        200,       200,       200,       200],
  'DELETE /api/user/sessions/:id':                [401,      401,    401,    own(204),   own(204),  own(204),  own(204),  own(204)],
  'PATCH /api/user/profile':                      [401,      401,    401,    200,        200,       200,       200,       200],
  'POST /api/user/profile-image':                 [401,      401,    401,    400,        400,       400,       400,       400],
  'POST /api/user/password':                      [401,      401,    401,    400,        400,       400,       400,       400],
  'GET /api/user/organization/users':             [401,      401,    401,    403,        200,       403,       200,       200],
  'POST /api/user/organization/invite':           [401,      401,    401,    403,        201,       403,       201,       201],
  'DELETE /api/user/organization/invites/:id':    [401,      401,    401,    403,        own(204),  403,       own(204),  own(204)],
  'POST /api/user/organization/invites/:id/resend': [401,    401,    401,    403,        own(200),  403,       own(200),  own(200)],
  'GET /api/admin/organizations':                 [401,      401,    401,    403,        403,       403,       403,       200],
  'GET /api/admin/users':                         [401,      401,    401,    403,        403,       403,       403,       200],
  'GET /api/admin/templates':                     [401,      401,    401,    200,        200,       200,       200,       200],
  'POST /api/admin/templates':                    [401,      401,    401,    403,        403,       403,       403,       201],
  'POST /api/admin/templates/analyze-svg':        [401,      401,    401,    403,        403,       403,       403,       200],
  'GET /api/admin/templates/:id':                 [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'PUT /api/admin/templates/:id':                 [401,      401,    401,    403,        403,       403,       403,       own(200)],
  'DELETE /api/admin/templates/:id':              [401,      401,    401,    403,        403,       403,       403,       own(204)],
  'POST /api/documents':                          [401,      401,    401,    201,        201,       201,       201,       201],
  'GET /api/documents':                           [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/documents/:id':                       [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'DELETE /api/documents/:id':                    [401,      401,    401,    own(204),   own(204),  own(204),  own(204),  own(204)],
  'POST /api/documents/:id/visualizations':       [401,      401,    401,    own(201),   own(201),  own(201),  own(201),  own(201)],
  'GET /api/documents/:id/visualizations':        [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'GET /api/visualizations':                      [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/visualizations/:id':                  [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'PUT /api/visualizations/:id':                  [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'DELETE /api/visualizations/:id':               [401,      401,    401,    own(204),   own(204),  own(204),  own(204),  own(204)],
  'GET /api/visualizations/:id/versions':         [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'GET /api/stats':                               [401,      401,    401,    200,        200,       200,       200,       200],
};

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
]);

/** Routes whose success ends the caller's session: each live actor calls them with a fresh one. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

/** Which resource a path parameter names, by the path segment before it. */
const KIND_BY_SEGMENT: Record<string, ResourceKind> = {
  documents: 'document',
  visualizations: 'visualization',
  invites: 'invitation',
  invitations: 'inviteToken',
  templates: 'template',
  sessions: 'session',
};

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
      Record<'document' | 'visualization' | 'invitation', number> & { inviteToken: string }
    >;
    for (const org of ['A', 'B', 'P'] as const) {
      // Two invitations: resending one replaces its token, so the token routes read the other.
      shared[org] = {
        document: await world.document(org),
        visualization: await world.visualization(org),
        invitation: (await world.invitation(org)).id,
        inviteToken: (await world.invitation(org)).invitationToken,
      };
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

    const routes = routeTable(t.app).filter((route) => route.url.startsWith('/api'));
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
      const param = /\/([^/]+)\/:(\w+)/.exec(url);
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
          send(t, method, id === null ? url : url.replace(/:\w+/, id), await token(), body());
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
        const fresh = method === 'DELETE';
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
        const missing = await call(resource === 'inviteToken' ? MISSING_TOKEN : MISSING_ID);
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
