import yauzl from 'yauzl';
import { bufferSource, withFileSource, type ByteSource } from './byte-source.js';
import { CFB_MAGIC, openCfb } from './cfb.js';
import type { DocumentKind } from './types.js';

/**
 * Decides a file's kind from its bytes only (never the name or the Content-Type).
 *
 * - pdf: `%PDF-` within the first 1024 bytes. Acrobat and pdf.js accept leading junk that
 *   far (some mail gateways and web apps prepend a few bytes), so we do too.
 * - docx: a ZIP whose central directory lists `word/document.xml`. A truncated ZIP (no
 *   central directory) is not recognised.
 * - doc: an OLE compound file whose directory holds a `WordDocument` stream. (An encrypted
 *   DOCX is also an OLE file, but holds no WordDocument stream, so it is not a doc.) If
 *   the directory cannot be parsed, the UTF-16LE bytes of "WordDocument" are searched for,
 *   so that a damaged .doc is still routed to the DOC extractor and fails as "corrupt".
 *
 * Reads only what it needs (the head, the ZIP central directory or the OLE directory).
 */

export const DOCUMENT_MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

export const PDF_HEADER_SEARCH_BYTES = 1024;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_DOCUMENT_UTF16 = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_PART = 'word/document.xml';
const MAX_ZIP_ENTRIES_TO_SCAN = 10_000;

export async function detectFileType(filePath: string): Promise<DocumentKind | null> {
  return withFileSource(filePath, (source) =>
    detectKind(source, (cb) => yauzl.open(filePath, ZIP_OPTIONS, cb)),
  );
}

export async function detectBufferType(buffer: Buffer): Promise<DocumentKind | null> {
  return detectKind(bufferSource(buffer), (cb) => yauzl.fromBuffer(buffer, ZIP_OPTIONS, cb));
}

type ZipOpener = (callback: (err: Error | null, zip: yauzl.ZipFile) => void) => void;

const ZIP_OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: true };

async function detectKind(source: ByteSource, openZip: ZipOpener): Promise<DocumentKind | null> {
  const head = await source.read(0, PDF_HEADER_SEARCH_BYTES);
  if (head.subarray(0, 8).equals(CFB_MAGIC)) return compoundFileKind(source);
  if (head.subarray(0, 4).equals(ZIP_MAGIC))
    return (await zipHasEntry(openZip, DOCX_MAIN_PART)) ? 'docx' : null;
  if (head.includes(PDF_MAGIC)) return 'pdf';
  return null;
}

/**
 * A Word 97-2003 file holds a WordDocument stream. A password-protected DOCX is also an OLE file
 * (an EncryptedPackage stream beside EncryptionInfo): it is accepted as a DOCX so that processing
 * can tell the user it is password-protected, instead of refusing it as the wrong type.
 */
async function compoundFileKind(source: ByteSource): Promise<DocumentKind | null> {
  try {
    const streams = new Set(
      (await openCfb(source)).entries
        .filter((entry) => entry.type === 2)
        .map((entry) => entry.name),
    );
    if (streams.has('WordDocument')) return 'doc';
    if (streams.has('EncryptedPackage') && streams.has('EncryptionInfo')) return 'docx';
    return null;
  } catch {
    return (await containsBytes(source, WORD_DOCUMENT_UTF16)) ? 'doc' : null;
  }
}

/** Streams through the source once, in chunks, looking for `needle`. */
async function containsBytes(source: ByteSource, needle: Buffer): Promise<boolean> {
  const chunk = 1 << 20;
  for (let offset = 0; offset < source.size; offset += chunk - needle.length) {
    if ((await source.read(offset, chunk)).includes(needle)) return true;
  }
  return false;
}

function zipHasEntry(openZip: ZipOpener, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    openZip((err, zip) => {
      if (err) return resolve(false);
      let seen = 0;
      const finish = (found: boolean) => {
        zip.close();
        resolve(found);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === name) return finish(true);
        if (++seen >= MAX_ZIP_ENTRIES_TO_SCAN) return finish(false);
        zip.readEntry();
      });
      zip.on('end', () => finish(false));
      zip.on('error', () => finish(false));
      zip.readEntry();
    });
  });
}
