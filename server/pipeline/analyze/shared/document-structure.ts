import { isDateLike } from './dates.js';
import type { RawNode } from './document.js';
import { wordCount } from './text.js';

/**
 * Structure inference for documents without headings (DOC files: word-extractor exposes no
 * styles): headings and list items inferred from short lines, so that the same sections are
 * found as in the DOCX; and headings evened out across formats.
 */

/** Words that name a section on their own ("Pains", "Risk register", "Milestones" …). */
const SECTION_WORDS =
  /^(?:(?:the|our|key|main|top|customer|client|user|target|major)\s+)*(?:overview|introduction|summary|background|scope|conclusions?|appendix|references|resources|notes|agenda|objectives?|goals?|timeline|roadmap|phases?|stages?|milestones?|deliverables?|releases?|risks?|risk register|threats?|hazards?|mitigations?|controls?|issues|assumptions|dependencies|pains?|pain points|gains?|jobs|customer jobs|segments?|customer segments?|personas?|products?(?: (?:&|and) services)?|services|solutions?|features|benefits|pain relievers|gain creators|value propositions?|value map|customer profile|competitors?|competition|competitive landscape|comparison|alternatives|pricing|strengths|weaknesses|opportunities|limitations|swot(?: analysis)?|problems?|channels|revenue streams|cost structure|key metrics|unfair advantage|status|next steps|now|next|later|future(?: work| plans)?|backlog)\s*:?$/i;

