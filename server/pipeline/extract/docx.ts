import mammoth from 'mammoth';
import { altChunkBlocks } from './altchunk.js';
import { finishResult } from './blocks.js';
import { inspectDocx } from './docx-guard.js';
import { open } from 'node:fs/promises';
import { CFB_MAGIC } from './cfb.js';
import { describeCause, ExtractionError, MESSAGES } from './errors.js';
import { htmlToBlocks, parseSimpleHtml } from './html-blocks.js';
import type { ExtractionResult } from './types.js';

/** Images are dropped: only their (empty) place in the HTML remains. */
const ignoreImages = mammoth.images.imgElement(async () => ({ src: '' }));

export async function extractDocx(filePath: string): Promise<ExtractionResult> {
  // detect-type routes a password-protected DOCX (an OLE wrapper, not a ZIP) here on purpose.
  if (await startsWithCfbMagic(filePath))
    throw new ExtractionError('encrypted', MESSAGES.docxEncrypted);
  const { altChunkParts } = await inspectDocx(filePath);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { path: filePath },
      { externalFileAccess: false, convertImage: ignoreImages },
    );
    html = result.value;
  } catch (cause) {
    throw new ExtractionError('corrupt', undefined, describeCause(cause));
  }
  const blocks = htmlToBlocks(parseSimpleHtml(html));
  if (altChunkParts.length > 0) blocks.push(...(await altChunkBlocks(filePath, altChunkParts)));
  return finishResult('docx', blocks);
}

async function startsWithCfbMagic(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(CFB_MAGIC.length);
    await file.read(head, 0, head.length, 0);
    return head.equals(CFB_MAGIC);
  } finally {
    await file.close();
  }
}
