import WordExtractor from 'word-extractor';
import { withFileSource } from './byte-source.js';
import { finishResult } from './blocks.js';
import { openCfb } from './cfb.js';
import { docTextToBlocks } from './doc-blocks.js';
import { describeCause, ExtractionError, MESSAGES } from './errors.js';
import type { Block, ExtractionResult } from './types.js';

const WORD_97_IDENT = 0xa5ec;
const WORD_6_95_IDENT = 0xa5dc;
/** FIB flags: fEncrypted and fObfuscated (XOR "protection"). */
const F_ENCRYPTED = 0x0100;
const F_OBFUSCATED = 0x8000;
/** Streams of Microsoft IRM (rights management): the readable body is only a notice. */
const IRM_STREAMS = new Set(['\u0006DataSpaces', '\tDRMContent']);

export async function extractDoc(filePath: string): Promise<ExtractionResult> {
  await checkWordFile(filePath);
  let document: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    document = await new WordExtractor().extract(filePath);
  } catch (cause) {
    throw mapWordExtractorError(cause);
  }
  const plain = { filterUnicode: false };
  const blocks: Block[] = docTextToBlocks(document.getBody(plain));
  for (const extra of [
    document.getTextboxes(plain),
    document.getFootnotes(plain),
    document.getEndnotes(plain),
  ]) {
    blocks.push(...docTextToBlocks(extra));
  }
  return finishResult('doc', blocks);
}

/**
 * Reads the compound file's directory and the Word header (FIB) before word-extractor,
 * which fails on these cases with bare RangeErrors: rights-managed, encrypted, and
 * Word 6/95 files. A directory that cannot be read is left to word-extractor.
 */
async function checkWordFile(filePath: string): Promise<void> {
  const fib = await withFileSource(filePath, async (source) => {
    try {
      const cfb = await openCfb(source);
      if (cfb.entries.some((e) => IRM_STREAMS.has(e.name))) return 'irm' as const;
      const stream = cfb.entries.find((e) => e.type === 2 && e.name === 'WordDocument');
      return stream ? await cfb.readStreamHead(stream, 0x20) : null;
    } catch {
      return null;
    }
  });
  if (fib === 'irm') throw new ExtractionError('encrypted', MESSAGES.rightsManaged);
  if (!fib || fib.length < 0x0c) return;
  const ident = fib.readUInt16LE(0);
  if (ident === WORD_6_95_IDENT)
    throw new ExtractionError('unsupported_version', undefined, 'Word 6/95 file');
  if (ident === WORD_97_IDENT && (fib.readUInt16LE(0x0a) & (F_ENCRYPTED | F_OBFUSCATED)) !== 0) {
    throw new ExtractionError('encrypted');
  }
}

function mapWordExtractorError(cause: unknown): ExtractionError {
  const message = cause instanceof Error ? cause.message : String(cause);
  if (/Invalid magic number: a5dc/i.test(message)) {
    return new ExtractionError('unsupported_version', undefined, describeCause(cause));
  }
  return new ExtractionError('corrupt', undefined, describeCause(cause));
}
