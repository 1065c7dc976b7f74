/**
 * The isolation matrix's table (server/features/isolation-matrix.api.test.ts): for every /api
 * route and method, the status each of the eight actors must get.
 */
/** One cell: the status for every resource, or [own organization's, another organization's]. */
export type Cell = number | readonly [own: number, foreign: number];
export type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

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
export const EXPECTED: Record<string, Row> = {
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
  'PUT /api/organization/brand-palette':          [401,      401,    401,    403,        200,       403,       200,       200],
  'DELETE /api/organization/brand-palette':       [401,      401,    401,    403,        200,       403,       200,       200],
  'GET /api/organization/ai':                     [401,      401,    401,    200,        200,       200,       200,       200],
  'PUT /api/organization/ai':                     [401,      401,    401,    403,        200,       403,       200,       200],
  'GET /api/admin/ai':                            [401,      401,    401,    403,        403,       403,       403,       200],
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
  'POST /api/documents/:id/reprocess':            [401,      401,    401,    own(202),   own(202),  own(202),  own(202),  own(202)],
  'POST /api/documents/:id/visualizations':       [401,      401,    401,    own(201),   own(201),  own(201),  own(201),  own(201)],
  'GET /api/documents/:id/visualizations':        [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'GET /api/visualizations':                      [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/visualizations/:id':                  [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'PUT /api/visualizations/:id':                  [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'DELETE /api/visualizations/:id':               [401,      401,    401,    own(204),   own(204),  own(204),  own(204),  own(204)],
  'GET /api/visualizations/:id/versions':         [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'GET /api/visualizations/:id/export':           [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'POST /api/visualizations/:id/share-links':     [401,      401,    401,    own(201),   own(201),  own(201),  own(201),  own(201)],
  'GET /api/visualizations/:id/share-links':      [401,      401,    401,    own(200),   own(200),  own(200),  own(200),  own(200)],
  'DELETE /api/visualizations/:id/share-links/:linkId': [401, 401,   401,    own(204),   own(204),  own(204),  own(204),  own(204)],
  // The public share pages (not /api): the token is the capability, signed in or not.
  'GET /s/:token':                                [T,        T,      T,      T,          T,         T,         T,         T],
  'POST /s/:token':                               ANYONE(303), // no password to unlock: see the page
  'GET /s/assets/inter-latin.woff2':              ANYONE(200),
  'GET /api/stats':                               [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/activity':                            [401,      401,    401,    200,        200,       200,       200,       200],
  'GET /api/admin/activity':                      [401,      401,    401,    403,        403,       403,       403,       200],
};
