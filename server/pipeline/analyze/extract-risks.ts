import { MAX_ITEMS } from '../../../common/render/constants.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, type Risk } from '../../../common/render/data-schema.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { columnScale, parseRating, type Rating, type RatingScale } from './ratings.js';
import {
  isImpactKey,
  isOverallKey,
  isOwnerKey,
  isProbabilityKey,
  mitigationScore,
  ID_PREFIX,
  nameScore,
  STRATEGY_WORD,
  tableRoles,
} from './risk-roles.js';
import {
  collectItems,
  hasFiveSteps,
  isRoleKey,
  joinContinuedRows,
  overallRating,
  ratingLineRecords,
  rotatedHeaderView,
  splitRepeated,
} from './risk-records.js';
import {
  genericRiskHeading,
  headedRisks,
  namedLineRecords,
  riskSectionParagraphs,
  statedRiskName,
} from './risk-sections.js';
import {
  lineRecords,
  tableRecords,
  tableView,
  type DocRecord,
  type RecordField,
} from './records.js';
import { firstSentence, itemTitle, sentences, stripBrackets, truncate, wordCount } from './text.js';

/**
 * Risk analysis: up to five risks with probability and impact on 1–5, mitigation and owner.
 * Tables first (a risk register, one risk per row, or one key/value table per risk; a threat
 * table), then key/value lines and labelled sections ("Likelihood: High"; "Scenario / Impact /
 * Mitigation" under a threat heading; a heading per attack with its countermeasure), then lists
 * introduced as risks ("The risks we identified included: …"), then the paragraphs of a "Risks
 * and Mitigations" section, then sentences that state a risk ("There is a risk that …").
 * Column roles are in risk-roles.ts, record shapes in risk-records.ts, sections in
 * risk-sections.ts, word scales in rating-words.ts.
 */
export interface RiskExtraction {
  risks: Risk[];
  evidence: EvidenceLog;
  /** How many risks came from tables, records or introduced lists (not loose sentences). */
  structured: number;
}

interface Candidate {
  name: string;
  probability?: Rating;
  impact?: Rating;
  mitigation?: string;
  owner?: string;
  snippet: string;
  location: string;
  /** Order in the document, to keep it among equally severe risks. */
  order: number;
}

// Sources ----------------------------------------------------------------------------------------

