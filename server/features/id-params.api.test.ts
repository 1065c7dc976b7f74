import { describe, expect, it } from 'vitest';
import { registerAccount, useTestApp, type HttpMethod } from '../test-support/test-app.js';

/** Every route with an `:id` an organization admin may call, with `ID` where the id goes. */
const ID_ROUTES: [HttpMethod, string][] = [
  ['GET', '/api/documents/ID'],
  ['DELETE', '/api/documents/ID'],
  ['GET', '/api/documents/ID/visualizations'],
  ['GET', '/api/visualizations/ID'],
  ['GET', '/api/visualizations/ID/versions'],
  ['DELETE', '/api/visualizations/ID'],
  ['GET', '/api/admin/templates/ID'],
  ['DELETE', '/api/user/organization/invites/ID'],
  ['POST', '/api/user/organization/invites/ID/resend'],
];

/** Texts Number() reads as a positive integer but that are not how an id is written. */
const NON_CANONICAL_IDS = ['1e3', '0x1', '%201', '1%20', '01', '+1', '1.0', '0b1', '2147483648'];

describe('id path parameters accept canonical decimal ids only', () => {
  const t = useTestApp('pglite');

  it.each(ID_ROUTES)(
    '%s %s refuses 1e3, 0x1, " 1", 01 and friends with a 400',
    async (method, route) => {
      const { token } = await registerAccount(t.app);
      for (const id of NON_CANONICAL_IDS) {
        const response = await t.call(method, route.replace('ID', id), token);
        expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
        expect(response.json().message).toBe('The id must be a number');
      }
      // A well-formed id that names nothing is still a plain 404.
      expect((await t.call(method, route.replace('ID', '2147483647'), token)).statusCode).toBe(404);
    },
  );
});
