import { buildZip, type ZipEntryInput } from '../pipeline/extract/test-support/zip.js';

/** One block of a test document: a heading, a paragraph, or a table (first row = header). */
export type DocxBlock =
  { heading: string; level?: number } | { paragraph: string } | { table: string[][] };

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const paragraph = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${run(text)}</w:p>`;

function blockXml(block: DocxBlock): string {
  if ('heading' in block) return paragraph(block.heading, `Heading${block.level ?? 1}`);
  if ('paragraph' in block) return paragraph(block.paragraph);
  const rows = block.table.map(
    (cells) => `<w:tr>${cells.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`,
  );
  return `<w:tbl>${rows.join('')}</w:tbl>`;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The word/document.xml of these blocks. */
export function documentXml(blocks: DocxBlock[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${blocks.map(blockXml).join('')}</w:body></w:document>`;
}

/**
 * A minimal but valid DOCX (Word opens it; mammoth reads it) holding these blocks, built in memory
 * so hostile documents need no binary fixtures. `extra` adds or replaces parts by name.
 */
export function buildDocx(blocks: DocxBlock[], extra: ZipEntryInput[] = []): Buffer {
  const parts = new Map<string, ZipEntryInput>(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: ROOT_RELS },
      { name: 'word/document.xml', data: documentXml(blocks) },
      ...extra,
    ].map((entry) => [entry.name, entry]),
  );
  return buildZip([...parts.values()]);
}
