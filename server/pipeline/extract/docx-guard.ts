import path from 'node:path';
import yauzl from 'yauzl';
import { describeCause, ExtractionError } from './errors.js';

/**
 * Checks a DOCX (a ZIP) before any parser sees it: at most MAX_ENTRIES entries, at most
 * MAX_TOTAL_UNCOMPRESSED bytes declared, no encrypted entries, and no DTD (`<!DOCTYPE`)
 * in any XML part, which shuts out entity expansion and external entities (XXE).
 * Also reports the parts an altChunk body embeds (mammoth ignores them).
 */

export const MAX_ENTRIES = 2_000;
export const MAX_TOTAL_UNCOMPRESSED = 100 * 1024 * 1024;
const MAX_RELS_BYTES = 1024 * 1024;
const DOCUMENT_PART = 'word/document.xml';
const DOCUMENT_RELS = 'word/_rels/document.xml.rels';
const AF_CHUNK_TYPE = /\/aFChunk$/i;

export const DTD_MESSAGE =
  'This document contains an embedded document type definition (DTD), which is not allowed for security reasons. Open it in Word, save it again and upload it again.';

export interface DocxInspection {
  /** ZIP paths of the HTML parts embedded with altChunk, in relationship order. */
  altChunkParts: string[];
}

export async function inspectDocx(filePath: string): Promise<DocxInspection> {
  const zip = await openZip(filePath);
  try {
    let entries = 0;
    let total = 0;
    let hasAltChunk = false;
    const rels: Buffer[] = [];
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (++entries > MAX_ENTRIES)
        throw new ExtractionError('too_large', undefined, `more than ${MAX_ENTRIES} ZIP entries`);
      total += entry.uncompressedSize;
      if (total > MAX_TOTAL_UNCOMPRESSED)
        throw new ExtractionError('too_large', undefined, 'ZIP expands beyond 100 MB');
      if (entry.isEncrypted())
        throw new ExtractionError('encrypted', undefined, `encrypted ZIP entry ${entry.fileName}`);
      if (!/\.(xml|rels)$/i.test(entry.fileName)) continue;
      const isDocument = entry.fileName === DOCUMENT_PART;
      const isRels = entry.fileName === DOCUMENT_RELS && entry.uncompressedSize <= MAX_RELS_BYTES;
      await scanEntry(zip, entry, (text, chunk) => {
        if (text.toLowerCase().includes('<!doctype'))
          throw new ExtractionError('corrupt', DTD_MESSAGE, `DTD in ${entry.fileName}`);
        if (isDocument && text.includes('altChunk')) hasAltChunk = true;
        if (isRels) rels.push(chunk);
      });
    }
    return {
      altChunkParts: hasAltChunk ? altChunkTargets(Buffer.concat(rels).toString('utf8')) : [],
    };
  } catch (cause) {
    throw cause instanceof ExtractionError
      ? cause
      : new ExtractionError('corrupt', undefined, describeCause(cause));
  } finally {
    zip.close();
  }
}

/** Reads the named entries (each at most `maxBytes`) into memory. */
export async function readZipEntries(
  filePath: string,
  names: string[],
  maxBytes: number,
): Promise<Map<string, Buffer>> {
  const wanted = new Set(names);
  const found = new Map<string, Buffer>();
  const zip = await openZip(filePath);
  try {
    for (
      let entry = await nextEntry(zip);
      entry && found.size < wanted.size;
      entry = await nextEntry(zip)
    ) {
      if (!wanted.has(entry.fileName) || entry.uncompressedSize > maxBytes) continue;
      const chunks: Buffer[] = [];
      await scanEntry(zip, entry, (_text, chunk) => void chunks.push(chunk));
      found.set(entry.fileName, Buffer.concat(chunks));
    }
    return found;
  } finally {
    zip.close();
  }
}

function altChunkTargets(rels: string): string[] {
  const targets: string[] = [];
  for (const [element] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const type = /\bType="([^"]*)"/.exec(element)?.[1] ?? '';
    const target = /\bTarget="([^"]*)"/.exec(element)?.[1];
    if (!target || !AF_CHUNK_TYPE.test(type) || /TargetMode="External"/i.test(element)) continue;
    const resolved = target.startsWith('/') ? target.slice(1) : path.posix.join('word', target);
    targets.push(path.posix.normalize(resolved));
  }
  return targets;
}

function openZip(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      filePath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (err, zip) =>
        err ? reject(new ExtractionError('corrupt', undefined, describeCause(err))) : resolve(zip),
    );
  });
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/**
 * Streams one entry, calling `onChunk` with each chunk (and its latin1 text, with the
 * previous chunk's last bytes prepended so that a marker split across chunks is found).
 */
function scanEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  onChunk: (text: string, chunk: Buffer) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      let tail = '';
      stream.on('data', (chunk: Buffer) => {
        const text = chunk.toString('latin1');
        try {
          onChunk(tail + text, chunk);
        } catch (cause) {
          stream.destroy();
          return reject(cause);
        }
        tail = text.slice(-16);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve());
    });
  });
}
