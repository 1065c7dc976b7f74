import type { DocumentCategory } from '../../common/categories.js';
import type { ItemList } from './items.js';

/** Everything one card of index.html shows: one file (a document in one format). */
export interface GalleryCard {
  fileName: string;
  labelCategory: DocumentCategory;
  analyzedCategory: DocumentCategory;
  confidence: number | null;
  /** drawn: a PNG; unknown: no visualization by design; failed: unreadable file; error: a crash. */
  status: 'drawn' | 'unknown' | 'failed' | 'error';
  /** The PNG's file name, relative to index.html. */
  png?: string;
  message?: string;
  lists: (ItemList & { score?: { tp: number; predicted: number; expected: number } })[];
}

/** Text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const MAX_SHOWN = 6;

function list(items: readonly string[]): string {
  if (items.length === 0) return '<span class="none">—</span>';
  const shown = items.slice(0, MAX_SHOWN).map((item) => `<li>${escapeHtml(item)}</li>`);
  const more =
    items.length > MAX_SHOWN ? `<li class="more">+${items.length - MAX_SHOWN} more</li>` : '';
  return `<ol>${shown.join('')}${more}</ol>`;
}

function lists(card: GalleryCard): string {
  if (card.lists.length === 0)
    return '<p class="none">No lists to compare (labelled and analyzed as unknown).</p>';
  const rows = card.lists.map((l) => {
    const score = l.score
      ? ` <span class="score">${l.score.tp}/${l.score.predicted}/${l.score.expected}</span>`
      : '';
    return `<tr><th colspan="2">${escapeHtml(l.name)}${score}</th></tr><tr><td>${list(l.extracted)}</td><td>${list(l.expected)}</td></tr>`;
  });
  return `<table class="items"><thead><tr><th>extracted</th><th>expected (labels.json)</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function picture(card: GalleryCard): string {
  if (card.status === 'drawn' && card.png) {
    const src = escapeHtml(encodeURIComponent(card.png));
    return `<a href="${src}"><img src="${src}" alt="${escapeHtml(`Visualization of ${card.fileName}`)}" loading="lazy"></a>`;
  }
  const why =
    card.message ??
    (card.status === 'unknown'
      ? 'Analyzed as unknown: the product makes no visualization.'
      : 'No visualization.');
  return `<div class="no-picture ${card.status}">${escapeHtml(why)}</div>`;
}

function cardHtml(card: GalleryCard): string {
  const right = card.analyzedCategory === card.labelCategory;
  const confidence = card.confidence === null ? '' : ` ${card.confidence.toFixed(2)}`;
  const note =
    card.status === 'drawn' && card.message
      ? `<p class="note">${escapeHtml(card.message)}</p>`
      : '';
  return `<section class="card ${right ? 'right' : 'wrong'} ${card.status}">
<div class="picture">${picture(card)}</div>
<div class="details">
<h2>${escapeHtml(card.fileName)}</h2>
<p class="verdict"><span class="mark">${right ? '✓' : '✗'}</span> analyzed <b>${escapeHtml(card.analyzedCategory)}</b>${confidence} · labelled <b>${escapeHtml(card.labelCategory)}</b></p>
${note}${lists(card)}
</div>
</section>`;
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
header { padding: 16px 24px; background: #fff; border-bottom: 1px solid #e2e8f0; position: sticky; top: 0; z-index: 1; }
header h1 { font-size: 18px; margin: 0 0 4px; }
main { padding: 16px 24px; display: grid; gap: 16px; }
.card { display: grid; grid-template-columns: minmax(280px, 480px) 1fr; gap: 16px; background: #fff; border: 1px solid #e2e8f0; border-left: 6px solid #16a34a; border-radius: 8px; padding: 12px; }
.card.wrong { border-left-color: #dc2626; }
.picture img { width: 100%; border: 1px solid #e2e8f0; }
.no-picture { min-height: 120px; display: flex; align-items: center; justify-content: center; text-align: center; padding: 16px; background: #f8fafc; border: 1px dashed #cbd5e1; color: #64748b; }
.no-picture.error, .no-picture.failed { color: #b91c1c; border-color: #fca5a5; }
h2 { font-size: 15px; margin: 0 0 4px; word-break: break-all; }
.mark { font-weight: 700; } .right .mark { color: #16a34a; } .wrong .mark { color: #dc2626; }
.note { color: #b45309; }
.items { border-collapse: collapse; width: 100%; table-layout: fixed; }
.items th, .items td { text-align: left; vertical-align: top; padding: 2px 6px; border-bottom: 1px solid #f1f5f9; }
.items thead th { color: #64748b; font-weight: 500; }
.items tbody th { background: #f8fafc; }
.items ol { margin: 0; padding-left: 20px; } .more, .none { color: #94a3b8; }
.score { color: #64748b; font-weight: 400; }
body:has(#only-wrong:checked) .card.right { display: none; }
`;

/** index.html: a header with the totals, then one card per file. All document text is escaped. */
export function buildIndexPage(cards: readonly GalleryCard[], summary: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DocViz gallery</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header><h1>DocViz gallery</h1><p>${escapeHtml(summary)}</p>
<label><input type="checkbox" id="only-wrong"> only wrong categories</label>
· item counts: matched/extracted/expected (as npm run eval scores them)</header>
<main>
${cards.map(cardHtml).join('\n')}
</main></body></html>
`;
}
