import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { firstSentence, itemTitle, wordCount } from '../shared/text.js';
import { underHistory } from './roadmap-milestones.js';
import { type PhaseCandidate } from './roadmap-phases.js';

/** Phases listed as items: "Phase 2: Beta - …", "ADMIN - Administration - 1 month", "Wave 2 (Q2): …". */

const LIST_PHASE =
  /^(?:(?:phase|stage|step|wave|release|sprint|iteration|part|wp|work ?package)\s*[\dIVX]+\b|[A-Z]{2,6}\s+[-–—]\s+\S|(?:now|next|later|alpha|beta|mvp|pilot|ga)\b)/i;
const PHASE_INTRO =
  /\b(?:phases?|stages?|steps|waves?|releases?|work packages?|plan|roadmap|timeline)\b/i;

export function listPhases(doc: AnalyzedDocument): PhaseCandidate[] {
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
