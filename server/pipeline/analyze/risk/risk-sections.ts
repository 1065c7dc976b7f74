import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { type DocRecord, type RecordField, splitKeyValue } from '../shared/records.js';
import { sentences, stripBrackets, truncate, wordCount } from '../shared/text.js';

/**
 * Risks written as sections rather than tables:
 *  - one heading per threat or risk under a "Threats" / "Attacks" / "Risks" heading (or labelled
 *    "Attack: …", "Threat 2 - …"), with its countermeasure in a "Mitigation: …" line;
 *  - a "Risks and Mitigations" section of paragraphs (a KEP, an RFC, a design document), one
 *    risk per paragraph: its first clause names the risk, the rest of the paragraph mitigates it.
 */
export interface SectionRisk {
  name: string;
  mitigation?: string;
  snippet: string;
  location: string;
  order: number;
}

/** Headings that hold threats or risks (the section, not one risk). */
const RISK_SECTION =
  /\b(?:risks?|threats?|attacks?|hazards?|vulnerabilit(?:y|ies)|security (?:considerations|model)|threat model|failure modes?|abuse cases?|riscos|riesgos|amea[cç]as)\b/i;
const NOT_RISK_SECTION =
  /\b(?:management|process|policy|methodology|framework|matrix|scoring|definitions?|legend|appetite)\b/i;
