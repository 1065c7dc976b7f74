import { scoreAnalysis, type FieldScores } from '../eval/score.js';
import type { DrawOutcome } from './browser.js';
import type { GalleryCard } from './index-page.js';
import { itemLists } from './items.js';
import type { ProcessedFile } from './visualize.js';

/** The PNG of a file, next to index.html. */
export const pngName = (fileName: string) => `${fileName}.png`;

/** What a file's card shows: categories, picture or the reason there is none, item lists with their eval scores. */
export function cardOf(file: ProcessedFile, drawn?: DrawOutcome, crash?: unknown): GalleryCard {
  const scores: FieldScores = file.analysis ? scoreAnalysis(file.label, file.analysis) : {};
  const lists = itemLists(
    file.label.category,
    file.category,
    file.analysis?.data,
    file.label.expected,
  ).map((l) => ({ ...l, score: l.field ? scores[l.field as keyof FieldScores] : undefined }));
  const card: GalleryCard = {
    fileName: file.fileName,
    labelCategory: file.label.category,
    analyzedCategory: file.category,
    confidence: file.analysis?.confidence ?? null,
    status: file.status === 'failed' ? 'failed' : file.visualization ? 'drawn' : 'unknown',
    lists,
  };
  if (file.message) card.message = file.message;
  if (crash !== undefined) {
    card.status = 'error';
    card.message = `Crashed: ${crash instanceof Error ? crash.message : String(crash)}`;
  } else if (drawn && !drawn.ok) {
    card.status = 'error';
    card.message = `Not drawn: ${drawn.message}`;
  } else if (drawn?.ok) {
    card.png = pngName(file.fileName);
  }
  return card;
}

/** The console line of a file. */
export function summaryLine(card: GalleryCard, ms: { process: number; draw?: number }): string {
  const mark = card.analyzedCategory === card.labelCategory ? '✓' : '✗';
  const confidence = card.confidence === null ? '    ' : card.confidence.toFixed(2);
  const items = card.lists.reduce((n, l) => n + l.extracted.length, 0);
  const what =
    card.status === 'drawn'
      ? `${items} items, drawn`
      : card.status === 'unknown'
        ? 'no visualization'
        : `${card.status}: ${card.message ?? ''}`;
  const time = `${Math.round(ms.process)} ms${ms.draw === undefined ? '' : ` + ${Math.round(ms.draw)} ms`}`;
  return `${mark} ${card.fileName.padEnd(52)} ${card.analyzedCategory.padEnd(19)} ${confidence}  label ${card.labelCategory.padEnd(19)} ${what} (${time})`;
}

/** The totals line, also shown at the top of index.html. */
export function totalsLine(cards: readonly GalleryCard[], seconds: number): string {
  const right = cards.filter((c) => c.analyzedCategory === c.labelCategory).length;
  const count = (status: GalleryCard['status']) => cards.filter((c) => c.status === status).length;
  return (
    `${cards.length} files: category right ${right}/${cards.length}; ${count('drawn')} drawn, ` +
    `${count('unknown')} unknown (no visualization), ${count('failed')} unreadable, ` +
    `${count('error')} crashed; ${seconds.toFixed(1)} s`
  );
}
