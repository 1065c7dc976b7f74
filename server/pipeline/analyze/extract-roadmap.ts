import { MAX_ITEMS } from '../../../common/render/constants.js';
import {
  LONG_TEXT_MAX,
  NAME_MAX,
  SHORT_TEXT_MAX,
  type Milestone,
  type Phase,
} from '../../../common/render/data-schema.js';
import { firstDate, hasDate, isDateLike } from './dates.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate, sectionNodes } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { splitKeyValue, tableView, type TableView } from './records.js';
import {
  DATE_KEY,
  HISTORY,
  MILESTONE_SECTION,
  dateHeadings,
  keyValueDates,
  milestoneHeadings,
  milestoneSections,
  phaseHeadingDates,
  sentenceDates,
  underHistory,
} from './roadmap-milestones.js';
import { datedTableRows, scheduleLines, type MilestoneCandidate } from './roadmap-schedule.js';
import { areaSections, fieldLabels, labelKey, labelledSections } from './roadmap-sections.js';
import { firstSentence, itemTitle, normKey, truncate, wordCount } from './text.js';

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

interface PhaseCandidate {
  name: string;
  timeline?: string;
  description?: string;
  status?: string;
  features: string[];
  snippet: string;
  location: string;
  order: number;
}

const STATUS_WORDS =
  /\b(?:now|next|later|future|shipped|ongoing|backlog|upcoming|planned|in progress|done|completed?|recently|coming(?: up)?|long[- ]term|short[- ]term|mid[- ]term|working on|worked on|currently|exploring|in discovery|researching|in development|delivered|released|icebox|on hold|not started|to ?do|someday|in review|under review|considering|under consideration|horizon)\b/i;
const PHASE_KEYWORD =
  /\b(?:phase|stage|releases?|version|wave|step|sprints?|iterations?|increment|milestone|epic|work ?package|wp\d|mvp|alpha|beta|pilot|launch|ga|general availability|rollout|evt|dvt|pvt)\b/i;
const PERIOD =
  /\b(?:Q[1-4]|H[12]|FY\s?'?\d{2,4})\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:19|20)\d{2}\b|\bmonths?\s*-?\d|\bweeks?\s*\d/i;
const VERSION = /(?:^|\s)v?\d+\.\d+(?:\.\d+)?\b|\bv\d+\b/i;
/** "Six months before", "Event week", "After the launch": time relative to an event. */
const RELATIVE_TIME =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:months?|weeks?|days?)\s+(?:before|after|out|to go|prior|ahead)\b|^(?:after|before) the (?:event|launch|release|conference|go-?live)\b|^(?:event|launch|release|conference) (?:week|day|month)\b|^(?:day|week|month) (?:one|two|three|\d+)\b/i;
const SECTION_ONLY =
  /^(?:(?:summary of (?:the )?|detailed |product |project |high[- ]level |our |the )?(?:phases|stages|milestones?(?: (?:&|and) deliverables)?|roadmap|timeline|releases|plan|overview|deliverables|key dates|goals|objectives|status|current status|introduction|summary|background|scope|resources|notes|team|contacts?|events?))$/i;

/** How much a heading reads as a phase: 2 = phase word or status, 1 = a period or version. */
function phaseScore(text: string): number {
  const t = text.trim();
  if (SECTION_ONLY.test(t.replace(/[:.]$/, '')) || MILESTONE_SECTION.test(t) || HISTORY.test(t))
    return 0;
  if (wordCount(t) > 12) return 0;
  if (/\bmilestone\s*\d/i.test(t)) return 0;
  if (PHASE_KEYWORD.test(t) || STATUS_WORDS.test(t)) return 2;
  // "1.2 Metric spaces" is section numbering, not version 1.2.
  const unnumbered = t.replace(/^\d+(?:\.\d+)*[.)]?\s+(?=\p{L})/u, '');
  if (PERIOD.test(unnumbered) || VERSION.test(unnumbered) || RELATIVE_TIME.test(unnumbered))
    return 1;
  return 0;
}

