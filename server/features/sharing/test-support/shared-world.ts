import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { documents } from '../../../db/schema.js';
import { corpusFile } from '../../../test-support/corpus.js';
import { uploadDocument } from '../../../test-support/documents.js';
import { linkFromOutbox } from '../../../test-support/outbox.js';
import type { TestApp } from '../../../test-support/test-app.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

/** Text that lives only in the document (its name, its extracted text, the analyzer's evidence). */
export const DOCUMENT_SECRETS = {
  name: 'Confidential risk register',
  extractedText: 'EXTRACTED-ONLY: the board must not see this sentence',
  evidence: 'EVIDENCE-ONLY snippet from page 3',
};

/** A risk-analysis visualization of a processed document, made through the API as a member does. */
export async function riskVisualization(
  t: TestApp,
  token: string,
  title = 'Q3 risk board',
): Promise<number> {
  const upload = await uploadDocument(t.app, token, pdf, 'plan.pdf', DOCUMENT_SECRETS.name);
  const documentId = upload.json().id as number;
  await t.database.db
    .update(documents)
    .set({
      status: 'processed',
      category: 'risk_analysis',
      processedAt: new Date(),
      extractedText: DOCUMENT_SECRETS.extractedText,
      analysis: JSON.stringify({
        category: 'risk_analysis',
        confidence: 0.9,
        data: {
          risks: [
            {
              name: 'Vendor lock-in',
              probability: 3,
              impact: 4,
              mitigation: 'Dual-source',
              owner: 'CTO',
            },
          ],
        },
        evidence: [
          {
            field: 'risks[0]',
            value: 'Vendor lock-in',
            snippet: DOCUMENT_SECRETS.evidence,
            location: 'page 3',
          },
        ],
      }),
    })
    .where(eq(documents.id, documentId));
  const created = await t.call('POST', `/api/documents/${documentId}/visualizations`, token, {
    title,
  });
  if (created.statusCode !== 201) throw new Error(`visualization: ${created.body}`);
  return created.json().id as number;
}

/** POST …/share-links, failing loudly unless it answers 201. */
export async function createLink(
  t: TestApp,
  token: string,
  visualizationId: number,
  body: object = {},
): Promise<{ id: number; url: string; token: string }> {
  const response = await t.call(
    'POST',
    `/api/visualizations/${visualizationId}/share-links`,
    token,
    body,
  );
  if (response.statusCode !== 201)
    throw new Error(`share link: ${response.statusCode} ${response.body}`);
  const link = response.json() as { id: number; url: string };
  return { ...link, token: new URL(link.url).pathname.split('/').pop()! };
}

let address = 0;
/**
 * A public request from a fresh client address (so the password limit is per test), to the test
 * app or to another app process on its database.
 */
export function visit(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'HEAD',
  path: string,
  options: { cookie?: string; form?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  address += 1;
  return t.app.inject({
    method,
    url: path,
    remoteAddress: options.remoteAddress ?? `10.77.${(address >> 8) & 255}.${address & 255}`,
    headers: {
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.form && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(options.form && { payload: new URLSearchParams(options.form).toString() }),
  });
}

/** The drawing of a shared page, decoded from its data: URL (null when the page has none). */
export function drawingOf(html: string): string | null {
  const match = /<img src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : null;
}

/** A plain member (organization_user) of the admin's organization: invited, then registered. */
export async function addMember(
  t: TestApp,
  adminToken: string,
): Promise<{ token: string; user: { firstName: string; lastName: string } }> {
  const email = `sharer-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const invited = await t.call('POST', '/api/user/organization/invite', adminToken, {
    email,
    role: 'organization_user',
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  const link = linkFromOutbox(t.config.mail.outboxDir, email, '/register?invite=')!;
  const registered = await t.call('POST', '/api/auth/register', undefined, {
    firstName: 'Sam',
    lastName: 'Sharer',
    email,
    password: 'member-password',
    inviteToken: new URL(link).searchParams.get('invite'),
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  return registered.json();
}
