import {
  findDates,
  firstDate,
  firstDateSpan,
  hasDate,
  isDateLike,
  isPointDate,
} from '../shared/dates.js';
import { locate, sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { splitKeyValue } from '../shared/records.js';
import { firstSentence, itemTitle, sentences, truncate, wordCount } from '../shared/text.js';
import { ROADMAP_ROLES } from './roadmap-headers.js';
import type { MilestoneCandidate } from './roadmap-schedule.js';
import { fieldOf, isRationaleField, labelKey } from './roadmap-sections.js';

/**
 * Milestones of a roadmap outside tables and schedules (roadmap-schedule.ts): "Milestone n"
 * headings, items of a milestones section, dated fields ("Target date: …", also in two-column
 * tables), dated phase headings, date headings and, as a last resort, sentences with a date
 * and a release verb. Change logs and "last updated" lines are history, not plans.
 */

export const HISTORY =
  /\b(?:change ?log|changes|release notes|version history|revision history|document history|history|previous releases)\b/i;

export const META_LINE =
  /^(?:last\s+)?(?:updated|published|posted|written|created|revised|modified|date of issue)\b/i;

export const MILESTONE_SECTION =
  /\b(?:milestones?|key dates|deliverables|deadlines|important dates|timeline of events)\b/i;

export function underHistory(node: DocNode): boolean {
  return (
    node.headings.some((h) => HISTORY.test(h.text)) ||
    (node.kind === 'heading' && HISTORY.test(node.text))
  );
}

export function milestoneHeadings(doc: AnalyzedDocument): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const heading of doc.headings) {
    if (underHistory(heading) || !/\bmilestone\s*\d/i.test(heading.text)) continue;
    const nodes = sectionNodes(doc, heading);
    const inline = /^milestone\s*\d+\s*[:–—-]\s*(.+)$/i.exec(heading.text)?.[1];
    const dateNode = nodes.find(
      (n) => n.kind !== 'table' && hasDate(n.text) && wordCount(n.text) <= 14,
    );
    const body = nodes.find((n) => n !== dateNode && (n.kind === 'item' || n.kind === 'paragraph'));
    const description = inline ?? (body ? firstSentence(body.text, 200) : heading.text);
    out.push({
      date: dateNode?.text ?? firstDate(heading.text),
      description: `${heading.text.replace(/\s*[:–—-].*$/, '')}: ${description}`.replace(
        /^(.+): \1$/,
        '$1',
      ),
      snippet: [heading.text, dateNode?.text, body?.text].filter(Boolean).join(' — '),
      location: locate(heading),
      order: heading.index * 1000,
      rank: 1,
    });
  }
  return out;
}

export function milestoneSections(
  doc: AnalyzedDocument,
  phaseHeadings: Set<DocNode>,
): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const heading of doc.headings) {
    if (underHistory(heading) || phaseHeadings.has(heading)) continue;
    if (!MILESTONE_SECTION.test(heading.text) || /\bmilestone\s*\d/i.test(heading.text)) continue;
    for (const node of sectionNodes(doc, heading)) {
      if (node.kind === 'heading') break;
      if (node.kind !== 'item' || node.level !== 0) continue;
      const date = firstDate(node.text);
      const description = date
        ? node.text.replace(date, '').replace(/^[\s:–—,-]+|[\s:–—,-]+$/g, '')
        : node.text;
      out.push({
        date,
        description: itemTitle(description || node.text, 20),
        snippet: node.text,
        location: locate(node),
        order: node.index * 1000,
        rank: 1,
      });
    }
  }
  return out;
}

/** "Planned release: early October 2017", "ETA: Q3 2026", "Event dates: 12–14 May". */
export function keyValueDates(doc: AnalyzedDocument, labels: Set<string>): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind === 'table' && !underHistory(node)) {
      out.push(...keyValueTableDates(node, labels));
      continue;
    }
    if ((node.kind !== 'item' && node.kind !== 'paragraph') || underHistory(node)) continue;
    if (META_LINE.test(node.text)) continue;
    const kv = splitKeyValue(node.text);
    if (
      !kv ||
      !ROADMAP_ROLES.is(kv.key, 'dateField') ||
      !hasDate(kv.value) ||
      wordCount(kv.value) > 14
    )
      continue;
    const subject = subjectOf(node, labels);
    out.push({
      date: kv.value.replace(/[.;]$/, ''),
      description: subject ? `${subject} – ${kv.key.toLowerCase()}` : kv.key,
      snippet: subject ? `${subject}: ${node.text}` : node.text,
      location: locate(node),
      order: node.index * 1000,
      rank: 2,
    });
  }
  return out;
}

