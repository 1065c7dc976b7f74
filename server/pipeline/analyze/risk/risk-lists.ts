import { columnScale, parseRating, type RatingScale } from '../ratings.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { firstSentence, itemTitle, sentences, wordCount } from '../shared/text.js';
import { type Candidate } from './risk-candidate.js';
import { collectItems } from './risk-records.js';
import { statedRiskName } from './risk-sections.js';

/**
 * Risks listed: items introduced as risks ("The risks we identified included:"), the mitigations
 * listed after them, and items that carry their own ratings ("… probability high, impact low").
 */

/** Plural on purpose: "risk" alone is usually a modifier (risk committee, risk owner, risk register). */
const RISK_INTRO = /\b(?:risks|threats|hazards|what could go wrong|concerns)\b/i;
/** "the following risk aspects / areas / categories": what is examined, not the risks. */
const NOT_RISK_LIST =
  /\b(?:risks?|threats?)\s+(?:aspects|areas|categories|types|factors|sources|management|assessment|process|owners?|levels?)\b|\b(?:ways|steps|responsibilities)\b/i;
const MITIGATION_INTRO =
  /\b(?:mitigat\w*|strateg\w*|response|countermeasures?|controls?|actions? we took|we (?:will|took|did))\b/i;
const MITIGATION_LABEL_ITEM =
  /^(?:mitigations?|countermeasures?|controls?|responses?|contingency(?: plans?)?|safeguards?)\s*:?$/i;
const RISK_HEADING =
  /\b(?:risks|threats|hazards|attacks|vulnerabilities|failure modes|risk register|risk log)\b/i;
const NOT_RISK_HEADING =
  /\b(?:management|process|policy|methodology|approach|framework|matrix|scoring|definitions?|legend)\b/i;

/** "The risks we identified … were:" (risks first), not "The strategy to mitigate these risks:". */
function introducesRisks(text: string): boolean {
  const risk = RISK_INTRO.exec(text);
  if (!risk || NOT_RISK_LIST.test(text)) return false;
  const mitigation = MITIGATION_INTRO.exec(text);
  return !mitigation || risk.index < mitigation.index;
}

/** An item's risk: its label or short text, or the first clause of a long item. */
function listedRiskName(text: string): string {
  const title = itemTitle(text, 20);
  return wordCount(title) > 20 || sentences(title).length > 1 ? statedRiskName(title) : title;
}

/** The sentences after the first of a long item (what is done about the risk it states). */
function restOfItem(text: string): string | undefined {
  if (wordCount(itemTitle(text, 20)) <= 20 && sentences(text).length < 2) return undefined;
  const rest = sentences(text).slice(1).join(' ').trim();
  return rest || undefined;
}

/** List items introduced as risks, and the mitigations listed after them. */
export function fromLists(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
  const out: Candidate[] = [];
  const scales = inlineScales(doc, fiveSteps);
  const nodes = doc.nodes;
  for (let i = 0; i < nodes.length; i++) {
    const intro = nodes[i]!;
    const isIntro =
      (intro.kind === 'paragraph' && /:\s*$/.test(intro.text) && introducesRisks(intro.text)) ||
      (intro.kind === 'heading' &&
        RISK_HEADING.test(intro.text) &&
        !NOT_RISK_HEADING.test(intro.text));
    if (!isIntro) continue;
    let items = collectItems(nodes, i + 1);
    // "Countermeasures" as an item of its own (a DOC without list styles) starts the answers.
    const label = items.findIndex((item) => MITIGATION_LABEL_ITEM.test(item.text));
    const answers = label > 0 ? items.slice(label + 1) : [];
    if (label > 0) items = items.slice(0, label);
    if (items.length === 0) continue;
    // Mitigations listed right after ("The strategy we took to mitigate these risks included:").
    const next = nodes[i + 1 + items.length];
    let mitigations: DocNode[] = answers.length === items.length ? answers : [];
    if (
      mitigations.length === 0 &&
      next &&
      next.kind === 'paragraph' &&
      /:\s*$/.test(next.text) &&
      MITIGATION_INTRO.test(next.text) &&
      !introducesRisks(next.text)
    ) {
      mitigations = collectItems(nodes, next.index + 1);
    } else if (
      next &&
      next.kind === 'heading' &&
      /\b(?:mitigations?|countermeasures?|controls?|responses?|contingenc(?:y|ies)|safeguards?)\b/i.test(
        next.text,
      )
    ) {
      // "## Threats" 1, 2, 3 then "## Countermeasures" 1, 2, 3: paired by position.
      const listed = collectItems(nodes, next.index + 1);
      if (listed.length === items.length) mitigations = listed;
    }
    items.forEach((item, k) => {
      const paired =
        mitigations.length === items.length
          ? mitigations[k]!.text
          : mitigations.length > 0 && mitigations.length <= 3
            ? mitigations.map((m) => itemTitle(m.text)).join('; ')
            : undefined;
      const inline = inlineRisk(item, scales);
      out.push(
        inline
          ? { ...inline, mitigation: inline.mitigation ?? paired }
          : {
              name: listedRiskName(item.text),
              mitigation: paired ?? restOfItem(item.text),
              snippet: item.text,
              location: locate(item),
              order: item.index * 1000,
            },
      );
    });
  }
  // Inline lists: "The risks identified included: - A - B - C".
  for (const node of nodes) {
    if (node.kind !== 'paragraph') continue;
    const match = /\b(?:risks?|threats?)\b[^:]{0,120}:\s*-\s+(.+)$/i.exec(node.text);
    if (!match || !introducesRisks(node.text.slice(0, node.text.indexOf(':') + 1))) continue;
    for (const part of match[1]!.split(/\s+-\s+/)) {
      const name = itemTitle(part, 20);
      if (wordCount(name) >= 2) {
        out.push({
          name,
          snippet: node.text,
          location: locate(node),
          order: node.index * 1000 + out.length,
        });
      }
    }
  }
  return out;
}

