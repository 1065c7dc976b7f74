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

/** Drops empty blocks, builds the text, and refuses a result with no text at all. */
export function finishResult(
  kind: DocumentKind,
  blocks: Block[],
  extra: { pageCount?: number; warnings?: string[] } = {},
): ExtractionResult {
  const kept = blocks.filter((b) =>
    b.type === 'table' ? b.rows.some((r) => r.some((c) => c !== '')) : b.text !== '',
  );
  const text = blocksToText(kept);
  if (!/[\p{L}\p{N}]/u.test(text)) throw noTextError(kind);
  const result: ExtractionResult = { text, blocks: kept, warnings: extra.warnings ?? [] };
  if (extra.pageCount !== undefined) result.pageCount = extra.pageCount;
  return result;
}
