import { expect, test } from '@playwright/test';
import { DOCUMENT_NAME_MAX_LENGTH } from '../common/contracts/documents.js';
import { buildPdf, pdfTable } from '../server/test-support/pdf-builder.js';
import { authHeader, waitUntilSettled } from './documents-api.js';
import {
  expectNothingHostile,
  hostileFindings,
  longPayload,
  shortPayload,
  watchHostile,
} from './hostile-text.js';
import { hostileRiskDocx } from './hostile-world.js';
import { registerByApi, signInWithToken, toast } from './support.js';
import { previewMarkup } from './visualization-page.js';

/**
 * Issue 14, Deliver 5: text extracted from an uploaded file reaches the visualization's merge
 * tags. A DOCX and a PDF whose risk tables hold XSS payloads are processed, a visualization is
 * created from each through the document page (under a document name of the longest length
 * allowed), and the drawing shows the payloads as text while the tripwires of e2e/hostile-text.ts
 * see nothing run, load or log. A control first shows the tripwires fire when the same payloads
 * are inserted as markup, so a green run means something.
 */

/** A one-page PDF risk register with payloads in its cells (Latin-1, as Helvetica draws it). */
function hostileRiskPdf(): Buffer {
  return buildPdf([
    { text: 'Project risk register', x: 40, y: 790, size: 16 },
    {
      text: 'The main risks of the project, rated 1-5 for probability and impact, with owner and mitigation.',
      x: 40,
      y: 760,
    },
    ...pdfTable(
      [40, 330, 390, 440, 490],
      [
        ['Risk', 'Probability', 'Impact', 'Owner', 'Mitigation'],
        [`Vendor <img src=x onerror=alert('hx-p1')>`, '4', '5', 'Ops', 'Dual'],
        [`Data loss </text><script>alert('hx-p2')</script>`, '2', '5', 'IT', 'Backups'],
        ['Key person leaves', '3', '3', 'HR', 'Docs'],
      ],
    ),
  ]);
}

/** A document name of exactly the longest length allowed, starting with a payload. */
const fullLengthName = (id: string) =>
  `${longPayload(id)} ${'x'.repeat(DOCUMENT_NAME_MAX_LENGTH)}`.slice(0, DOCUMENT_NAME_MAX_LENGTH);

test.describe('hostile text extracted from documents', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ bypassCSP: true });

  test('control: the tripwires fire when the payloads are inserted as markup', async ({
    page,
    baseURL,
  }) => {
    const wires = watchHostile(page, new URL(baseURL!).origin);
    await page.goto('/login');
    await page.evaluate(
      (markup) => document.body.insertAdjacentHTML('beforeend', markup),
      `<div>${shortPayload('ctl1')}${longPayload('ctl2')}</div>`,
    );
    const found = await hostileFindings(page, wires);
    expect(found.dialogs).toContain('hx-ctl1');
    expect(found.externalRequests.join()).toContain('/hx-ctl2.png');
    expect(found.probes.join()).toContain('/hostile-probe/hx-ctl2');
    expect(found.injected).toContain('<img onerror>');
  });

  for (const source of [
    {
      kind: 'DOCX',
      file: hostileRiskDocx,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ids: ['hx-x-r1', 'hx-x-r2'],
    },
    { kind: 'PDF', file: hostileRiskPdf, mimeType: 'application/pdf', ids: ['hx-p1', 'hx-p2'] },
  ]) {
    test(`payloads in a ${source.kind}'s text reach the drawing as text`, async ({
      page,
      baseURL,
    }) => {
      const wires = watchHostile(page, new URL(baseURL!).origin);
      const { token } = await registerByApi(page.request);
      const name = fullLengthName(source.kind.toLowerCase());
      const upload = await page.request.post('/api/documents', {
        headers: authHeader(token),
        multipart: {
          name,
          file: {
            name: `risks.${source.kind.toLowerCase()}`,
            mimeType: source.mimeType,
            buffer: source.file(),
          },
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const id = ((await upload.json()) as { id: number }).id;
      expect(await waitUntilSettled(page.request, token, id)).toMatchObject({
        status: 'processed',
        category: 'risk_analysis',
      });

      await signInWithToken(page, token);
      await page.goto(`/documents/${id}`);
      await page.getByRole('button', { name: 'Create Visualization' }).click();
      await expect(toast(page, 'Visualization created')).toBeVisible();
      await expect(page).toHaveURL(/\/visualizations\/\d+$/);
      for (const payloadId of source.ids)
        await expect.poll(() => previewMarkup(page)).toContain(payloadId);
      const drawing = await previewMarkup(page);
      expect(drawing).toContain('&lt;');
      expect(drawing).not.toMatch(/<script|<img|<image/i);
      await expectNothingHostile(page, wires, `${source.kind} visualization`);
    });
  }
});
