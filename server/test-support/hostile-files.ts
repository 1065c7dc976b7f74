import { makeSamplePdf } from '../pipeline/extract/sample-pdf.js';
import { buildZip } from '../pipeline/extract/test-support/zip.js';
import { buildDocx, documentXml } from './docx-builder.js';

/**
 * Hostile uploads, made in memory for the hostile-input suite (server/features/hostile-*): ZIP
 * and XML entity bombs dressed as DOCX, polyglots, and documents that are merely odd.
 */

const MB = 1024 * 1024;
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const wordDocument = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`;
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** "Billion laughs": ten entities, each ten of the one before, 10^9 'lol's when expanded. */
const BILLION_LAUGHS =
  '<!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('') +
  ']>';
const entityBombXml = wordDocument(paragraph('&lol9;')).replace('?>', `?>${BILLION_LAUGHS}`);

const officeDocumentRels = (target: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/></Relationships>`;

export const HOSTILE_DOCX = {
  /** word/document.xml says 1 KB in the ZIP directory and inflates to 30 MB. */
  zipBombLyingSize: () =>
    buildDocx(
      [],
      [{ name: 'word/document.xml', data: Buffer.alloc(30 * MB, 0x20), declaredSize: 1000 }],
    ),
  /** 120 MB of zeros in one part, honestly declared: a few hundred KB on the wire. */
  zipBombTooLarge: () =>
    buildDocx(
      [{ paragraph: 'Quarterly report' }],
      [{ name: 'word/media/zeros.bin', data: Buffer.alloc(120 * MB) }],
    ),
  /** 95 MB of ordinary paragraphs, under every declared limit: only the parser's limits stop it. */
  zipBombParser: () => {
    const one = paragraph('Risk register entry with probability and impact on a five point scale.');
    return buildDocx(
      [],
      [
        {
          name: 'word/document.xml',
          data: wordDocument(one.repeat(Math.floor((95 * MB) / one.length))),
        },
      ],
    );
  },
  /** Billion laughs in the main part. */
  entityBomb: () => buildDocx([], [{ name: 'word/document.xml', data: entityBombXml }]),
  /** Billion laughs in UTF-16, which a byte scan for '<!doctype' does not see. */
  entityBombUtf16: () =>
    buildDocx(
      [],
      [
        {
          name: 'word/document.xml',
          data: Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from(entityBombXml.replace('UTF-8', 'UTF-16'), 'utf16le'),
          ]),
        },
      ],
    ),
  /** Billion laughs in a main part that is not named .xml, reached through _rels/.rels. */
  entityBombOtherPart: () =>
    buildDocx(
      [{ paragraph: 'Decoy' }],
      [
        { name: '_rels/.rels', data: officeDocumentRels('word/main.bin') },
        { name: 'word/main.bin', data: entityBombXml },
      ],
    ),
  /** An external entity (XXE) that would read the server's /etc/passwd into the text. */
  externalEntity: () =>
    buildDocx(
      [],
      [
        {
          name: 'word/document.xml',
          data: wordDocument(paragraph('&xxe;')).replace(
            '?>',
            '?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
          ),
        },
      ],
    ),
  /**
   * One 8-million-letter word in a competitor analysis: nothing to refuse, but the analyzer's
   * regexes run over it (one of them overflowed its stack on such a sentence).
   */
  hugeWord: () =>
    buildDocx([
      { heading: 'Competitor analysis' },
      { paragraph: 'Our main competitors are Acme, Globex and Initech.' },
      { paragraph: 'a'.repeat(8 * MB) },
    ]),
  /** NUL and other C0 controls spelled as character references, which PostgreSQL text cannot hold. */
  controlCharacters: () =>
    buildDocx(
      [],
      [
        {
          name: 'word/document.xml',
          data: documentXml([{ heading: 'Risk register' }, { paragraph: 'PLACEHOLDER' }]).replace(
            'PLACEHOLDER',
            'Vendor&#0; lock-in&#1; with&#x1b;[31m escape &#127;codes',
          ),
        },
      ],
    ),
};

/** An HTML page with script that also carries %PDF- in its first 1024 bytes (so it passes as a PDF). */
export const htmlPdfPolyglot = () =>
  Buffer.from(
    `<!doctype html><html><!-- %PDF-1.4 --><body><script>alert(document.cookie)</script></body></html>`,
  );

/** A valid PDF with a DOCX (ZIP) appended: readers that look at the end see an archive. */
export const pdfZipPolyglot = () =>
  Buffer.concat([makeSamplePdf(1), buildDocx([{ paragraph: 'Hidden archive' }])]);

/** A ZIP holding an HTML page, no word/document.xml: not a DOCX, whatever its name says. */
export const htmlInZip = () =>
  buildZip([{ name: 'index.html', data: '<script>alert(1)</script>' }]);

/** A GIF header followed by HTML and script (a "GIFAR"-style polyglot), for the avatar upload. */
export const gifHtmlPolyglot = () =>
  Buffer.concat([
    Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]);
