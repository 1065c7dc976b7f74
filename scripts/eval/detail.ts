import type { Row } from './report.js';

interface Item {
  name?: string;
  date?: string | null;
  description?: string;
  probability?: number | null;
  impact?: number | null;
}

const LISTS = ['competitors', 'phases', 'milestones', 'segments', 'pains', 'gains', 'risks'];

function show(item: unknown): string {
  if (typeof item === 'string') return item;
  const i = item as Item;
  const rating =
    i.probability !== undefined || i.impact !== undefined
      ? ` [P ${i.probability ?? '-'} I ${i.impact ?? '-'}]`
      : '';
  return `${i.date ? `${i.date}: ` : ''}${i.name ?? i.description ?? JSON.stringify(item)}${rating}`;
}

/** `--detail`: what each file gave next to what its label expects, list by list. */
export function printDetail(rows: readonly Row[]): void {
  for (const row of rows) {
    const label = row.file.label;
    console.log(
      `\n## ${label.file}.${row.file.format}: ${row.analysis.category} (label ${label.category})`,
    );
    const data = row.analysis.data as Record<string, unknown[] | undefined>;
    const expected = label.expected as Record<string, unknown>;
    for (const list of LISTS) {
      const got = data[list] ?? [];
      const want = (expected[list] as unknown[] | undefined) ?? [];
      if (got.length === 0 && want.length === 0) continue;
      console.log(`  ${list}:`);
      console.log(`    got:  ${got.map(show).join(' | ') || '—'}`);
      console.log(`    want: ${want.map(show).join(' | ') || '—'}`);
    }
  }
}