// Tables -----------------------------------------------------------------------------------------

const PHASE_COLUMN =
  /\b(?:phases?|stages?|releases?|versions?|waves?|steps?|sprints?|iterations?|horizons?|work ?packages?|themes?|name)\b/i;
const WHEN_COLUMN =
  /\b(?:quarters?|periods?|dates?|timeline|timeframe|when|months?|target|deadline|due|eta|start|end|duration|schedule)\b/i;
const CONTENT_COLUMN =
  /\b(?:features?|deliverables?|goals?|scope|description|items?|objectives?|key|outputs?|what|content|epics?|capabilities|initiatives?|focus|success criteria|audience)\b/i;
const MILESTONE_COLUMN = /\b(?:milestones?|events?|deliverables?)\b/i;
const STATUS_COLUMN = /\bstatus\b/i;

function columnOf(view: TableView, pattern: RegExp, exclude: number[] = []): number | undefined {
  const index = view.header.findIndex((h, i) => !exclude.includes(i) && pattern.test(h));
  return index >= 0 ? index : undefined;
}

function fromTables(doc: AnalyzedDocument): {
  phases: PhaseCandidate[];
  milestones: MilestoneCandidate[];
} {
  const phases: PhaseCandidate[] = [];
  const milestones: MilestoneCandidate[] = [];
  for (const node of doc.tables) {
    if (underHistory(node)) continue;
    const view = tableView(node);
    if (!view) continue;
    const board = boardColumns(node, view);
    if (board.length >= 2) {
      phases.push(...board);
      continue;
    }
    const when = columnOf(view, WHEN_COLUMN);
    const milestone = columnOf(view, MILESTONE_COLUMN, when === undefined ? [] : [when]);
    const phase = columnOf(
      view,
      PHASE_COLUMN,
      [when, milestone].filter((c): c is number => c !== undefined),
    );
    const content = columnOf(
      view,
      CONTENT_COLUMN,
      [when, milestone, phase].filter((c): c is number => c !== undefined),
    );
    const status = columnOf(view, STATUS_COLUMN);
    const datedRows =
      when === undefined
        ? 0
        : view.rows.filter((r) => hasDate(r[when] ?? '') || /\d/.test(r[when] ?? '')).length;
    if (
      milestone !== undefined &&
      when !== undefined &&
      phase === undefined &&
      datedRows >= view.rows.length / 2
    ) {
      view.rows.forEach((cells, r) => {
        const description = cells[milestone]?.trim();
        if (!meaningful(description)) return;
        milestones.push({
          date: cells[when]?.trim() || undefined,
          description:
            content !== undefined && cells[content]
              ? `${description}: ${cells[content]}`
              : description,
          snippet: cells.filter(Boolean).join(' | '),
          location: locate(node, r + 1),
          order: node.index * 1000 + r,
          rank: 0,
        });
      });
      continue;
    }
    const nameColumn = phase ?? (when !== undefined && datedRows >= 2 ? when : undefined);
    if (
      nameColumn === undefined ||
      (content === undefined && when === undefined && status === undefined)
    )
      continue;
    view.rows.forEach((cells, r) => {
      const name = cells[nameColumn]?.trim();
      if (!meaningful(name)) return;
      const timeline = when !== undefined && when !== nameColumn ? cells[when]?.trim() : undefined;
      phases.push({
        name,
        timeline: meaningful(timeline) ? timeline : nameColumn === when ? undefined : undefined,
        status: status !== undefined && meaningful(cells[status]) ? cells[status] : undefined,
        features: content !== undefined ? splitFeatures(cells[content] ?? '') : [],
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, r + 1),
        order: node.index * 1000 + r,
      });
    });
  }
  return { phases, milestones };
}

/**
 * A board: every column header is a status or a period ("| Now | Next | Later |",
 * "| Q1 2027 | Q2 2027 |"), and the cells below are its items.
 */
