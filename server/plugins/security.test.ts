import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const HSTS = 'strict-transport-security';

describe.each([
  { trustProxy: false, httpsFromProxy: false },
  { trustProxy: true, httpsFromProxy: true },
])('security headers (TRUST_PROXY=$trustProxy)', ({ trustProxy, httpsFromProxy }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: String(trustProxy) } });
  });
  afterAll(async () => {
    await t.close();
  });
  const health = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers });

  it('forbids framing the same way in both headers', async () => {
    const response = await health();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives JSON answers the short API policy and pages the full one', async () => {
    const api = await health();
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await health()).headers[HSTS]).toBeUndefined();
    expect((await health({ 'x-forwarded-proto': 'http' })).headers[HSTS]).toBeUndefined();
  });

  it(
    httpsFromProxy
      ? 'sends HSTS when the trusted proxy says the request came over HTTPS'
      : 'ignores a client claiming HTTPS when no proxy is trusted',
    async () => {
      const response = await health({ 'x-forwarded-proto': 'https' });
      expect(response.headers[HSTS]).toBe(
        httpsFromProxy ? 'max-age=31536000; includeSubDomains' : undefined,
      );
    },
  );
});
