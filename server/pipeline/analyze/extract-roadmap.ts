import { MAX_ITEMS } from '../../../common/render/constants.js';
import {
  LONG_TEXT_MAX,
  NAME_MAX,
  SHORT_TEXT_MAX,
  type Milestone,
  type Phase,
} from '../../../common/render/data-schema.js';
import { findDates, firstDate, hasDate, isDateLike } from './dates.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate, sectionNodes } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { splitKeyValue, tableView, type TableView } from './records.js';
import { firstSentence, itemTitle, normKey, sentences, truncate, wordCount } from './text.js';

/**
 * Product roadmap: up to five phases (releases, quarters, stages, Now / Next / Later) with their
 * features, and up to five milestones with their date as written. Tables first, then headings
 * that name phases (the highest heading level with at least two), then list items such as
 * "Phase 2: Beta - …", then sentences with a date and a release verb. Change logs and
 * "last updated" lines are history, not plans, and are skipped.
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

interface MilestoneCandidate {
  date?: string;
  description: string;
  snippet: string;
  location: string;
  order: number;
  /** Lower is better. */
  rank: number;
}

const HISTORY =
  /\b(?:change ?log|changes|release notes|version history|revision history|document history|history|previous releases)\b/i;
const META_LINE =
  /^(?:last\s+)?(?:updated|published|posted|written|created|revised|modified|date of issue)\b/i;

const STATUS_WORDS =
  /\b(?:now|next|later|future|shipped|ongoing|backlog|upcoming|planned|in progress|done|completed?|recently|coming(?: up)?|long[- ]term|short[- ]term|mid[- ]term|working on|exploring|considering|under consideration|horizon)\b/i;
const PHASE_KEYWORD =
  /\b(?:phase|stage|release|version|wave|step|sprint|iteration|increment|milestone|epic|work ?package|wp\d|mvp|alpha|beta|pilot|launch|ga|general availability|rollout|evt|dvt|pvt)\b/i;
const PERIOD =
  /\b(?:Q[1-4]|H[12]|FY\s?'?\d{2,4})\b|\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:19|20)\d{2}\b|\bmonths?\s*-?\d|\bweeks?\s*\d/i;
const VERSION = /(?:^|\s)v?\d+\.\d+(?:\.\d+)?\b|\bv\d+\b/i;
/** "Six months before", "Event week", "After the launch": time relative to an event. */
const RELATIVE_TIME =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:months?|weeks?|days?)\s+(?:before|after|out|to go|prior|ahead)\b|^(?:after|before) the (?:event|launch|release|conference|go-?live)\b|^(?:event|launch|release|conference) (?:week|day|month)\b|^(?:day|week|month) (?:one|two|three|\d+)\b/i;
const SECTION_ONLY =
  /^(?:(?:summary of (?:the )?|detailed |product |project |high[- ]level |our |the )?(?:phases|stages|milestones?(?: (?:&|and) deliverables)?|roadmap|timeline|releases|plan|overview|deliverables|key dates|goals|objectives|status|current status|introduction|summary|background|scope|resources|notes|team|contacts?|events?))$/i;
const MILESTONE_SECTION =
  /\b(?:milestones?|key dates|deliverables|deadlines|important dates|timeline of events)\b/i;

function underHistory(node: DocNode): boolean {
  return (
    node.headings.some((h) => HISTORY.test(h.text)) ||
    (node.kind === 'heading' && HISTORY.test(node.text))
  );
}

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

function splitFeatures(value: string): string[] {
  return value
    .split(/\s*(?:[;•·]|,(?![^(]*\))(?!\s*\d))\s*/)
    .map((f) => f.trim())
    .filter((f) => meaningful(f));
}

// Headings ---------------------------------------------------------------------------------------

const META_KEY =
  /^(?:lead|leads|owner|owners|contact|location|team|assignee|links?|issues?|docs?|design thread|discussions?|status|priority|who|kanban board|goal|goals|what|why|how|business outcome|business impact|measure of success|note|notes)$/i;
const DATE_KEY =
  /^(?:planned (?:release|date|launch|start)|release(?: date)?|eta|target(?: date| release)?|due(?: date)?|deadline|launch(?: date)?|go-?live|completed|done|shipped|planned|date|dates|when|start(?: date)?|end(?: date)?|event dates?|delivery|(?:part \d+ )?completed)$/i;

function phaseFromHeading(doc: AnalyzedDocument, heading: DocNode): PhaseCandidate {
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
  const children = nodes.filter((n) => n.kind === 'heading' && n.level === heading.level + 1);
  if (children.length >= 2) candidate.features.push(...children.map((c) => truncate(c.text, 120)));
  for (const node of nodes) {
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

function headingPhases(doc: AnalyzedDocument): {
  phases: PhaseCandidate[];
  used: Set<DocNode>;
  /** How many of them name a phase or a status outright ("Beta release", "Next"). */
  explicit: number;
} {
  const byLevel = new Map<number, DocNode[]>();
  for (const heading of doc.headings) {
    if (heading === doc.headings[0] && heading.level === 1) continue;
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
  const headings = group[1].length >= 2 ? group[1] : byLevel.get(level)!;
  // … plus status sections beside that parent ("Ongoing initiatives", "Future work").
  const parent = group[0];
  if (group[1].length >= 2 && parent) {
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
    phases: headings.map((h) => phaseFromHeading(doc, h)),
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

// Milestones -------------------------------------------------------------------------------------

function milestoneHeadings(doc: AnalyzedDocument): MilestoneCandidate[] {
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

function milestoneSections(
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
function keyValueDates(doc: AnalyzedDocument): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const node of doc.nodes) {
    if ((node.kind !== 'item' && node.kind !== 'paragraph') || underHistory(node)) continue;
    if (META_LINE.test(node.text)) continue;
    const kv = splitKeyValue(node.text);
    if (!kv || !DATE_KEY.test(kv.key) || !hasDate(kv.value) || wordCount(kv.value) > 14) continue;
    const section = node.headings[node.headings.length - 1];
    const subject = section && section.level > 1 ? section.text : '';
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

/** Headings that are dates ("Month -6: October 2020") and were not taken as phases. */
function dateHeadings(doc: AnalyzedDocument, phaseHeadings: Set<DocNode>): MilestoneCandidate[] {
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

function sentenceDates(doc: AnalyzedDocument): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'item' && node.kind !== 'paragraph') continue;
    // Cheap tests first: a release verb and a number or a month name must both be there.
    if (!/\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(node.text)) continue;
    if (!RELEASE_VERB.test(node.text)) continue;
    if (underHistory(node) || META_LINE.test(node.text)) continue;
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
  if (phaseCandidates.length < 2) {
    const fromHeadings = headingPhases(doc);
    phaseHeadings = fromHeadings.used;
    weakPhases = fromHeadings.phases.length - fromHeadings.explicit;
    phaseCandidates = [...listPhases(doc), ...fromHeadings.phases].sort(
      (a, b) => a.order - b.order,
    );
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
      ...milestoneHeadings(doc),
      ...milestoneSections(doc, phaseHeadings),
      ...keyValueDates(doc),
      ...dateHeadings(doc, phaseHeadings),
      ...sentenceDates(doc),
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
    Math.max(0, phases.length - weakPhases) + chosen.filter((c) => c.rank <= 2).length;
  return { phases, milestones, evidence, structured };
}