function boardColumns(node: DocNode, view: TableView): PhaseCandidate[] {
  const headers = view.header.map((h) => h.trim());
  const role = [PHASE_COLUMN, WHEN_COLUMN, CONTENT_COLUMN, MILESTONE_COLUMN, STATUS_COLUMN];
  if (
    headers.length < 2 ||
    headers.some(
      (h) => !h || phaseScore(h) === 0 || wordCount(h) > 6 || role.some((r) => r.test(h)),
    )
  )
    return [];
  // A column of dates makes the table a schedule, not a board.
  const datedColumn = headers.some(
    (_, c) => view.rows.filter((r) => isDateLike(r[c] ?? '')).length * 2 > view.rows.length,
  );
  if (datedColumn) return [];
  return headers.map((name, c) => {
    const features = view.rows.flatMap((r) => splitFeatures(r[c] ?? '')).slice(0, 20);
    return {
      name,
      features,
      snippet: `${name}: ${features.join(' · ')}`,
      location: locate(node, 0),
      order: node.index * 1000 + c,
    };
  });
}

function splitFeatures(value: string): string[] {
  return value
    .split(/\s*(?:[;•·]|,(?![^(]*\))(?!\s*\d))\s*/)
    .map((f) => f.trim())
    .filter((f) => meaningful(f));
}

// Headings ---------------------------------------------------------------------------------------

const META_KEY =
  /^(?:lead|leads|owner|owners|contact|location|team|assignee|links?|issues?|docs?|design thread|discussions?|status|priority|who|kanban board|goal|goals|what|why|how|business outcome|business impact|measure of success|note|notes)$/i;

function phaseFromHeading(
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
      const column = view ? (columnOf(view, CONTENT_COLUMN) ?? 0) : 0;
      for (const row of view?.rows ?? []) {
        const cell = row[column]?.trim();
        if (meaningful(cell) && !isDateLike(cell)) candidate.features.push(truncate(cell, 120));
      }
    }
    if (node.kind === 'heading' || node.kind === 'table') continue;
    const kv = splitKeyValue(node.text);
    if (kv && DATE_KEY.test(kv.key) && hasDate(kv.value)) {
      candidate.timeline ??= kv.value;
      continue;
    }
    if (kv && META_KEY.test(kv.key)) continue;
    if (node.kind === 'item' && node.level === 0 && children.length < 2) {
      const title = itemTitle(node.text, 16);
      if (meaningful(title) && !META_KEY.test(title)) candidate.features.push(truncate(title, 120));
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

function headingPhases(
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

// Lists ------------------------------------------------------------------------------------------

const LIST_PHASE =
  /^(?:(?:phase|stage|step|wave|release|sprint|iteration|part|wp|work ?package)\s*[\dIVX]+\b|[A-Z]{2,6}\s+[-–—]\s+\S|(?:now|next|later|alpha|beta|mvp|pilot|ga)\b)/i;
const PHASE_INTRO =
  /\b(?:phases?|stages?|steps|waves?|releases?|work packages?|plan|roadmap|timeline)\b/i;

function listPhases(doc: AnalyzedDocument): PhaseCandidate[] {
  const out: PhaseCandidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'item' || node.level !== 0 || underHistory(node)) continue;
    if (!LIST_PHASE.test(node.text)) continue;
    const section = node.headings[node.headings.length - 1];
    const previous = doc.nodes[node.index - 1];
    const introduced =
      (section && PHASE_INTRO.test(section.text)) ||
      (previous && previous.kind === 'paragraph' && PHASE_INTRO.test(previous.text)) ||
      /^(?:phase|stage|wave|step|release|sprint|wp|work ?package)\s*[\dIVX]/i.test(node.text);
    if (!introduced) continue;
    out.push(listPhase(node));
  }
  return out.length >= 2 ? out : [];
}

