import { MAX_ITEMS } from '../../../../common/render/constants.js';
import { LONG_TEXT_MAX } from '../../../../common/render/data-schema.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { EvidenceLog } from '../shared/evidence.js';
import { truncate } from '../shared/text.js';
import { Collector, VALUE_LISTS } from './value-collector.js';
import { type ValueList } from './value-labels.js';
import { fromProse, segmentFromTitle } from './value-prose.js';
import { fromSections } from './value-sections.js';
import { fromTables } from './value-tables.js';

export { VALUE_LISTS };

/**
 * Value proposition: customer segments, jobs, pains, gains, products and services, pain
 * relievers, gain creators and the value proposition statement. Sections are recognised by
 * their heading or label ("Pains", "Customer gains: …", "Pain Relievers", "Target audience",
 * "Problem" / "Solution" of a lean canvas, in English or with the English term in brackets);
 * their list items (else their short paragraphs) are the entries. Tables whose columns carry
 * those names are read column by column. Positioning statements ("For … who …, X is a … that …;
 * unlike …") and problem statements ("The problem of … affects …; the impact of which is …")
 * are read from prose when nothing else states the lists.
 */
export type { ValueList } from './value-labels.js';

export interface ValuePropositionExtraction {
  lists: Record<ValueList, string[]>;
  statement?: string;
  evidence: EvidenceLog;
  /** Entries found under list headings, labels or table columns (not read from prose). */
  structured: number;
}

export function extractValueProposition(doc: AnalyzedDocument): ValuePropositionExtraction {
  const evidence = new EvidenceLog();
  const collector = new Collector();
  fromTables(doc, collector);
  fromSections(doc, collector);
  // One list alone ("What we offer" in a job ad) is not yet a value proposition.
  const filled = VALUE_LISTS.filter((list) => collector.lists[list].length > 0);
  const structured =
    filled.length >= 2
      ? filled.reduce((n, list) => n + Math.min(collector.lists[list].length, MAX_ITEMS), 0)
      : 0;
  fromProse(doc, collector);
  if (collector.lists.segments.length === 0) segmentFromTitle(doc, collector);
  const lists = {} as Record<ValueList, string[]>;
  for (const list of VALUE_LISTS) {
    const chosen = collector.lists[list].slice(0, MAX_ITEMS);
    lists[list] = chosen.map((f, i) => {
      const value = truncate(f.text, 200);
      evidence.add(`${list}[${i}]`, value, f.snippet, f.location);
      return value;
    });
  }
  const statement = collector.statement
    ? truncate(collector.statement.text, LONG_TEXT_MAX)
    : undefined;
  if (collector.statement) {
    evidence.add(
      'value_proposition',
      statement,
      collector.statement.snippet,
      collector.statement.location,
    );
  }
  return { lists, statement, evidence, structured };
}
