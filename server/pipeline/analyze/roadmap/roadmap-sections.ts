import { sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { wordCount } from '../shared/text.js';
import { ROADMAP_ROLES } from './roadmap-headers.js';

/**
 * Roadmap sections that no phase word names. Two structures still say "these are the plan's
 * items" when the phase finder in extract-roadmap.ts found nothing:
 *  - sibling sections that repeat the same field labels ("Problem to solve", "Goals",
 *    "Outcome" under each of them): the sections are the items, the labels are fields;
 *  - a roadmap written by area: the top-level sections under the title, less the generic
 *    sections every document has (introduction, summary, contact …).
 */

/** "1. Goals:" → "goals". */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|[ivx]+[.)])\s+/, '')
    .replace(/[\s:.*_]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short line that can be a field label: a heading, or a short paragraph ("Why", "Goals:"). */
function labelLine(node: DocNode): string | undefined {
  if (node.kind !== 'heading' && node.kind !== 'paragraph') return undefined;
  if (wordCount(node.text) > 5 || /[.!?]$/.test(node.text.trim())) return undefined;
  const key = labelKey(node.text);
  return /\p{L}/u.test(key) ? key : undefined;
}

/**
 * Field labels: short lines that open a part of two or more different sections (the same
 * text under different headings). Repeated labels are fields, never phases or features.
 */
export function fieldLabels(doc: AnalyzedDocument): Set<string> {
  const parents = new Map<string, Set<number>>();
  for (const node of doc.nodes) {
    const key = labelLine(node);
    if (!key) continue;
    // The parent is the nearest heading above the label that is not a label line itself.
    const parent = [...node.headings].reverse().find((h) => labelKey(h.text) !== key);
    const set = parents.get(key) ?? new Set<number>();
    set.add(parent?.index ?? -1);
    parents.set(key, set);
  }
  return new Set([...parents].filter(([, set]) => set.size >= 2).map(([key]) => key));
}

/**
 * Sibling headings whose sections each hold at least one of the same field labels, one of
 * which is a field of a plan ("Goals", "Outcome", "Why").
 */
export function labelledSections(doc: AnalyzedDocument, labels: Set<string>): DocNode[] {
  if (![...labels].some((l) => ROADMAP_ROLES.is(l, 'planField'))) return [];
  const groups = new Map<string, DocNode[]>();
  for (const heading of doc.headings) {
    if (labels.has(labelKey(heading.text))) continue;
    const section = sectionNodes(doc, heading);
    // The heading's own labels: label lines before any sub-heading that is not a label.
    const own = new Set<string>();
    for (const node of section) {
      const key = labelLine(node);
      if (node.kind === 'heading' && !(key && labels.has(key))) break;
      if (key && labels.has(key)) own.add(key);
    }
    if (own.size === 0) continue;
    const parent = heading.headings[heading.headings.length - 1]?.index ?? -1;
    for (const key of [...own].filter((k) => ROADMAP_ROLES.is(k, 'planField'))) {
      const id = `${parent}/${heading.level}/${key}`;
      groups.set(id, [...(groups.get(id) ?? []), heading]);
    }
  }
  const best = [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return best.length >= 2 ? best : [];
}

const PLAN_TITLE = /\b(?:roadmaps?|road map|plans?|planning|priorities|outlook|initiatives)\b/i;

const GENERIC_SECTION =
  /^(?:introduction|intro|overview|summary|executive summary|abstract|background|context|purpose|about(?: .*)?|scope|approach|appendix.*|references?|glossary|definitions|terminology|licen[cs]e|copyright|contacts?|contact us|feedback|faq|questions|table of contents|contents|how to .*|get involved|getting involved|contributing|acknowledg(?:e)?ments|notes?|disclaimer|resources|further reading|links|see also|conclusion|next steps|status|team|authors?)$/i;

/**
 * The top-level sections under the title, when a roadmap is written by area: at least two,
 * each with content, none a generic section or a question to the reader ("How can I help?").
 */
export function areaSections(
  doc: AnalyzedDocument,
  exclude: (heading: DocNode) => boolean,
): DocNode[] {
  const title = doc.headings[0]?.level === 1 ? doc.headings[0] : undefined;
  // Only a document that calls itself a plan is read by its sections alone.
  if (!PLAN_TITLE.test(title?.text ?? doc.title)) return [];
  const candidates = doc.headings.filter((h) => h !== title && !h.inferred);
  if (candidates.length === 0) return [];
  const level = Math.min(...candidates.map((h) => h.level));
  const top = candidates
    .filter((h) => h.level === level)
    .filter((h) => !GENERIC_SECTION.test(labelKey(h.text)) && !/\?$/.test(h.text.trim()));
  const areas = top.filter((h) => {
    if (exclude(h) || wordCount(h.text) > 8) return false;
    return sectionNodes(doc, h).some((n) => n.kind !== 'heading' && wordCount(n.text) >= 5);
  });
  // Most of the document's top sections must be areas: otherwise it is not written by area.
  return areas.length >= 2 && areas.length >= top.length * 0.6 ? areas : [];
}

/** The field label a line sits under: the nearest label line above it in its section. */
export function fieldOf(doc: AnalyzedDocument, node: DocNode, labels: Set<string>): string {
  for (let i = node.index - 1; i >= 0; i--) {
    const above = doc.nodes[i]!;
    const key = labelLine(above);
    if (key && labels.has(key)) return key;
    if (above.kind === 'heading') return '';
  }
  return '';
}

/** Fields that explain a plan rather than state it: their dates are history, not milestones. */
export function isRationaleField(label: string): boolean {
  return ROADMAP_ROLES.is(label, 'rationaleField');
}