/** "Phase 1: Name (Done) - what it brings" / "ADMIN - Administration - 1 month" / "Wave 2 (Q2): …". */
function listPhase(node: DocNode): PhaseCandidate {
  const text = node.text;
  let name = text;
  let description: string | undefined;
  const dash = text.split(/\s+[-–—]\s+/);
  const colon =
    /^((?:phase|stage|step|wave|release|sprint|iteration|part|wp|work ?package)\s*[\dIVX]+[^:]*?):\s*(.+)$/i.exec(
      text,
    );
  if (dash.length >= 2 && /^[A-Z]{2,6}$/.test(dash[0]!.trim())) {
    // "ADMIN - Administration Legal setup - 1 month"
    name = `${dash[0]!.trim()} - ${dash[1]!.trim()}`;
    description = dash.slice(2).join(' - ') || undefined;
  } else if (dash.length >= 2 && wordCount(dash[0]!) <= 12) {
    name = dash[0]!.trim();
    description = dash.slice(1).join(' - ');
  } else if (colon) {
    const rest = colon[2]!;
    name = wordCount(rest) <= 6 ? `${colon[1]}: ${rest}` : colon[1]!;
    description = wordCount(rest) > 6 ? rest : undefined;
  }
  const timeline =
    /\(([^)]*(?:month|week|year|Q[1-4]|\d{4}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[^)]*)\)/i.exec(
      name,
    )?.[1] ??
    (description && /^\d+(?:\s*[-–]\s*\d+)?\s+(?:months?|weeks?|days?|years?)\b/i.test(description)
      ? description
      : undefined);
  const status =
    /\((done|completed?|in progress|alpha(?: released)?|beta|later|planned|next|now|shipped|released)[^)]*\)/i.exec(
      name,
    )?.[1];
  return {
    name: itemTitle(name.replace(/\s*[:–—-]\s*$/, ''), 16),
    description:
      description && description !== timeline ? firstSentence(description, 200) : undefined,
    timeline,
    status,
    features: [],
    snippet: text,
    location: locate(node),
    order: node.index * 1000,
  };
}

// All together -----------------------------------------------------------------------------------

function dedupeMilestones(candidates: MilestoneCandidate[]): MilestoneCandidate[] {
  const seen = new Set<string>();
  const dates = new Set<string>();
  return candidates.filter((c) => {
    const key = normKey(`${c.date ?? ''} ${c.description}`);
    const date = c.date ? normKey(c.date) : '';
    if (seen.has(key) || (date && dates.has(date))) return false;
    seen.add(key);
    if (date) dates.add(date);
    return true;
  });
}

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
  const seen = new Set<string>();
  const phases: Phase[] = [];
  for (const c of phaseCandidates) {
    const key = normKey(c.name);
    if (!meaningful(c.name) || seen.has(key) || phases.length >= MAX_ITEMS) continue;
    seen.add(key);
    const i = phases.length;
    const phase: Phase = { name: truncate(c.name, NAME_MAX) };
    evidence.add(`phases[${i}].name`, phase.name, c.snippet, c.location);
    if (meaningful(c.timeline)) {
      phase.timeline = truncate(c.timeline, SHORT_TEXT_MAX);
      evidence.add(`phases[${i}].timeline`, phase.timeline, c.snippet, c.location);
    }
    if (meaningful(c.description)) phase.description = truncate(c.description, LONG_TEXT_MAX);
    if (meaningful(c.status)) phase.status = truncate(c.status, SHORT_TEXT_MAX);
    const features = c.features.filter((f) => meaningful(f)).slice(0, MAX_ITEMS);
    if (features.length > 0) {
      phase.features = features;
      evidence.add(`phases[${i}].features`, features.join(' · '), c.snippet, c.location);
    }
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
    if (meaningful(c.date)) {
      milestone.date = truncate(c.date, SHORT_TEXT_MAX);
      evidence.add(`milestones[${i}].date`, milestone.date, c.snippet, c.location);
    }
    return milestone;
  });
  const structured =
    Math.max(0, phases.length - weakPhases) + chosen.filter((c) => c.rank <= 2 && !c.loose).length;
  return { phases, milestones, evidence, structured };
}
