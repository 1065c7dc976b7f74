import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectBufferType, detectFileType, DOCUMENT_MIME_TYPES } from './detect-type.js';
import { business, requireCorpus, robustnessDir } from './test-support/corpus.js';
import { buildZip } from './test-support/zip.js';

requireCorpus();

const CFB_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');

describe('detectFileType on real files', () => {
  it.each([
    ['01-gitea-git-hosting-comparison'],
    ['19-website-project-register'],
    ['38-flowdesk-lean-canvas-ru'],
  ])('recognises the PDF, DOCX and DOC of %s', async (base) => {
    expect(await detectFileType(business('pdf', base))).toBe('pdf');
    expect(await detectFileType(business('docx', base))).toBe('docx');
    expect(await detectFileType(business('doc', base))).toBe('doc');
  });

  it.each([
    ['docx/derived__tika__testPDF.pdf.docx', 'pdf'],
    ['docx/derived__poi__simple-table.doc.docx', 'doc'],
    ['doc/derived__mammoth__tables.docx.doc', 'docx'],
    ['doc/poi__Word6.doc', 'doc'],
    ['docx/derived__mammoth__hello.zip.docx', null],
    // A password-protected DOCX is an OLE wrapper: accepted, so processing can say why it fails.
    ['docx/tika__testWORD_protected_passtika.docx', 'docx'],
    ['docx/tika__testWORD_truncated.docx', null],
    ['doc/derived__tika__testRTF.rtf.doc', null],
    ['doc/tika__testWordPerfect_42.doc', null],
    ['doc/tika__testWORDML_tableInsideParagraph.doc', null],
  ])('goes by the bytes, not the name: %s is %s', async (file, kind) => {
    expect(await detectFileType(path.join(robustnessDir, file))).toBe(kind);
  });

  it('gives the same answer from a path and from a buffer for every robustness file', async () => {
    for (const folder of ['pdf', 'docx', 'doc']) {
      for (const name of readdirSync(path.join(robustnessDir, folder))) {
        const file = path.join(robustnessDir, folder, name);
        expect(await detectBufferType(readFileSync(file)), file).toBe(await detectFileType(file));
      }
    }
  });
});

describe('detectBufferType on junk', () => {
  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('just some text, no magic here')],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
    [
      '%PDF- beyond the first 1024 bytes',
      Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.4')]),
    ],
    ['a ZIP without word/document.xml', buildZip([{ name: 'hello.txt', data: 'hi' }])],
    ['a ZIP signature with no central directory', Buffer.from('PK\u0003\u0004 truncated')],
    ['an OLE header with nothing behind it', Buffer.concat([CFB_MAGIC, Buffer.alloc(600)])],
  ])('rejects %s', async (_label, bytes) => {
    expect(await detectBufferType(bytes)).toBeNull();
  });

  it('accepts up to 1024 bytes of junk before %PDF-', async () => {
    expect(await detectBufferType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(
      await detectBufferType(Buffer.concat([Buffer.alloc(1000, 0x0a), Buffer.from('%PDF-1.7')])),
    ).toBe('pdf');
  });

  it('takes a ZIP holding word/document.xml for a DOCX', async () => {
    const zip = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(await detectBufferType(zip)).toBe('docx');
  });

  it('falls back to the UTF-16 name "WordDocument" when the OLE directory is unreadable', async () => {
    const broken = Buffer.concat([
      CFB_MAGIC,
      Buffer.alloc(600),
      Buffer.from('WordDocument', 'utf16le'),
    ]);
    expect(await detectBufferType(broken)).toBe('doc');
  });
});

it('exports a MIME type for each kind', () => {
  expect(DOCUMENT_MIME_TYPES).toEqual({
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    doc: 'application/msword',
  });
});