const INLINE_PROBABILITY =
  /\b(?:probability|likelihood|chance)\s*(?:is|of|:|=|-)?\s*((?:very |fairly |quite )?[a-z]+|\d{1,3}\s?%|[1-5](?:\s*\/\s*5)?)\b/i;
const INLINE_IMPACT =
  /\b(?:impact|severity|consequence)\s*(?:is|of|:|=|-)?\s*((?:very |fairly |quite )?[a-z]+|[1-5](?:\s*\/\s*5)?)\b/i;
const INLINE_MITIGATION =
  /\b(?:mitigation|response|control(?: measures?)?|countermeasures?|safeguards?|action|contingency|plan)[*_]*\s*:\s*[*_]*(.+?)$|\b(?:to mitigate (?:this|it)|mitigation:?|we will|we are|we have)\s+(.+?)$/i;
const INLINE_OWNER = /\(?\bowner\s*[:=-]\s*([^).;,]+)\)?/i;

interface InlineScales {
  probability?: RatingScale;
  impact?: RatingScale;
}

/** The word scale of the ratings written inside a document's list items. */
function inlineScales(doc: AnalyzedDocument, fiveSteps: boolean): InlineScales {
  const written = (pattern: RegExp) =>
    doc.nodes.flatMap((n) => {
      const match = n.kind === 'item' ? pattern.exec(n.text) : null;
      return match ? [match[1]!] : [];
    });
  return {
    probability: columnScale('', written(INLINE_PROBABILITY), fiveSteps),
    impact: columnScale('', written(INLINE_IMPACT), fiveSteps),
  };
}

/**
 * A list item that carries its own ratings or mitigation: "Single-source chips: probability
 * high, impact very high. We are qualifying a second part." / "Funding not confirmed
 * (owner: director). Response: apply to other funders."
 */
function inlineRisk(node: DocNode, scales: InlineScales = {}): Candidate | null {
  const text = node.text;
  const probability = INLINE_PROBABILITY.exec(text);
  const impact = INLINE_IMPACT.exec(text);
  const mitigation = INLINE_MITIGATION.exec(text);
  const owner = INLINE_OWNER.exec(text);
  const p = probability ? parseRating(probability[1]!, scales.probability) : null;
  const i = impact ? parseRating(impact[1]!, scales.impact) : null;
  if (!p && !i && !mitigation && !owner) return null;
  const cut = Math.min(
    ...[probability, impact, owner]
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => m.index),
    mitigation ? mitigation.index : text.length,
    text.length,
  );
  const head = text.slice(0, cut).replace(/[\s,:;(–—-]+$/, '');
  const name = itemTitle(head || text, 20);
  if (!meaningful(name) || wordCount(name) < 1) return null;
  return {
    name: statedRiskName(firstSentence(name, 200).replace(/\.$/, '')),
    probability: p ?? undefined,
    impact: i ?? undefined,
    mitigation: mitigation ? (mitigation[1] ?? mitigation[2])!.trim() : undefined,
    owner: owner ? owner[1]!.trim() : undefined,
    snippet: text,
    location: locate(node),
    order: node.index * 1000,
  };
}

/** Items that rate or mitigate a risk on their own line, wherever they are listed. */
export function fromInlineItems(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
  const out: Candidate[] = [];
  const scales = inlineScales(doc, fiveSteps);
  for (const node of doc.nodes) {
    if (node.kind !== 'item' || node.level !== 0) continue;
    const candidate = inlineRisk(node, scales);
    // Ratings make an item a risk; a mitigation alone does not (that could be any action list).
    if (candidate && (candidate.probability || candidate.impact)) out.push(candidate);
  }
  return out;
}
