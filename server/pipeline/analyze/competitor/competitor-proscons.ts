import type { DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView } from '../shared/records.js';
import { truncate } from '../shared/text.js';
import { COMPETITOR_ROLES } from './competitor-headers.js';

/**
 * Pros and cons of an alternative: "Pros" / "Cons" labels (sub-headings, short paragraphs,
 * table headers) that say whether what follows is for or against it.
 */

/** A "| Pros | Cons |" table in an alternative's section. */
export function readProsConsTable(
  company: { features: string[]; limitations: string[] },
  node: DocNode,
): void {
  const view = tableView(node);
  if (!view) return;
  view.header.forEach((h, c) => {
    const polarity = polarityOf(h);
    if (!polarity) return;
    const values = view.rows.map((r) => r[c]?.trim() ?? '').filter((v) => meaningful(v));
    const target = polarity === 'pro' ? company.features : company.limitations;
    target.push(...values.map((v) => truncate(v, 160)));
  });
}

/** "Pros", "Cons:", "Advantages": a label that says whether the items below are for or against. */
export function polarityOf(text: string): 'pro' | 'con' | null {
  const label = text.trim();
  if (label.length > 30) return null;
  const role = COMPETITOR_ROLES.roleOf(label.replace(/\s*:$/, ''), ['pros', 'cons']);
  return role === 'pros' ? 'pro' : role === 'cons' ? 'con' : null;
}