/** The heading a field belongs to: the nearest one that is not itself a field label ("Goals"). */
function subjectOf(node: DocNode, labels: Set<string>): string {
  const section = [...node.headings].reverse().find((h) => !labels.has(labelKey(h.text)));
  return section && section.level > 1 ? section.text : '';
}

/** A two-column table of fields ("| Target date | 15 June 2027 |") under a milestone's heading. */
function keyValueTableDates(node: DocNode, labels: Set<string>): MilestoneCandidate[] {
  const rows = node.rows ?? [];
  if (rows.length === 0 || rows.some((r) => r.filter(Boolean).length > 2)) return [];
  const subject = subjectOf(node, labels);
  const out: MilestoneCandidate[] = [];
  rows.forEach((cells, r) => {
    const [key = '', value = ''] = cells.filter(Boolean).map((c) => c.trim());
    const cleanKey = key.replace(/[*_:]+/g, '').trim();
    if (!ROADMAP_ROLES.is(cleanKey, 'dateField') || !hasDate(value) || wordCount(value) > 14)
      return;
    out.push({
      date: value.replace(/[.;]$/, ''),
      description: subject ? `${subject} – ${cleanKey.toLowerCase()}` : cleanKey,
      snippet: `${subject ? `${subject}: ` : ''}${key} | ${value}`,
      location: locate(node, r),
      order: node.index * 1000 + r,
      rank: 2,
    });
  });
  return out;
}

/**
 * Phase headings dated to a day or a month ("Iteration 2 (20 March – 2 April 2027)"): the date
 * is a milestone of the plan. Quarters and years in a heading only name the phase's period.
 */
export function phaseHeadingDates(phaseHeadings: Set<DocNode>): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const heading of phaseHeadings) {
    const span = firstDateSpan(heading.text);
    if (!span || !isPointDate(span.date)) continue;
    const name = heading.text
      .replace(span.date, '')
      .replace(/\(\s*\)|\[\s*\]/g, '')
      .replace(/^[\s:–—,-]+|[\s:–—,(-]+$/g, '')
      .trim();
    out.push({
      date: span.date,
      description: name || heading.text,
      snippet: heading.text,
      location: locate(heading),
      order: heading.index * 1000,
      rank: 2,
      loose: true,
    });
  }
  return out;
}

/** Headings that are dates ("Month -6: October 2020") and were not taken as phases. */
export function dateHeadings(
  doc: AnalyzedDocument,
  phaseHeadings: Set<DocNode>,
): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const heading of doc.headings) {
    if (phaseHeadings.has(heading) || underHistory(heading) || heading === doc.headings[0])
      continue;
    if (!isDateLike(heading.text)) continue;
    const section = sectionNodes(doc, heading);
    const first =
      section.find((n) => n.kind === 'item') ?? section.find((n) => n.kind === 'paragraph');
    if (!first) continue;
    out.push({
      date: heading.text,
      description: itemTitle(first.text, 20),
      snippet: `${heading.text}: ${first.text}`,
      location: locate(heading),
      order: heading.index * 1000,
      rank: 3,
    });
  }
  return out;
}

const RELEASE_VERB =
  /\b(?:releas\w*|launch\w*|ship\w*|deliver\w*|go(?:es)?[- ]live|available|target\w*|planned|plan to|due (?:on|by|in|date)|deadline|complet\w*|start\w*|begin\w*|finish\w*|kick[- ]?off|graduat\w*|announce\w*|publish\w*|open\w*|deploy\w*|ready)\b/i;

export function sentenceDates(doc: AnalyzedDocument, labels: Set<string>): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'item' && node.kind !== 'paragraph') continue;
    // Cheap tests first: a release verb and a number or a month name must both be there.
    if (!/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(node.text)) continue;
    if (!RELEASE_VERB.test(node.text)) continue;
    if (underHistory(node) || META_LINE.test(node.text)) continue;
    // "Why: … which was released in 2012" explains the plan; it is not one of its dates.
    const field = fieldOf(doc, node, labels);
    const section = node.headings[node.headings.length - 1];
    if (isRationaleField(field) || (section && isRationaleField(labelKey(section.text)))) continue;
    sentences(node.text).forEach((sentence, k) => {
      if (!RELEASE_VERB.test(sentence) || META_LINE.test(sentence)) return;
      const date = findDates(sentence).find((d) => !d.weak);
      if (!date) return;
      out.push({
        date: date.text,
        description: truncate(sentence.replace(/\s+/g, ' ').replace(/\.$/, ''), 160),
        snippet: sentence,
        location: locate(node),
        order: node.index * 1000 + k,
        rank: 4,
      });
    });
  }
  return out;
}
