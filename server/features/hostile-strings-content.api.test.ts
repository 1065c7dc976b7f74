import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX_LENGTH } from '../../common/contracts/documents.js';
import { VISUALIZATION_TITLE_SUFFIX } from '../../common/contracts/visualizations.js';
import { documents } from '../db/schema.js';
import { makeSamplePdf } from '../pipeline/extract/sample-pdf.js';
import { uploadDocument } from '../test-support/documents.js';
import {
  HOSTILE_TEXTS,
  REFUSED_IN_NAMES,
  SQL_METACHARACTERS,
  WITH_NUL,
} from '../test-support/hostile-strings.js';
import {
  registerAccount,
  signInPlatformAdmin,
  useTestApp,
  type HttpMethod,
} from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';
import { seedDefaultTemplates } from './templates/seed.js';

const pdf = makeSamplePdf(1);
const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Issue 14, Deliver 5 (content): SQL metacharacters and odd Unicode in the document, visualization
 * and template forms (names, file names, titles, data, change descriptions, AI prompts, SVG text)
 * are stored verbatim and read back the same, or refused with a clear 4xx; never a 500. A NUL
 * byte, which PostgreSQL's text type cannot hold, is refused or kept as JSON text.
 */
describe.each(DB_KINDS)(
  'hostile strings in documents, visualizations and templates on %s',
  (kind) => {
    const t = useTestApp(kind);
    let token: string;
    let rootToken: string;
    let documentId: number;

    beforeAll(async () => {
      await seedDefaultTemplates(t.database.db);
      token = (await registerAccount(t.app)).token;
      rootToken = await signInPlatformAdmin(t);
      documentId = await processedDocument();
    });

    /** One call; fails the test on any 5xx, whatever else the caller checks. */
    const call = async (method: HttpMethod, url: string, as: string | null, body?: unknown) => {
      const response = await t.call(method, url, as, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      return response;
    };

    /** A document as the pipeline leaves it: processed, a risk analysis. */
    async function processedDocument(): Promise<number> {
      const upload = await uploadDocument(t.app, token, pdf, 'plan.pdf', 'Risk register');
      expect(upload.statusCode, upload.body).toBe(201);
      const id = upload.json().id as number;
      await t.database.db
        .update(documents)
        .set({ status: 'processed', category: 'risk_analysis', processedAt: new Date() })
        .where(eq(documents.id, id));
      return id;
    }

    const template = (fields: object) => ({
      name: 'Template',
      category: 'risk_analysis',
      content: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      ...fields,
    });

    it('documents keep a hostile name and file name; ids and list cursors with SQL answer 400', async () => {
      for (const text of HOSTILE_TEXTS) {
        // Browsers send a file name's " as %22; only the part after the last slash is its name.
        const fileName = `${text.replace(/"/g, '%22')}.pdf`;
        const uploaded = await uploadDocument(t.app, token, pdf, fileName, text);
        expect(uploaded.statusCode, text).toBe(201);
        const detail = (await call('GET', `/api/documents/${uploaded.json().id}`, token)).json();
        expect(detail.name).toBe(text.normalize('NFC'));
        expect(detail.originalFilename).toBe(
          fileName.split(/[\\/]/).pop()!.normalize('NFC').trim(),
        );
      }
      for (const text of SQL_METACHARACTERS) {
        for (const path of ['/api/documents/', '/api/visualizations/', '/api/admin/templates/']) {
          const byId = await call('GET', `${path}${encodeURIComponent(`1${text}`)}`, token);
          expect(byId.statusCode, `${path} ${text}`).toBe(400);
        }
        for (const list of ['/api/documents', '/api/visualizations']) {
          const page = await call('GET', `${list}?before=${encodeURIComponent(text)}`, token);
          expect(page.statusCode, `${list} ${text}`).toBe(400);
        }
      }
    });

    it('visualizations keep a hostile title, data (NUL included) and change description', async () => {
      for (const text of HOSTILE_TEXTS) {
        const created = await call('POST', `/api/documents/${documentId}/visualizations`, token, {
          title: text,
        });
        expect(created.statusCode, text).toBe(201);
        const id = created.json().id as number;
        const risk = { name: `${text} ${WITH_NUL}`, probability: 3, impact: 4, owner: text };
        const data = {
          title: text,
          risks: [{ ...risk, mitigation: text }],
          extractedData: { RISK_1: text, RISK_1_OWNER: WITH_NUL },
        };
        const saved = await call('PUT', `/api/visualizations/${id}`, token, {
          data,
          changeDescription: text,
        });
        expect(saved.statusCode, text).toBe(200);
        const detail = (await call('GET', `/api/visualizations/${id}`, token)).json();
        expect(detail.visualization.title).toBe(text.normalize('NFC'));
        expect(JSON.parse(detail.visualization.data)).toMatchObject(data);
        const versions = (await call('GET', `/api/visualizations/${id}/versions`, token)).json();
        expect(versions.map((v: { changeDescription: string }) => v.changeDescription)).toContain(
          text.normalize('NFC'),
        );
      }
    });

    it('takes the title "Create Visualization" gives a document with the longest name allowed', async () => {
      const title = `${'n'.repeat(DOCUMENT_NAME_MAX_LENGTH)}${VISUALIZATION_TITLE_SUFFIX}`;
      const created = await call('POST', `/api/documents/${documentId}/visualizations`, token, {
        title,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().title).toBe(title);
      const longer = await call('POST', `/api/documents/${documentId}/visualizations`, token, {
        title: `${title}!`,
      });
      expect(longer.statusCode).toBe(400);
    });

    it('templates keep a hostile name and AI prompt; SVG text survives sanitizing as text', async () => {
      for (const text of HOSTILE_TEXTS) {
        const named = await call('POST', '/api/admin/templates', rootToken, {
          ...template({ name: text }),
          aiPrompt: `${text}\n{{RISK_1}}`,
        });
        expect(named.statusCode, text).toBe(201);
        const stored = (
          await call('GET', `/api/admin/templates/${named.json().id}`, rootToken)
        ).json();
        expect(stored).toMatchObject({
          name: text.normalize('NFC'),
          aiPrompt: `${text}\n{{RISK_1}}`,
        });
      }
      for (const text of [...SQL_METACHARACTERS, WITH_NUL]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>${escapeXml(text)}</text></svg>`;
        const saved = await call('POST', '/api/admin/templates', rootToken, {
          ...template({ content: svg, svgContent: svg }),
        });
        expect(saved.statusCode, text).toBe(201);
        const drawn = saved.json().svgContent as string;
        expect(drawn).toMatch(/^<svg[\s>]/);
        if (text !== WITH_NUL)
          expect(drawn).toContain(`<text>${text.replace(/&/g, '&amp;')}</text>`);
      }
      for (const text of [...SQL_METACHARACTERS, WITH_NUL]) {
        const analyzed = await call('POST', '/api/admin/templates/analyze-svg', rootToken, {
          svgContent: `<svg xmlns="http://www.w3.org/2000/svg"><text>${escapeXml(text)} {{RISK_1}}</text></svg>`,
          category: 'risk_analysis',
        });
        expect(analyzed.statusCode, text).toBe(200);
      }
      // An AI prompt with a NUL byte (PostgreSQL text cannot hold one) is refused, not a 500.
      const nul = await call(
        'POST',
        '/api/admin/templates',
        rootToken,
        template({ aiPrompt: WITH_NUL }),
      );
      expect(nul.statusCode).toBe(400);
      expect(nul.json().fieldErrors.aiPrompt).toEqual([
        'The AI prompt must not contain NUL characters',
      ]);
    });

    it.each(Object.entries(REFUSED_IN_NAMES))(
      'document names, titles, change descriptions and template names refuse %s with a field error',
      async (what, text) => {
        const vizId = (
          await call('POST', `/api/documents/${documentId}/visualizations`, token, {
            title: 'Fine',
          })
        ).json().id as number;
        const attempts: [HttpMethod, string, string, object, string][] = [
          ['POST', `/api/documents/${documentId}/visualizations`, token, { title: text }, 'title'],
          [
            'PUT',
            `/api/visualizations/${vizId}`,
            token,
            { data: {}, changeDescription: text },
            'changeDescription',
          ],
          ['POST', '/api/admin/templates', rootToken, template({ name: text }), 'name'],
        ];
        for (const [method, url, as, body, field] of attempts) {
          const response = await call(method, url, as, body);
          expect(response.statusCode, `${method} ${url}`).toBe(400);
          expect(response.json().fieldErrors[field], `${method} ${url}`).toHaveLength(1);
        }
        // Multipart fields are UTF-8, which cannot carry a lone surrogate (it arrives as U+FFFD).
        if (what === 'a lone surrogate') return;
        const upload = await uploadDocument(t.app, token, pdf, 'a.pdf', text);
        expect(upload.statusCode).toBe(400);
        expect(upload.json().fieldErrors.name).toHaveLength(1);
      },
    );

    it('the server still answers every list afterwards', async () => {
      for (const url of ['/api/admin/users', '/api/admin/organizations', '/api/admin/templates'])
        expect((await call('GET', url, rootToken)).statusCode).toBe(200);
      for (const url of ['/api/documents', '/api/visualizations', '/api/stats'])
        expect((await call('GET', url, token)).statusCode).toBe(200);
    });
  },
);