/** "1.", "2.3", "II.", "A)" … before a capitalised word. */
const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[IVX]{1,4}\.|[A-H][.)])\s+[\p{Lu}\p{N}"“(]/u;
const KEYWORD_NUMBERED =
  /^(?:phase|stage|step|milestone|release|sprint|part|section|chapter|risk|threat|hazard|segment|persona|wave|iteration|epic|quarter|month|week|year|option|scenario)\s*(?:id\s*)?[:#-]?\s*[-\dIVX]/i;
const PERIOD_LINE =
  /^(?:(?:Q[1-4]|H[12])\s*(?:FY)?\s*'?\d{2,4}|FY\s*'?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4}\s*[-–]\s*\d{2,4}|v?\d+\.\d+(?:\.\d+)?)\b/i;

function isShortLine(text: string): boolean {
  const words = wordCount(text);
  const limit = KEYWORD_NUMBERED.test(text) ? 22 : 12;
  if (words === 0 || words > limit || text.length > 160) return false;
  if (/[.!?;,]$/.test(text) && !/\b(?:etc|inc|ltd|co)\.$/i.test(text)) return false;
  if (/:$/.test(text) && words > 6) return false;
  return true;
}

/** "Month -6", "Phase 2", "Risk ID 3": nothing but a keyword and its number. */
const KEYWORD_ONLY =
  /^(?:phase|stage|step|milestone|release|sprint|part|section|chapter|risk|threat|hazard|segment|persona|wave|iteration|epic|quarter|month|week|year|option|scenario)\s*(?:id\s*)?[#-]?\s*-?[\dIVX.]+$/i;

/** "Feasibility stage", "Beta phase": a name followed by a phase word. */
const PHASE_SUFFIX = /^(?:[\p{L}\p{N}&/-]+\s){1,3}(?:stage|phase|release|sprint|wave)$/iu;

/** "Kubeflow 1.0", "Release 2.3.1": a name followed by a version number. */
const NAME_VERSION = /^(?:[\p{Lu}][\p{L}\d.-]*\s+){1,3}v?\d+(?:\.\d+)+$/u;

function headingSignal(text: string): boolean {
  const words = wordCount(text);
  return (
    SECTION_WORDS.test(text) ||
    NUMBERED.test(text) ||
    KEYWORD_NUMBERED.test(text) ||
    NAME_VERSION.test(text) ||
    PHASE_SUFFIX.test(text) ||
    (PERIOD_LINE.test(text) && (words <= 6 || /^\S+(?:\s+\S+)?\s*[:–—-]/.test(text)))
  );
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'to',
  'in',
  'on',
  'with',
  '&',
  'vs',
  'vs.',
  'or',
  'by',
  'at',
]);

/** "Long Term Backlog", "Always Free": most words capitalised, at most seven words. */
function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  if (words.length === 0 || words.length > 7) return false;
  const capitalised = words.filter((w) => /^[\p{Lu}\p{N}("“@]/u.test(w)).length;
  return capitalised / words.length >= 0.75;
}

/** A paragraph that reads as body text: a long line, or a full sentence. */
function isBody(node: RawNode | undefined): boolean {
  if (!node) return false;
  if (node.kind === 'table') return true;
  if (node.kind !== 'paragraph') return false;
  const words = wordCount(node.text);
  return words >= 15 || (words >= 8 && /[.!?:]$/.test(node.text));
}

/** "Key: value" lines are records, not headings (unless the key is a heading pattern). */
function isKeyValue(text: string): boolean {
  const colon = text.indexOf(': ');
  if (colon <= 0 || colon >= text.length - 2) return false;
  const key = text.slice(0, colon);
  const value = text.slice(colon + 2);
  // "Part 1 completed: Q2 2019" is a dated record; "Phase 2: Beta" a heading.
  if (KEYWORD_NUMBERED.test(text)) return isDateLike(value) && !KEYWORD_ONLY.test(key.trim());
  // "The Ruby Release: Local Network" is a titled heading; "Homepage: Free Tier" a record.
  return !(wordCount(key) >= 2 && isTitleCase(key) && isTitleCase(value));
}

export function inferStructure(nodes: RawNode[]): RawNode[] {
  const out: RawNode[] = nodes.map((n) => ({ ...n }));
  const short = out.map(
    (n) => n.kind === 'paragraph' && isShortLine(n.text) && /^[\p{Lu}\p{N}@#"“'(]/u.test(n.text),
  );
  const titled = out.map((n, i) => short[i]! && isTitleCase(n.text));
  let titleSet = false;
  let lastSignal = 1;
  for (let i = 0; i < out.length; i++) {
    const node = out[i]!;
    if (node.kind !== 'paragraph') continue;
    if (!titleSet) {
      titleSet = true;
      if (short[i]) {
        out[i] = { ...node, kind: 'heading', level: 1, inferred: true };
        continue;
      }
    }
    if (!short[i]) continue;
    const text = node.text;
    const previous = nodes[i - 1];
    const previousOut = out[i - 1];
    const afterIntro = previous?.kind === 'paragraph' && /:$/.test(previous.text) && !short[i - 1];
    // Inside a list (after "…:" or another item) a short line stays an item unless it clearly
    // opens a section.
    const inList = afterIntro || previousOut?.kind === 'item';
    const keyValue = isKeyValue(text);
    const signal = headingSignal(text) && !keyValue;
    const titleLine = titled[i]! && !titled[i + 1] && !keyValue;
    const beforeBody = isBody(nodes[i + 1]) && !keyValue && wordCount(text) <= 10;
    const heading = inList
      ? signal || (titleLine && isBody(nodes[i + 1]))
      : signal || titleLine || beforeBody;
    if (heading) {
      // Numbered sub-sections ("1.2 …") and plain titled lines nest under the last section
      // heading a pattern announced ("Phase 2", "1. Overview", "Pains").
      const level = /^\d{1,2}\.\d{1,2}/.test(text) ? 3 : signal ? 2 : Math.min(6, lastSignal + 1);
      if (signal) lastSignal = level;
      out[i] = { ...node, kind: 'heading', level, inferred: true };
    } else {
      out[i] = { ...node, kind: 'item', level: 0, ordered: false };
    }
  }
  // Paragraphs that follow an introduction ending with ':' (or another item) are list items.
  for (let i = 1; i < out.length; i++) {
    const node = out[i]!;
    const previous = out[i - 1]!;
    if (
      node.kind === 'paragraph' &&
      (previous.kind === 'item' || (previous.kind === 'paragraph' && /:$/.test(previous.text))) &&
      wordCount(node.text) <= 60 &&
      !/:$/.test(node.text)
    ) {
      out[i] = { ...node, kind: 'item', level: 0, ordered: false };
    }
  }
  // Two or more short sentences in a row right under a heading are the items of a list.
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.kind !== 'heading') continue;
    let end = i + 1;
    while (end < out.length && out[end]!.kind === 'paragraph' && isListSentence(out[end]!.text))
      end++;
    if (end - (i + 1) >= 2) {
      for (let j = i + 1; j < end; j++)
        out[j] = { ...out[j]!, kind: 'item', level: 0, ordered: false };
    }
  }
  // A short line right before a numbered heading opens a part of the document ("Value map").
  for (let i = 0; i < out.length - 1; i++) {
    const node = out[i]!;
    const next = out[i + 1]!;
    if (
      node.kind === 'item' &&
      next.kind === 'heading' &&
      next.level >= 2 &&
      NUMBERED.test(next.text) &&
      isShortLine(node.text) &&
      out[i - 1]?.kind !== 'paragraph'
    ) {
      out[i] = { ...node, kind: 'heading', level: 1, inferred: true };
    }
  }
  return out;
}

function isListSentence(text: string): boolean {
  const words = wordCount(text);
  return words >= 2 && words <= 25 && !/:$/.test(text);
}

/**
 * Evens out what the formats disagree on:
 *  - a short heading repeated several times ("Scenario", "Impact", "Mitigation" in every threat)
 *    is a field label, not a section: it becomes a paragraph, as it is in the DOCX;
 *  - a numbered-keyword line ("Threat ID 2 - …", "Risk 3: …") that a PDF left as a paragraph
 *    becomes a heading at the level of its siblings.
 */
export function normaliseHeadings(nodes: RawNode[]): RawNode[] {
  const counts = new Map<string, number>();
  for (const n of nodes) {
    if (n.kind === 'heading')
      counts.set(n.text.toLowerCase(), (counts.get(n.text.toLowerCase()) ?? 0) + 1);
  }
  const keywordLevel = new Map<string, number>();
  for (const n of nodes) {
    if (n.kind === 'heading' && KEYWORD_NUMBERED.test(n.text)) {
      const word = n.text.split(/\s+/)[0]!.toLowerCase();
      if (!keywordLevel.has(word)) keywordLevel.set(word, n.level);
    }
  }
  return nodes.map((n) => {
    if (
      n.kind === 'heading' &&
      n.level > 1 &&
      (counts.get(n.text.toLowerCase()) ?? 0) >= 2 &&
      wordCount(n.text) <= 4 &&
      !/\d/.test(n.text)
    ) {
      return { ...n, kind: 'paragraph', level: 0 };
    }
    if (n.kind === 'paragraph' && KEYWORD_NUMBERED.test(n.text) && isShortLine(n.text)) {
      const level = keywordLevel.get(n.text.split(/\s+/)[0]!.toLowerCase());
      if (level !== undefined) return { ...n, kind: 'heading', level };
    }
    return n;
  });
}
