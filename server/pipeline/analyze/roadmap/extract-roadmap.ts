import { MAX_ITEMS } from '../../../../common/render/constants.js';
import {
  LONG_TEXT_MAX,
  type Milestone,
  NAME_MAX,
  type Phase,
  SHORT_TEXT_MAX,
} from '../../../../common/render/data-schema.js';
import { dedupeBy } from '../shared/candidates.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { EvidenceLog, meaningful } from '../shared/evidence.js';
import { normKey, truncate } from '../shared/text.js';
import { headingPhases, phaseFromHeading } from './roadmap-heading-phases.js';
import { listPhases } from './roadmap-list-phases.js';
import {
  dateHeadings,
  keyValueDates,
  MILESTONE_SECTION,
  milestoneHeadings,
  milestoneSections,
  phaseHeadingDates,
  sentenceDates,
  underHistory,
} from './roadmap-milestones.js';
import { datedTableRows, type MilestoneCandidate, scheduleLines } from './roadmap-schedule.js';
import { areaSections, fieldLabels, labelKey, labelledSections } from './roadmap-sections.js';
import { fromTables } from './roadmap-tables.js';

/**
 * Product roadmap: up to five phases (releases, quarters, stages, Now / Next / Later) with their
 * features, and up to five milestones with their date as written. Tables first, then headings
 * that name phases (the highest heading level with at least two), then list items such as
 * "Phase 2: Beta - …"; failing those, sections that repeat the same field labels or, in a
 * document that calls itself a roadmap, its top-level areas (roadmap-sections.ts). Milestones
 * come from tables and dated schedules (roadmap-schedule.ts), then fields, headings and, last,
 * sentences (roadmap-milestones.ts). Change logs and "last updated" lines are history, not
 * plans, and are skipped. Field labels repeated under each phase ("Goals", "Why") are never
 * phases, features or milestone subjects.
 */
export interface RoadmapExtraction {
  phases: Phase[];
  milestones: Milestone[];
  evidence: EvidenceLog;
  /**
   * Phases and milestones stated outright: tables, lists, headings that name a phase or status,
   * milestone sections and dated fields (not dated headings or loose sentences).
   */
  structured: number;
}

// All together -----------------------------------------------------------------------------------

/** One milestone per description and date, and one per date. */
const dedupeMilestones = (candidates: readonly MilestoneCandidate[]) =>
  dedupeBy(
    candidates,
    (c) => normKey(`${c.date ?? ''} ${c.description}`),
    (c) => (c.date ? normKey(c.date) : ''),
  );

export function extractRoadmap(doc: AnalyzedDocument): RoadmapExtraction {
  const evidence = new EvidenceLog();
  const tables = fromTables(doc);
  let phaseCandidates = tables.phases;
  let phaseHeadings = new Set<DocNode>();
  // Phases that only a date or a version in a heading suggests are weaker evidence.
  let weakPhases = 0;
  const labels = fieldLabels(doc);
  if (phaseCandidates.length < 2) {
    const fromHeadings = headingPhases(doc, labels);
    phaseHeadings = fromHeadings.used;
    weakPhases = fromHeadings.phases.length - fromHeadings.explicit;
    phaseCandidates = [...listPhases(doc), ...fromHeadings.phases].sort(
      (a, b) => a.order - b.order,
    );
  }
  if (phaseCandidates.length === 0) {
    // No phase named as such: sections that repeat the same field labels, else the areas a
    // roadmap written by area is divided into. Weak evidence for the category either way.
    let sections = labelledSections(doc, labels);
    if (sections.length === 0)
      sections = areaSections(
        doc,
        (h) => underHistory(h) || MILESTONE_SECTION.test(h.text) || labels.has(labelKey(h.text)),
      );
    phaseHeadings = new Set(sections);
    weakPhases = sections.length;
    phaseCandidates = sections.map((h) => phaseFromHeading(doc, h, labels));
  }
  const named = dedupeBy(phaseCandidates, (c) => (meaningful(c.name) ? normKey(c.name) : ''));
  const phases: Phase[] = [];
  for (const c of named.slice(0, MAX_ITEMS)) {
    const i = phases.length;
    const phase: Phase = { name: truncate(c.name, NAME_MAX) };
    evidence.add(`phases[${i}].name`, phase.name, c.snippet, c.location);
    const timeline = evidence.keep(`phases[${i}].timeline`, c.timeline, SHORT_TEXT_MAX, c);
    if (timeline) phase.timeline = timeline;
    if (meaningful(c.description)) phase.description = truncate(c.description, LONG_TEXT_MAX);
    if (meaningful(c.status)) phase.status = truncate(c.status, SHORT_TEXT_MAX);
    const features = c.features.filter((f) => meaningful(f)).slice(0, MAX_ITEMS);
    if (evidence.keepList(`phases[${i}].features`, features, c)) phase.features = features;
    phases.push(phase);
  }

  const milestoneCandidates = dedupeMilestones(
    [
      ...tables.milestones,
      ...datedTableRows(doc, underHistory),
      ...scheduleLines(doc, underHistory),
      ...milestoneHeadings(doc),
      ...milestoneSections(doc, phaseHeadings),
      ...keyValueDates(doc, labels),
      ...phaseHeadingDates(phaseHeadings),
      ...dateHeadings(doc, phaseHeadings),
      ...sentenceDates(doc, labels),
    ].sort((a, b) => a.rank - b.rank || a.order - b.order),
  );
  const bestRank = milestoneCandidates[0]?.rank ?? 0;
  const chosen = milestoneCandidates
    // Sentences are a last resort: only when nothing more structured names a date.
    .filter((c) => c.rank < 4 || bestRank >= 3)
    .slice(0, MAX_ITEMS)
    .sort((a, b) => a.order - b.order);
  const milestones: Milestone[] = chosen.map((c, i) => {
    const milestone: Milestone = { description: truncate(c.description, LONG_TEXT_MAX) };
    evidence.add(`milestones[${i}].description`, milestone.description, c.snippet, c.location);
    const date = evidence.keep(`milestones[${i}].date`, c.date, SHORT_TEXT_MAX, c);
    if (date) milestone.date = date;
    return milestone;
  });
  const structured =
    Math.max(0, phases.length - weakPhases) + chosen.filter((c) => c.rank <= 2 && !c.loose).length;
  return { phases, milestones, evidence, structured };
}