/** "Attack: …", "Threat 2 - …", "Risk R3. …": a heading that labels itself as one risk. */
const LABEL_PREFIX =
  /^(?:risk|threat|attack|hazard|vulnerability|issue|abuse case|risco|riesgo|amea[cç]a)\s*(?:(?:id\s*)?#?\s*[A-Z]{0,3}-?\d+)?\s*[:\-–—.]\s+/i;
/** Headings inside a threats section that are not threats. */
const NOT_RISK_NAME =
  /^(?:overview|introduction|summary|background|context|scope|assumptions?|mitigations?|countermeasures?|controls?|recommendations?|references?|conclusions?|notes?|appendix|glossary|definitions?|methodology|approach|legend|actors?|assets?|trust (?:model|boundaries)|out of scope|in scope|goals?|non-goals?|risks?|threats?|attacks?|hazards?|next steps|open questions)$/i;
const MITIGATION_LINE =
  /^(?:mitigations?|countermeasures?|controls?|defen[cs]es?|remediations?|response|contingency|safeguards?|prevention|mitiga[cç][aã]o|mitigaci[oó]n)(?:\s*(?:\/|and|&)\s*[\w ]{3,20})?\s*:\s*(.+)$/i;
const MITIGATION_LABEL =
  /^(?:mitigations?|countermeasures?|controls?|defen[cs]es?|remediations?|response|safeguards?|mitiga[cç][aã]o|mitigaci[oó]n)\s*:?$/i;

function cleanHeading(text: string): string {
  return stripBrackets(text)
    .replace(/^\d+(?:\.\d+)*\.?\s+(?=\p{L})/u, '')
    .replace(LABEL_PREFIX, '')
    .replace(/[\s.:;]+$/, '')
    .trim();
}

/** The mitigation stated in a heading's own section, before the next heading. */
function sectionMitigation(nodes: readonly DocNode[], heading: DocNode): string | undefined {
  const parts: string[] = [];
  for (let j = heading.index + 1; j < nodes.length; j++) {
    const node = nodes[j]!;
    if (node.kind === 'heading') break;
    const line = MITIGATION_LINE.exec(node.text);
    if (line) {
      parts.push(line[1]!.trim());
      continue;
    }
    if (node.kind === 'paragraph' && MITIGATION_LABEL.test(node.text)) {
      for (let k = j + 1; k < nodes.length && nodes[k]!.kind !== 'heading'; k++) {
        const next = nodes[k]!;
        if (next.kind === 'paragraph' && k > j + 1 && nodes[k - 1]!.kind === 'item') break;
        parts.push(next.text);
        if (next.kind === 'paragraph') break;
      }
    }
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** One heading per threat or risk, each with its mitigation line. */
export function headedRisks(doc: AnalyzedDocument): SectionRisk[] {
  const out: SectionRisk[] = [];
  const nodes = doc.nodes;
  for (const heading of doc.headings) {
    if (heading === doc.headings[0]) continue;
    const labelled = LABEL_PREFIX.test(heading.text);
    // The title counts too: the sections of a "Threat model" are its threats.
    const underRisks = heading.headings.some(
      (h) => RISK_SECTION.test(h.text) && !NOT_RISK_SECTION.test(h.text),
    );
    if (!labelled && !underRisks) continue;
    const name = cleanHeading(heading.text);
    if (!meaningful(name) || NOT_RISK_NAME.test(name) || wordCount(name) > 14) continue;
    if (!/\p{L}{3}/u.test(name)) continue;
    const mitigation = sectionMitigation(nodes, heading);
    // A heading under "Threats" is a threat only when the section answers it with a mitigation.
    if (!mitigation) continue;
    out.push({
      name,
      mitigation: truncate(mitigation, 600),
      snippet: `${heading.text}: ${mitigation}`,
      location: locate(heading),
      order: heading.index * 1000,
    });
  }
  return out;
}

/** "Risks and Mitigations", "Risks", "Known risks": a heading that is the risks section itself. */
const RISKS_HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:known|key|main|potential|identified|project)\s+)?(?:risks?|threats?|risk (?:log|register|assessment))(?:\s*(?:,|and|&)\s*(?:mitigations?|countermeasures?|contingenc(?:y|ies)|responses?))?$/i;
/** A heading that names a risks section or a part of one, never a single risk. */
export function genericRiskHeading(text: string): boolean {
  const name = cleanHeading(text);
  return RISKS_HEADING.test(name) || NOT_RISK_NAME.test(name) || MITIGATION_LABEL.test(name);
}

/** The clause that names the risk ends before "when …", "because …", "which …". */
const CLAUSE_END =
  /,?\s+(?:when|because|since|which|if|due to|so that|unless|while|as a result of)\s+/i;
/** "The main risk is that …", "Another concern is …": the words before the risk itself. */
const STATED_RISK =
  /^(?:(?:the|one|another|a|our)\s+)?(?:(?:main|biggest|primary|key|major|second|other|final)\s+)?(?:risks?|concerns?|dangers?)\s+(?:here\s+)?(?:is|are|was)\s+(?:that\s+)?/i;
const MITIGATION_START =
  /^(?:mitigation|to mitigate|to reduce|to prevent|to address|this is mitigated|we (?:will|plan|mitigate))/i;

/** The name of a risk stated by a paragraph: its first sentence, cut before a subordinate clause. */
export function statedRiskName(text: string): string {
  const first = (sentences(text)[0] ?? text)
    .replace(/^(?:risk|threat)\s*\d*\s*:\s*/i, '')
    .replace(STATED_RISK, '')
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const cut = CLAUSE_END.exec(first);
  const head = cut && wordCount(first.slice(0, cut.index)) >= 3 ? first.slice(0, cut.index) : first;
  return truncate(head.replace(/[\s.;:,]+$/, ''), 160);
}

/** Paragraphs (or items) of a risks section, one risk each, the rest of each as its mitigation. */
export function riskSectionParagraphs(doc: AnalyzedDocument): SectionRisk[] {
  const out: SectionRisk[] = [];
  for (const heading of doc.headings) {
    if (!RISKS_HEADING.test(heading.text.trim())) continue;
    for (let j = heading.index + 1; j < doc.nodes.length; j++) {
      const node = doc.nodes[j]!;
      if (node.kind === 'heading' || node.kind === 'table') break;
      if (node.kind === 'item' && node.level > 0) continue;
      const parts = sentences(node.text);
      // "There are a few risks:" introduces the risks; it is not one.
      if (wordCount(node.text) < 6 || /:\s*$/.test(node.text)) continue;
      if (MITIGATION_START.test(node.text) && out.length > 0) {
        const last = out[out.length - 1]!;
        last.mitigation = truncate([last.mitigation, node.text].filter(Boolean).join(' '), 600);
        continue;
      }
      // "Stale cache: the format may change … Mitigation: …" names the risk before the colon.
      const labelled = /^([^:]{3,80}):\s+(.+)$/.exec(node.text);
      const named = labelled && wordCount(labelled[1]!) <= 8 ? labelled : null;
      const inlineMitigation = /\b(?:mitigation|countermeasure)s?\s*:\s*(.+)$/i.exec(node.text);
      const rest = inlineMitigation
        ? inlineMitigation[1]!.trim()
        : named
          ? named[2]!.trim()
          : parts.slice(1).join(' ').trim();
      out.push({
        name: named ? named[1]!.trim() : statedRiskName(node.text),
        mitigation: rest ? truncate(rest, 600) : undefined,
        snippet: node.text,
        location: locate(node),
        order: node.index * 1000,
      });
    }
  }
  return out;
}

const RISK_FIELD =
  /\b(?:likelihood|probabilit\w*|impact|severity|consequence|level|rating|priority|mitigat\w*|countermeasures?|contingency|controls?|prevention|safeguards?|response)\b/i;

/** A sentence describing the line before it (longer than it and ending like a sentence). */
function described(next: DocNode | undefined, name: DocNode): boolean {
  return (
    next !== undefined &&
    next.kind !== 'heading' &&
    next.kind !== 'table' &&
    /[.!?]$/.test(next.text) &&
    wordCount(next.text) > wordCount(name.text)
  );
}

/** A line that labels one risk: "Attack: Credential stuffing", "Risk 2 - Supplier insolvency". */
function labelledName(text: string): string | null {
  if (!LABEL_PREFIX.test(text) || wordCount(text) > 16) return null;
  const name = cleanHeading(text);
  return meaningful(name) && /\p{L}{3}/u.test(name) ? name : null;
}

/**
 * Risks written as a name line followed by field lines, with no heading: a bold or short line
 * ("Supplier insolvency") and then "Risk level: High", "Mitigation: …", "Owner: …"; or a label
 * line ("Attack: Credential stuffing"), a description, then "Countermeasure: …". A document
 * without styles (DOC) shows risk headings this way too.
 */
export function namedLineRecords(
  doc: AnalyzedDocument,
  isRoleKey: (key: string) => boolean,
): DocRecord[] {
  const records: DocRecord[] = [];
  const nodes = doc.nodes;
  const roleField = (node: DocNode | undefined) => {
    if (!node || node.kind === 'table' || node.kind === 'heading') return null;
    const field = splitKeyValue(node.text);
    return field && isRoleKey(field.key) ? field : null;
  };
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.kind === 'table' || node.kind === 'heading') continue;
    const labelled = labelledName(node.text);
    const plain =
      !labelled &&
      !node.text.includes(':') &&
      wordCount(node.text) <= 10 &&
      !/[.!?]$/.test(node.text) &&
      (roleField(nodes[i + 1]) !== null ||
        // One description sentence may come between the name and its fields.
        (described(nodes[i + 1], node) && roleField(nodes[i + 2]) !== null));
    if (!labelled && !plain) continue;
    const name = labelled ?? stripBrackets(node.text).replace(/[\s.:;]+$/, '');
    if (genericRiskHeading(name)) continue;
    const fields: RecordField[] = [{ key: 'Risk', value: name }];
    let j = i + 1;
    let skipped = 0;
    for (; j < nodes.length; j++) {
      const next = nodes[j]!;
      if (next.kind === 'heading' || next.kind === 'table' || labelledName(next.text)) break;
      const field = roleField(next);
      if (field) fields.push(field);
      else if (fields.length > 1 || ++skipped > 2) break;
    }
    // An owner or a plan alone could follow any line; a rating or a countermeasure makes a risk.
    if (!fields.slice(1).some((f) => RISK_FIELD.test(f.key))) continue;
    records.push({
      kind: 'keyValueLines',
      fields,
      node,
      location: locate(node),
      snippet: fields.map((f) => `${f.key}: ${f.value}`).join('; '),
    });
    i = j - 1;
  }
  return records;
}
