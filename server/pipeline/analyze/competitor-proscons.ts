import type { DocNode } from './document.js';
import { meaningful } from './evidence.js';
import { tableView } from './records.js';
import { truncate } from './text.js';

/**
 * Pros and cons of an alternative: "Pros" / "Cons" labels (sub-headings, short paragraphs,
 * table headers) that say whether what follows is for or against it.
 */

const PROS =
  /^(?:pros|pro|advantages?|strengths?|benefits?|upsides?|the good|good|what we like|what's good|positives?|plus(?:es)?)\s*:?$/i;
const CONS =
  /^(?:cons|con|disadvantages?|weaknesses?|drawbacks?|downsides?|limitations?|the bad|bad|what we don't like|negatives?|minus(?:es)?|caveats?)\s*:?$/i;

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
  if (PROS.test(label)) return 'pro';
  if (CONS.test(label)) return 'con';
  return null;
}
