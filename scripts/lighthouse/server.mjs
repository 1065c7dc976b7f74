// Starts DocViz for the Lighthouse run on 127.0.0.1, a free port and a throw-away data directory,
// and seeds it through the API: one account, one processed document, one visualization.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { freePort, startLocalServer } from '../local-server.mjs';

export { freePort };

/**
 * Runs dist/server/main.js, or server/main.ts through tsx when `useTsx` (no server build, e.g.
 * while working on the client: CLIENT_DIR then points at a client build elsewhere). Returns the
 * base URL and a stop function that also removes the data directory.
 */
export function startServer(root, { useTsx = false } = {}) {
  return startLocalServer(root, {
    useTsx,
    label: 'docviz-lighthouse',
    env: process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {},
  });
}

async function api(baseUrl, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

/** A real business document of the shared corpus, so the visualization has real content. */
function samplePdf(root) {
  const path = join(
    root,
    '..',
    'shared',
    'corpus',
    'business',
    'pdf',
    '01-gitea-git-hosting-comparison.pdf',
  );
  if (!existsSync(path)) throw new Error(`the sample document is missing: ${path}`);
  return { name: basename(path), bytes: readFileSync(path) };
}

/**
 * Registers an account, uploads the sample PDF, waits until it is processed and creates a
 * visualization. Returns the session as the client saves it ({user, organization, token}) and
 * the visualization's id.
 */
export async function seed(baseUrl, root) {
  const json = { 'content-type': 'application/json' };
  const session = await api(baseUrl, '/api/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      firstName: 'Lighthouse',
      lastName: 'Visitor',
      email: 'lighthouse@docviz.test',
      organizationName: 'Lighthouse Org',
      password: 'lighthouse-password-1234',
    }),
  });
  const auth = { authorization: `Bearer ${session.token}` };
  const pdf = samplePdf(root);
  const form = new FormData();
  form.append('name', 'Git hosting comparison');
  form.append('file', new Blob([pdf.bytes], { type: 'application/pdf' }), pdf.name);
  const document = await api(baseUrl, '/api/documents', {
    method: 'POST',
    headers: auth,
    body: form,
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const detail = await api(baseUrl, `/api/documents/${document.id}`, { headers: auth });
    if (detail.status === 'failed')
      throw new Error(`the sample document failed: ${detail.errorMessage}`);
    if (detail.status !== 'processed') continue;
    const visualization = await api(baseUrl, `/api/documents/${document.id}/visualizations`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ title: 'Git hosting comparison' }),
    });
    return { session, visualizationId: visualization.id };
  }
  throw new Error('the sample document was not processed within 2 minutes');
}
