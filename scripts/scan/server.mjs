// Starts the built server for the security scan on 127.0.0.1, a free port and a throw-away data
// directory, and seeds it through the API (one account, one document, one visualization) so the
// scanners have a token and real ids to attack.
import { startLocalServer } from '../local-server.mjs';

/** Starts dist/server/main.js; returns its base URL and a stop function that also removes its data. */
export function startServer(root) {
  return startLocalServer(root, {
    label: 'docviz-scan',
    stdout: 'inherit',
    env: {
      // The scanners send thousands of requests from one IP: the limits would answer 429 to
      // most of them and hide what the handlers do with the payloads.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
      REGISTER_MAX_TAKEN_EMAILS_PER_IP: '100000',
    },
  });
}

/** A one-page PDF with a little business text, built here so the scan needs no corpus. */
function samplePdf() {
  const text =
    'BT /F1 12 Tf 72 720 Td (Market analysis: Acme competes with Globex on price and support.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function api(baseUrl, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return body;
}

/**
 * Registers an account, uploads the sample PDF and, once it is processed, adds a visualization.
 * Returns what the scan needs: credentials, token and ids (visualizationId is null when the
 * document could not be processed; the scan then skips the visualization routes).
 */
export async function seed(baseUrl) {
  const account = {
    firstName: 'Scan',
    lastName: 'Target',
    email: 'scan@docviz.test',
    organizationName: 'Scan Org',
    password: 'scan-password-1234',
  };
  const json = { 'content-type': 'application/json' };
  const { token } = await api(baseUrl, '/api/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('name', 'Scan sample');
  form.append('file', new Blob([samplePdf()], { type: 'application/pdf' }), 'scan-sample.pdf');
  const document = await api(baseUrl, '/api/documents', {
    method: 'POST',
    headers: auth,
    body: form,
  });
  let visualizationId = null;
  for (let attempt = 0; attempt < 60 && visualizationId === null; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const detail = await api(baseUrl, `/api/documents/${document.id}`, { headers: auth });
    if (detail.status === 'failed') break;
    if (detail.status !== 'processed') continue;
    const created = await api(baseUrl, `/api/documents/${document.id}/visualizations`, {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ title: 'Scan visualization' }),
    });
    visualizationId = created.id;
  }
  return { account, token, documentId: document.id, visualizationId };
}