function fromTables(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[][] {
  const groups: Candidate[][] = [];
  for (const node of doc.tables) {
    const table = tableView(node) ?? rotatedHeaderView(node);
    if (!table) continue;
    const view = { header: table.header, rows: joinContinuedRows(table.rows) };
    const roles = tableRoles(view.header, view.rows, fiveSteps);
    const riskWords = view.header.some((h) =>
      /risk|threat|hazard|failure|attack|compromise|vulnerab|risco|riesgo|falha|fallo|amea[cç]a|perigo/i.test(
        h,
      ),
    );
    const supporting = [
      roles.probability,
      roles.impact,
      roles.overall,
      roles.mitigation,
      roles.owner,
      riskWords ? roles.describes : undefined,
    ].filter((r) => r !== undefined).length;
    if (roles.name === undefined || supporting === 0) continue;
    if (!riskWords && supporting < 2) continue;
    const scales = {
      probability: scaleOf(view, roles.probability, fiveSteps),
      impact: scaleOf(view, roles.impact, fiveSteps),
      overall: scaleOf(view, roles.overall, fiveSteps),
    };
    const group: Candidate[] = [];
    const idMerged = roles.name !== undefined && ID_PREFIX.test(view.header[roles.name]!.trim());
    view.rows.forEach((cells, i) => {
      let name = cellText(cells, roles.name);
      if (name && idMerged) name = name.replace(/^[A-Z]{0,3}[-\s]?\d{1,4}[.)]?\s+/, '');
      if (!meaningful(name) || !/\p{L}{3}/u.test(name) || name.length < 4) return;
      const level =
        roles.overall !== undefined
          ? overallRating(rating(cells, roles.overall, scales.overall), cells[roles.overall]!)
          : undefined;
      group.push({
        name: riskName(name),
        probability: level ?? rating(cells, roles.probability, scales.probability),
        impact: level ?? rating(cells, roles.impact, scales.impact),
        mitigation: cellText(cells, roles.mitigation),
        owner: cellText(cells, roles.owner),
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, i + 1),
        order: node.index * 1000 + i,
      });
    });
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

function scaleOf(
  view: { header: string[]; rows: string[][] },
  column: number | undefined,
  fiveSteps: boolean,
): RatingScale | undefined {
  if (column === undefined) return undefined;
  return columnScale(
    view.header[column]!,
    view.rows.map((r) => r[column] ?? ''),
    fiveSteps,
  );
}

function cellText(cells: string[], column?: number): string | undefined {
  if (column === undefined) return undefined;
  const value = stripBrackets(cells[column] ?? '');
  return meaningful(value) ? value : undefined;
}

function rating(
  cells: string[],
  column: number | undefined,
  scale?: RatingScale,
): Rating | undefined {
  if (column === undefined) return undefined;
  return parseRating(cells[column] ?? '', scale) ?? undefined;
}

const ID_ONLY =
  /^(?:(?:risk|threat|hazard)\s*(?:id|no\.?|#)?\s*[:#-]?\s*)?[A-Z]{0,3}[-\s]?\d{1,4}$/i;

function fieldOf(record: DocRecord, test: (key: string) => boolean): RecordField | undefined {
  return record.fields.find((f) => test(f.key.trim()));
}

/** "Risk 3: Data loss - backups fail" → "Data loss"; "[Late delivery - …]" → "Late delivery". */
function riskName(text: string): string {
  const withoutId = text
    .replace(/^(?:risk|threat|hazard)\s*(?:id\s*)?[#:]?\s*[A-Z]{0,2}\d+\s*[-:–—.)]\s*/i, '')
    // Section numbers of a heading: "5.3.4 Scope creep".
    .replace(/^\d+(?:\.\d+)+\.?\s+(?=\p{L})/u, '');
  return itemTitle(withoutId || text, 20);
}

function fromRecords(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
  const named = namedLineRecords(doc, isRoleKey);
  const namedValues = new Set(named.flatMap((r) => r.fields.map((f) => f.value)));
  const records = [
    ...tableRecords(doc)
      .filter((r) => r.kind === 'keyValueTable')
      .flatMap(splitRepeated),
    ...ratingLineRecords(doc),
    ...named,
    // Lines already read as named risks are not read again as one record of their section.
    ...lineRecords(doc).filter(
      (r) => r.fields.filter((f) => namedValues.has(f.value)).length < r.fields.length / 2,
    ),
  ];
  const probabilityOf = (r: DocRecord) => fieldOf(r, isProbabilityKey);
  const impactOf = (r: DocRecord) => fieldOf(r, isImpactKey);
  const overallOf = (r: DocRecord) =>
    r.fields.find((f) => isOverallKey(f.key) && parseRating(stripBrackets(f.value), 'five'));
  // The document's own scale per dimension (low / medium / high alone is a three-step scale).
  const scaleFor = (pick: (r: DocRecord) => RecordField | undefined) =>
    columnScale(
      '',
      records.flatMap((r) => {
        const f = pick(r);
        return f ? [stripBrackets(f.value)] : [];
      }),
      fiveSteps,
    );
  const scales = {
    probability: scaleFor(probabilityOf),
    impact: scaleFor(impactOf),
    overall: scaleFor(overallOf),
  };
  const out: Candidate[] = [];
  for (const record of records) {
    const probabilityField = probabilityOf(record);
    const impactField = impactOf(record);
    let probability = probabilityField
      ? parseRating(stripBrackets(probabilityField.value), scales.probability)
      : null;
    let impact = impactField ? parseRating(stripBrackets(impactField.value), scales.impact) : null;
    const overallField = !probabilityField && !impactField ? overallOf(record) : undefined;
    if (overallField) {
      const level = overallRating(
        parseRating(stripBrackets(overallField.value), scales.overall),
        overallField.value,
      );
      probability = level ?? null;
      impact = level ?? null;
    }
    const mitigationField = [...record.fields]
      .filter((f) => mitigationScore(f.key) > 0 && !STRATEGY_WORD.test(stripBrackets(f.value)))
      .sort((a, b) => mitigationScore(b.key) - mitigationScore(a.key))[0];
    const ownerField =
      fieldOf(record, (k) => isOwnerKey(k) && !/accountable/i.test(k)) ??
      fieldOf(record, isOwnerKey);
    const nameField = [...record.fields]
      .filter((f) => nameScore(f.key) > 0)
      .sort((a, b) => nameScore(b.key) - nameScore(a.key))[0];
    // "Risks and Mitigations" or "Threats" is the section, not the name of one risk.
    const title =
      record.title &&
      !ID_ONLY.test(record.title.replace(/^risk\s*id\s*:?\s*/i, '')) &&
      !genericRiskHeading(record.title)
        ? record.title
        : undefined;
    // A heading naming the risk beats a "Threat" or "Scenario" field; "Risk description" beats it.
    const name =
      nameField && (nameScore(nameField.key) >= 3 || !title)
        ? stripBrackets(nameField.value)
        : title;
    if (!meaningful(name)) continue;
    if (!probability && !impact && !mitigationField) continue;
    // A definitions list ("Probability: likelihood of occurrence …") rates nothing.
    if (probabilityField && !probability && impactField && !impact && !mitigationField) continue;
    out.push({
      name: riskName(name!),
      probability: probability ?? undefined,
      impact: impact ?? undefined,
      mitigation: mitigationField ? stripBrackets(mitigationField.value) : undefined,
      owner: ownerField && meaningful(ownerField.value) ? ownerField.value : undefined,
      snippet: record.snippet,
      location: record.location,
      order: record.node.index * 1000,
    });
  }
  return out;
}

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
function fromLists(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
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
function fromInlineItems(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[] {
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

const RISK_SENTENCE =
  /\b(?:(?:the|a|one|another|second|third|main|biggest|key|major|final)\s+)?(?:(?:main|biggest|key|major|second|third|other)\s+)?risks?\s+(?:(?:identified|here|is|was|were|are)\s+)*(?:(?:is|was|were|are)\s+)?that\s+(.+?)(?:[.;]|$)|\bthere (?:is|was) (?:also )?a (?:\w+ )?risk (?:that|of)\s+(.+?)(?:[.;]|$)|\brisks? (?:to|of) ([^.;]{8,120}?) (?:included|include|was|were|is|are)\b/i;

/** Sentences that state a risk, with the mitigation sentence that follows, if any. */
function fromSentences(doc: AnalyzedDocument): Candidate[] {
  const out: Candidate[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    if (!/risk/i.test(node.text)) continue;
    const parts = sentences(node.text);
    parts.forEach((sentence, k) => {
      const match = RISK_SENTENCE.exec(sentence);
      const clause = match?.[1] ?? match?.[2] ?? match?.[3];
      if (!clause || wordCount(clause) < 3) return;
      const next = parts[k + 1];
      const mitigation =
        next &&
        /\b(?:mitigat|to reduce|we (?:will|have|took|arranged|booked)|strategy|contract includes|in place)\b/i.test(
          next,
        )
          ? next
          : undefined;
      out.push({
        name: capitalise(truncate(clause.replace(/\s+/g, ' '), 140)),
        mitigation,
        snippet: sentence,
        location: locate(node),
        order: node.index * 1000 + k,
      });
    });
  }
  return out;
}

const THREAT_CUE =
  /\b(?:attack(?:er|ers|s)?|malicious|vulnerab\w*|unauthori[sz]ed|exhaustion|compromis\w*|leak(?:ed|s|ing)?|breach(?:es)?|spoof\w*|forg(?:ed|ery)|impersonat\w*|exfiltrat\w*|tamper\w*|denial of service|privilege escalation|injection|phishing|ransomware|malware|insider)\b/i;
const THREAT_CUES = new RegExp(THREAT_CUE.source, 'gi');
const ADVICE_CUE =
  /\b(?:recommend\w*|should|must|mitigat\w*|protect\w*|restrict\w*|configure|limit|disable|enable|deploy|vet|review|audit|keep)\b/i;

/**
 * Prose threat models ("A malicious plugin could …; operators should …"): per section, the
 * first sentence naming a threat, with the first advice sentence of the section as mitigation.
 */
function fromThreatProse(doc: AnalyzedDocument): Candidate[] {
  const bySection = new Map<
    DocNode,
    { sentence: string; node: DocNode; score: number; k: number }
  >();
  const advice = new Map<DocNode, string>();
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    const section = node.headings[node.headings.length - 1];
    // The title's own section is the introduction, not a threat.
    if (!section || section === doc.headings[0]) continue;
    sentences(node.text).forEach((sentence, k) => {
      if (/^(?:see|for more|refer|read)\b/i.test(sentence) || wordCount(sentence) < 6) return;
      const cues = sentence.match(THREAT_CUES)?.length ?? 0;
      if (cues === 0) {
        if (ADVICE_CUE.test(sentence) && !advice.has(section)) advice.set(section, sentence);
        return;
      }
      const score = cues + (ADVICE_CUE.test(sentence) ? 0.5 : 0);
      const best = bySection.get(section);
      if (!best || score > best.score) bySection.set(section, { sentence, node, score, k });
    });
  }
  return [...bySection.entries()].map(([section, { sentence, node, k }]) => ({
    name: truncate(sentence.replace(/\.$/, ''), 160),
    mitigation: advice.has(section) ? truncate(advice.get(section)!, 300) : undefined,
    snippet: sentence,
    location: locate(node),
    order: node.index * 1000 + k,
  }));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Choice -----------------------------------------------------------------------------------------

function quality(group: readonly Candidate[]): number {
  let score = 0;
  for (const c of group) {
    score +=
      1 +
      (c.probability ? 1 : 0) +
      (c.impact ? 1 : 0) +
      (c.mitigation ? 0.5 : 0) +
      (c.owner ? 0.5 : 0);
  }
  return score;
}

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

function dedupe(candidates: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = c.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

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
    if (c.mitigation && meaningful(c.mitigation)) {
      risk.mitigation = truncate(c.mitigation, LONG_TEXT_MAX);
      evidence.add(`${field}.mitigation`, risk.mitigation, c.snippet, c.location);
    }
    if (c.owner && meaningful(c.owner)) {
      risk.owner = truncate(c.owner, SHORT_TEXT_MAX);
      evidence.add(`${field}.owner`, risk.owner, c.snippet, c.location);
    }
    return risk;
  });
  return { risks, evidence, structured: structured ? candidates.length : 0 };
}
