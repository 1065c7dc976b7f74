import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasUnsafeCharacters } from '../../common/single-line.js';
import { makeSamplePdf } from '../pipeline/extract/sample-pdf.js';
import { uploadDocument } from '../test-support/documents.js';
import { gifHtmlPolyglot } from '../test-support/hostile-files.js';
import { multipartBody } from '../test-support/multipart.js';
import { bearer, registerAccount, useTestApp } from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';

const pdf = makeSamplePdf(1);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** File name sent → name stored (the file itself is always stored under a random key). */
const FILE_NAMES: [string, string, string][] = [
  ['a relative path up', '../../../etc/passwd', 'passwd'],
  ['an absolute path', '/etc/cron.d/evil.pdf', 'evil.pdf'],
  ['a Windows path', 'C:\\Windows\\System32\\..\\evil.pdf', 'evil.pdf'],
  ['a UNC path', '\\\\server\\share\\evil.pdf', 'evil.pdf'],
  ['only dots and slashes', '../..//', 'document'],
  ['a NUL byte', 'report.pdf\u0000.exe', 'report.pdf .exe'],
  // A raw CR LF ends the header line: what follows is a header of the part, not the name.
  ['CR LF and a header', 'a.pdf\r\nContent-Type: text/html', 'a.pdf'],
  ['control characters', 'bell\u0007esc\u001b[31m.pdf', 'bell esc [31m.pdf'],
  ['U+202E', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
  ['zero-width characters', 'zero\u200B\uFEFFwidth.pdf', 'zerowidth.pdf'],
  ['combining marks (decomposed)', 'Cafe\u0301 menu.pdf', 'Café menu.pdf'],
  ['emoji with joiners', '👩‍💻 plan 🏳️‍🌈.pdf', '👩‍💻 plan 🏳️‍🌈.pdf'],
  ['an HTML payload', '<img src=x onerror=alert(1)>.pdf', '<img src=x onerror=alert(1)>.pdf'],
];

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Issue 14, Deliver 5: path traversal, control characters, bidi controls, over-long and odd
 * Unicode in an uploaded file's name. The name is kept for display only: cleaned to one visible
 * line of at most 255 code points, never a path; the file itself is stored under a random name in
 * the organization's folder, so nothing lands outside it whatever the name says. An image that is
 * also HTML is served as an image that browsers will not sniff into a page.
 */
describe.each(DB_KINDS)('hostile file names on %s', (kind) => {
  const t = useTestApp(kind);
  let account: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    account = await registerAccount(t.app);
  });

  const upload = async (fileName: string) => {
    const response = await uploadDocument(t.app, account.token, pdf, fileName, 'Hostile name');
    expect(response.statusCode, `${JSON.stringify(fileName)}: ${response.body}`).toBe(201);
    const id = response.json().id as number;
    return (await t.call('GET', `/api/documents/${id}`, account.token)).json().originalFilename;
  };

  it.each(FILE_NAMES)('stores a name with %s cleaned', async (_what, sent, stored) => {
    expect(await upload(sent)).toBe(stored);
  });

  it('cuts an over-long name at 255 code points without splitting a surrogate pair', async () => {
    expect(await upload(`${'a'.repeat(300)}.pdf`)).toBe('a'.repeat(255));
    const emoji = await upload(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(255);
    expect(emoji).toBe('😀'.repeat(255));
  });

  it('takes an RFC 5987 file name and bytes that are not UTF-8 without harm', async () => {
    for (const [header, expected] of [
      [`filename*=UTF-8''..%2F..%2Fetc%2Fpasswd%E2%80%AE.pdf`, 'passwd.pdf'],
      [Buffer.from('filename="bad-\xed\xa0\x80-\xff.pdf"', 'latin1'), null],
    ] as const) {
      const body = multipartBody([
        { name: 'name', value: 'Raw header' },
        { name: 'file', filename: 'PLACEHOLDER', content: pdf },
      ]);
      const marker = Buffer.from('filename="PLACEHOLDER"');
      const at = body.payload.indexOf(marker);
      const payload = Buffer.concat([
        body.payload.subarray(0, at),
        Buffer.isBuffer(header) ? header : Buffer.from(header),
        body.payload.subarray(at + marker.length),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload,
        headers: { ...body.headers, ...bearer(account.token) },
      });
      expect(response.statusCode, response.body).toBe(201);
      const name = response.json().originalFilename as string;
      if (expected) expect(name).toBe(expected);
      expect(hasUnsafeCharacters(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('keeps every uploaded file under a random name inside the organization folder', async () => {
    const files = filesBelow(t.config.dataDir);
    const uploads = files.filter((file) => !file.startsWith('outbox'));
    expect(uploads.length).toBeGreaterThanOrEqual(FILE_NAMES.length);
    const folder = relative(
      t.config.dataDir,
      join(t.config.uploadsDir, `org_${account.organization.id}`),
    );
    for (const file of uploads) expect(file).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}$`));
    for (const file of uploads) expect(file.split('/').pop()).toMatch(UUID);
  });

  it('serves a GIF that is also HTML as image/gif, never to be sniffed as a page', async () => {
    const body = multipartBody([
      {
        name: 'image',
        filename: 'avatar.gif',
        content: gifHtmlPolyglot(),
        contentType: 'text/html',
      },
    ]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(account.token) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/uploads/org_${account.organization.id}/${saved.json().user.profileImage}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const svg = multipartBody([
      { name: 'image', filename: 'a.svg', content: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      payload: svg.payload,
      headers: { ...svg.headers, ...bearer(account.token) },
    });
    expect(refused.statusCode).toBe(415);
  });
});
