import { expect, type APIRequestContext } from '@playwright/test';
import { buildDocx } from '../server/test-support/docx-builder.js';
import { authHeader, waitUntilSettled } from './documents-api.js';
import { longPayload, shortPayload, svgTextPayload } from './hostile-text.js';
import { platformAdminToken } from './platform-admin.js';
import { linkFromOutbox, newAccount, registerByApi } from './support.js';

/** A file name carrying a payload: no slash (a path would be cut) and no quote (multipart). */
export const fileNamePayload = (id: string) =>
  `<img src=x onerror=alert('hx-${id}')><svg onload=alert('hx-${id}')>.docx`;

/**
 * A risk register whose extracted text reaches the merge tags with payloads: the analyzer takes
 * the table's risk names, owners and mitigations into the visualization's data.
 */
export function hostileRiskDocx(): Buffer {
  return buildDocx([
    { heading: 'Project risk register' },
    {
      paragraph:
        'The main risks of the project, rated 1-5 for probability and impact, with their owner and mitigation.',
    },
    {
      table: [
        ['Risk', 'Description', 'Probability', 'Impact', 'Owner', 'Mitigation'],
        [svgTextPayload('x-r1'), 'Supplier fails', '4', '5', shortPayload('x-o1'), 'Dual source'],
        [longPayload('x-r2'), 'Backups fail', '2', '5', 'IT', shortPayload('x-m2')],
        ['Key person leaves', 'Knowledge', '3', '3', 'HR', 'Documentation'],
      ],
    },
  ]);
}

/** Everything the hostile-text spec shows, made through the API by an organization and the platform admin. */
export interface HostileWorld {
  adminToken: string;
  memberEmail: string;
  pendingEmail: string;
  pendingToken: string;
  documentId: number;
  documentName: string;
  visualizationId: number;
  templateName: string;
}

const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
};

export async function makeHostileWorld(request: APIRequestContext): Promise<HostileWorld> {
  const admin = await registerByApi(request, {
    ...newAccount('hostile'),
    firstName: shortPayload('fn'),
    lastName: shortPayload('ln'),
    organizationName: shortPayload('org'),
  });
  const headers = authHeader(admin.token);
  const invite = async (email: string) => {
    await json(
      await request.post('/api/user/organization/invite', { headers, data: { email } }),
      201,
    );
    return new URL(await linkFromOutbox(email, '/register?invite=')).searchParams.get('invite')!;
  };

  // A member who joined through an invitation, and an invitation still pending.
  const memberEmail = `hostile-member-${Date.now()}@example.com`;
  const memberToken = await invite(memberEmail);
  await json(
    await request.post('/api/auth/register', {
      data: {
        firstName: shortPayload('mfn'),
        lastName: shortPayload('mln'),
        email: memberEmail,
        password: 'correct horse battery',
        inviteToken: memberToken,
      },
    }),
    201,
  );
  const pendingEmail = `hostile-pending-${Date.now()}@example.com`;
  const pendingToken = await invite(pendingEmail);

  // A document with payloads in its name, its file name and its text, processed.
  const documentName = longPayload('doc');
  const uploaded = await json<{ id: number }>(
    await request.post('/api/documents', {
      headers,
      multipart: {
        name: documentName,
        file: {
          name: fileNamePayload('file'),
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: hostileRiskDocx(),
        },
      },
    }),
    201,
  );
  const settled = await waitUntilSettled(request, admin.token, uploaded.id);
  expect(settled).toMatchObject({ status: 'processed', category: 'risk_analysis' });

  // A visualization with a payload title, its data edited to payloads in every text field.
  const visualization = await json<{ id: number }>(
    await request.post(`/api/documents/${uploaded.id}/visualizations`, {
      headers,
      data: { title: longPayload('title') },
    }),
    201,
  );
  const risk = (id: string) => ({
    name: svgTextPayload(`${id}n`),
    probability: 4,
    impact: 5,
    owner: shortPayload(`${id}o`),
    mitigation: longPayload(`${id}m`),
  });
  await json(
    await request.put(`/api/visualizations/${visualization.id}`, {
      headers,
      data: {
        data: {
          title: longPayload('dtitle'),
          risks: [risk('r1'), risk('r2')],
          extractedData: { RISK_3: svgTextPayload('tag'), PROJECT_NAME: longPayload('tag2') },
        },
        changeDescription: longPayload('chg'),
      },
    }),
    200,
  );

  // A template whose name and drawing text are payloads (drawing text escaped, as a file has it).
  const templateName = longPayload('tpl');
  const text = svgTextPayload('tsvg').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><text x="5" y="30">${text}</text></svg>`;
  const root = await platformAdminToken(request);
  await json(
    await request.post('/api/admin/templates', {
      headers: authHeader(root),
      data: { name: templateName, category: 'risk_analysis', content: svg, svgContent: svg },
    }),
    201,
  );

  return {
    adminToken: admin.token,
    memberEmail,
    pendingEmail,
    pendingToken,
    documentId: uploaded.id,
    documentName,
    visualizationId: visualization.id,
    templateName,
  };
}
