import { noTextError } from './errors.js';
import type { Block, DocumentKind, ExtractionResult } from './types.js';

/** Collapses runs of whitespace (including line breaks) to single spaces and trims. */
export function cleanText(text: string): string {
  return text.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

/** Plain text of blocks: one block per paragraph (blank line between), list items and table rows one per line. */
export function blocksToText(blocks: Block[]): string {
  const parts: string[] = [];
  let previous: Block['type'] | undefined;
  for (const block of blocks) {
    const text = blockText(block);
    if (text === '') continue;
    const tight = previous === 'listItem' && block.type === 'listItem';
    if (parts.length > 0) parts.push(tight ? '\n' : '\n\n');
    parts.push(text);
    previous = block.type;
  }
  return parts.join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'table':
      return block.rows
        .map((row) => row.join('\t').trimEnd())
        .filter((row) => row !== '')
        .join('\n');
    case 'listItem':
      return `${'  '.repeat(block.depth)}- ${block.text}`;
    default:
      return block.text;
  }
}

/**
 * C0 controls (but tab and line breaks) and DEL: never text, only noise from broken encodings or a
 * hostile file. A DOCX may spell them as `&#0;`, and PostgreSQL text cannot hold U+0000 at all:
 * the document could never be stored as processed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function withoutControls(block: Block): Block {
  if (block.type === 'table')
    return {
      ...block,
      rows: block.rows.map((row) => row.map((c) => c.replace(CONTROL_CHARACTERS, ''))),
    };
  return { ...block, text: block.text.replace(CONTROL_CHARACTERS, '') };
}

/** Drops control characters and empty blocks, builds the text, and refuses a result with no text at all. */
export function finishResult(
  kind: DocumentKind,
  blocks: Block[],
  extra: { pageCount?: number; warnings?: string[] } = {},
): ExtractionResult {
  const kept = blocks
    .map(withoutControls)
    .filter((b) =>
      b.type === 'table' ? b.rows.some((r) => r.some((c) => c !== '')) : b.text !== '',
    );
  const text = blocksToText(kept);
  if (!/[\p{L}\p{N}]/u.test(text)) throw noTextError(kind);
  const result: ExtractionResult = { text, blocks: kept, warnings: extra.warnings ?? [] };
  if (extra.pageCount !== undefined) result.pageCount = extra.pageCount;
  return result;
}
