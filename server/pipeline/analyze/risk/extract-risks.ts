import { MAX_ITEMS } from '../../../../common/render/constants.js';
import { LONG_TEXT_MAX, type Risk, SHORT_TEXT_MAX } from '../../../../common/render/data-schema.js';
import { dedupeBy, groupQuality } from '../shared/candidates.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { EvidenceLog } from '../shared/evidence.js';
import { normKey, truncate } from '../shared/text.js';
import { type Candidate } from './risk-candidate.js';
import { fromRecords } from './risk-fields.js';
import { fromInlineItems, fromLists } from './risk-lists.js';
import { fromSentences, fromThreatProse } from './risk-prose.js';
import { hasFiveSteps } from './risk-records.js';
import { headedRisks, riskSectionParagraphs } from './risk-sections.js';
import { fromTables } from './risk-tables.js';

/**
 * Risk analysis: up to five risks with probability and impact on 1–5, mitigation and owner.
 * Tables first (a risk register, one risk per row, or one key/value table per risk; a threat
 * table), then key/value lines and labelled sections ("Likelihood: High"; "Scenario / Impact /
 * Mitigation" under a threat heading; a heading per attack with its countermeasure), then lists
 * introduced as risks ("The risks we identified included: …"), then the paragraphs of a "Risks
 * and Mitigations" section, then sentences that state a risk ("There is a risk that …").
 * Each source has its file (risk-tables, risk-fields, risk-lists, risk-prose); column roles are
 * in risk-roles.ts, record shapes in risk-records.ts, sections in risk-sections.ts, word scales
 * in common/categories/risk-analysis/rating-words.ts.
 */
export interface RiskExtraction {
  risks: Risk[];
  evidence: EvidenceLog;
  /** How many risks came from tables, records or introduced lists (not loose sentences). */
  structured: number;
}

// Choice -----------------------------------------------------------------------------------------

/** Ratings weigh most: a register that rates its risks beats one that only lists them. */
const quality = (group: readonly Candidate[]) =>
  groupQuality(group, { probability: 1, impact: 1, mitigation: 0.5, owner: 0.5 });

/** The best source wins: tables and records, else introduced lists, else sentences. */
function chooseCandidates(doc: AnalyzedDocument): { candidates: Candidate[]; structured: boolean } {
  const fiveSteps = hasFiveSteps(doc);
  const tables = fromTables(doc, fiveSteps);
  const records = fromRecords(doc, fiveSteps);
  // Records and headed sections are both one risk per section: read together, in order.
  const sections = [...records, ...headedRisks(doc)].sort((a, b) => a.order - b.order);
  const sources: Candidate[][] = [...tables, sections, fromInlineItems(doc, fiveSteps)].filter(
    (g) => g.length > 0,
  );
  if (sources.length > 0) {
    const perItem = (g: readonly Candidate[]) => quality(g) / g.length;
    const best = sources.reduce((a, b) =>
      perItem(b) > perItem(a) + 0.5 ||
      (Math.abs(perItem(b) - perItem(a)) <= 0.5 && quality(b) > quality(a))
        ? b
        : a,
    );
    return { candidates: dedupe(best), structured: true };
  }
  const lists = fromLists(doc, fiveSteps);
  if (lists.length > 0) return { candidates: dedupe(lists), structured: true };
  const section = riskSectionParagraphs(doc);
  if (section.length > 0) return { candidates: dedupe(section), structured: false };
  const stated = fromSentences(doc);
  if (stated.length > 0) return { candidates: dedupe(stated), structured: false };
  return { candidates: dedupe(fromThreatProse(doc)), structured: false };
}

/** One candidate per risk name. */
const dedupe = (candidates: readonly Candidate[]) => dedupeBy(candidates, (c) => normKey(c.name));

/** Most severe first when rated (probability × impact), document order otherwise. */
function pickTop(candidates: Candidate[]): Candidate[] {
  const rated = candidates.some((c) => c.probability || c.impact);
  if (!rated) return candidates.slice(0, MAX_ITEMS);
  const severity = (c: Candidate) =>
    (c.probability?.value ?? 0) * (c.impact?.value ?? 0) +
    ((c.probability?.value ?? 0) + (c.impact?.value ?? 0)) / 100;
  return [...candidates]
    .sort((a, b) => severity(b) - severity(a) || a.order - b.order)
    .slice(0, MAX_ITEMS);
}

export function extractRisks(doc: AnalyzedDocument): RiskExtraction {
  const evidence = new EvidenceLog();
  const { candidates, structured } = chooseCandidates(doc);
  const chosen = pickTop(candidates);
  const risks: Risk[] = chosen.map((c, i) => {
    const field = `risks[${i}]`;
    const name = truncate(c.name, 200);
    evidence.add(`${field}.name`, name, c.snippet, c.location);
    const risk: Risk = { name };
    if (c.probability) {
      risk.probability = c.probability.value;
      evidence.add(
        `${field}.probability`,
        c.probability.value,
        c.snippet,
        c.location,
        c.probability.note,
      );
    }
    if (c.impact) {
      risk.impact = c.impact.value;
      evidence.add(`${field}.impact`, c.impact.value, c.snippet, c.location, c.impact.note);
    }
    const mitigation = evidence.keep(`${field}.mitigation`, c.mitigation, LONG_TEXT_MAX, c);
    if (mitigation) risk.mitigation = mitigation;
    const owner = evidence.keep(`${field}.owner`, c.owner, SHORT_TEXT_MAX, c);
    if (owner) risk.owner = owner;
    return risk;
  });
  return { risks, evidence, structured: structured ? candidates.length : 0 };
}
