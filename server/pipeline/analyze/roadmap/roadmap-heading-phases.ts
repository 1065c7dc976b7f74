import { firstDate, hasDate, isDateLike } from '../shared/dates.js';
import { locate, sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { splitKeyValue, tableView } from '../shared/records.js';
import { firstSentence, itemTitle, truncate, wordCount } from '../shared/text.js';
import { ROADMAP_ROLES } from './roadmap-headers.js';
import { underHistory } from './roadmap-milestones.js';
import { type PhaseCandidate, phaseScore, STATUS_WORDS } from './roadmap-phases.js';
import { labelKey } from './roadmap-sections.js';
import { columnOf } from './roadmap-tables.js';

/**
 * Phases named by headings: the highest heading level with at least two phase headings, in the
 * largest group of siblings, with the features, description and timeline of each section.
 */

// Headings ---------------------------------------------------------------------------------------

export function phaseFromHeading(
  doc: AnalyzedDocument,
  heading: DocNode,
  labels: Set<string> = new Set(),
): PhaseCandidate {
  const nodes = sectionNodes(doc, heading);
  let name = heading.text.replace(/[:.]\s*$/, '');
  // "2.5" under "Core" → "Core 2.5".
  if (/^v?\d+(?:\.\d+)+$/.test(name)) {
    const parent = heading.headings[heading.headings.length - 1];
    if (parent && parent.level > 1) name = `${parent.text} ${name}`;
  }
  const candidate: PhaseCandidate = {
    name,
    features: [],
    snippet: heading.text,
    location: locate(heading),
    order: heading.index * 1000,
  };
  const own = firstDate(heading.text);
  if (own && !isDateLike(name)) candidate.timeline = own;
  // Sub-sections name the phase's features ("vue-test-utils", "Style guide" …).
  const children = nodes.filter(
    (n) => n.kind === 'heading' && n.level === heading.level + 1 && !labels.has(labelKey(n.text)),
  );
  if (children.length >= 2) candidate.features.push(...children.map((c) => truncate(c.text, 120)));
  for (const node of nodes) {
    if (node.kind === 'table' && children.length < 2) {
      // "## H1 2027" over a table of goals: the rows are the phase's features.
      const view = tableView(node);
      const column = view ? (columnOf(view, 'content') ?? 0) : 0;
      for (const row of view?.rows ?? []) {
        const cell = row[column]?.trim();
        if (meaningful(cell) && !isDateLike(cell)) candidate.features.push(truncate(cell, 120));
      }
    }
    if (node.kind === 'heading' || node.kind === 'table') continue;
    const kv = splitKeyValue(node.text);
    if (kv && ROADMAP_ROLES.is(kv.key, 'dateField') && hasDate(kv.value)) {
      candidate.timeline ??= kv.value;
      continue;
    }
    if (kv && ROADMAP_ROLES.is(kv.key, 'meta')) continue;
    if (node.kind === 'item' && node.level === 0 && children.length < 2) {
      const title = itemTitle(node.text, 16);
      if (meaningful(title) && !ROADMAP_ROLES.is(title, 'meta'))
        candidate.features.push(truncate(title, 120));
      if (candidate.snippet === heading.text) candidate.snippet = `${heading.text}: ${node.text}`;
    } else if (node.kind === 'paragraph' && !candidate.description && wordCount(node.text) >= 6) {
      if (!/:\s*$/.test(node.text)) candidate.description = firstSentence(node.text, 200);
      if (candidate.snippet === heading.text) candidate.snippet = `${heading.text}: ${node.text}`;
    }
    if (
      !candidate.timeline &&
      node.kind === 'paragraph' &&
      isDateLike(node.text) &&
      wordCount(node.text) <= 12
    ) {
      candidate.timeline = node.text;
    }
  }
  return candidate;
}

/** "2027" and "2028", "Phase 1: …" and "Phase 2: …": headings written to the same pattern. */
function shapeOf(text: string): string {
  return (text.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/\d+/g, '#');
}

/** The first heading is the title, unless another top heading has its shape ("# 2027", "# 2028"). */
function isTitle(doc: AnalyzedDocument, heading: DocNode): boolean {
  if (heading !== doc.headings[0] || heading.level !== 1) return false;
  const shape = shapeOf(heading.text);
  return !(
    /#/.test(shape) &&
    doc.headings.some((h) => h !== heading && h.level === 1 && shapeOf(h.text) === shape)
  );
}

/** A section that holds the plan ("Release schedule"), not one of its phases. */
const PLAN_SECTION = /\b(?:schedule|plan|roadmap|timeline|releases|phases|stages|milestones)\b/i;

export function headingPhases(
  doc: AnalyzedDocument,
  labels: Set<string>,
): {
  phases: PhaseCandidate[];
  used: Set<DocNode>;
  /** How many of them name a phase or a status outright ("Beta release", "Next"). */
  explicit: number;
} {
  const byLevel = new Map<number, DocNode[]>();
  for (const heading of doc.headings) {
    if (isTitle(doc, heading) || labels.has(labelKey(heading.text))) continue;
    if (underHistory(heading) || phaseScore(heading.text) === 0) continue;
    byLevel.set(heading.level, [...(byLevel.get(heading.level) ?? []), heading]);
  }
  const levels = [...byLevel.keys()].sort((a, b) => a - b);
  const level = levels.find((l) => byLevel.get(l)!.length >= 2);
  if (level === undefined) return { phases: [], used: new Set(), explicit: 0 };
  // Stages named outright win over dated headings at the same level (those are milestones).
  const explicitAtLevel = byLevel.get(level)!.filter((h) => phaseScore(h.text) === 2);
  if (explicitAtLevel.length >= 2) byLevel.set(level, explicitAtLevel);
  // The phases of one plan share a parent: take the largest such group …
  const byParent = new Map<DocNode | undefined, DocNode[]>();
  for (const heading of byLevel.get(level)!) {
    const parent = heading.headings[heading.headings.length - 1];
    byParent.set(parent, [...(byParent.get(parent) ?? []), heading]);
  }
  const group = [...byParent.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  let headings = group[1].length >= 2 ? group[1] : byLevel.get(level)!;
  // One of them is the section that holds the plan, with the phases inside: take those.
  const containers = headings
    .filter((h) => PLAN_SECTION.test(h.text))
    .map((h) =>
      sectionNodes(doc, h).filter(
        (n) =>
          n.kind === 'heading' &&
          n.level === h.level + 1 &&
          phaseScore(n.text) > 0 &&
          !labels.has(labelKey(n.text)),
      ),
    )
    .filter((children) => children.length >= 2);
  const descended = containers.length === 1;
  if (descended) {
    const children = containers[0]!;
    const explicitChildren = children.filter((h) => phaseScore(h.text) === 2);
    headings = explicitChildren.length >= 2 ? explicitChildren : children;
  }
  // … plus status sections beside that parent ("Ongoing initiatives", "Future work").
  const parent = group[0];
  if (group[1].length >= 2 && parent && !descended) {
    for (const sibling of doc.headings) {
      if (
        sibling.level === parent.level &&
        sibling !== parent &&
        phaseScore(sibling.text) === 2 &&
        STATUS_WORDS.test(sibling.text) &&
        !underHistory(sibling)
      ) {
        headings.push(sibling);
      }
    }
    headings.sort((a, b) => a.index - b.index);
  }
  return {
    phases: headings.map((h) => phaseFromHeading(doc, h, labels)),
    used: new Set(headings),
    explicit: headings.filter((h) => phaseScore(h.text) === 2).length,
  };
}
