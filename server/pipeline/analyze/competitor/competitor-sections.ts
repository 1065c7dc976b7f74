import { sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { normKey, wordCount } from '../shared/text.js';
import { lowerCaseWords } from './competitor-lists.js';
import { cleanName, type Company, isName, nameScore, sameName } from './competitor-names.js';
import { sectionCompany } from './competitor-profiles.js';
import { polarityOf } from './competitor-proscons.js';

/**
 * Sections headed by product names ("## Gatsby", "## Kafka vs Pulsar"): the heading level with
 * at least two confirmed products (named again in their section, or described as a company), and
 * the product every section measures itself against.
 */

const VS =
  /^(?:comparing\s+)?(.+?)\s+(?:vs\.?|versus|v\.|compared (?:to|with)|or)\s+(.+?)(?:\s*[:?–-].*)?$/i;
const GENERIC_HEADING =
  /^(?:(?:the|our|a|an|key|main|other|final|general|more|further|short|quick)\s+)*(?:overview|introduction|summary|background|conclusions?|verdict|pricing|price|prices|features?|performance|support|limitations?|strengths?|weaknesses?|opportunities|threats|swot(?: analysis)?|competitors?|competition|competitive landscape|comparisons?|comparison table|analysis|insights?|strategy|recommendations?|methodology|how we tested|results?|implications(?: for us)?|positioning|our positioning|tl;?dr|in short|faq|questions|notes|references|resources|appendix|next steps|about|why .*|where .*|who they are|handling objections|direct competitors|indirect competitors|opportunit(?:y|ies)|market|ecosystem(?: and support)?|community|case study.*|background|details|table of contents|contents|scope|context|goals?|objectives?|problem|solution|team|roadmap|timeline|risks?)$/i;

/** Words of a document's own parts ("Pros and Cons of the Options", "Decision Outcome"). */
const DOCUMENT_PART =
  /\b(?:pros|cons|options|decision|outcome|consequences|drivers|considered|comparison|summary|overview|conclusions?|recommendations?|criteria|evaluation|requirements|appendix|references)\b/i;

/** A heading that reads as a product or company name. */
export function nameLikeHeading(text: string): string | null {
  const name = cleanName(text);
  if (!name || GENERIC_HEADING.test(name) || wordCount(name) > 5 || name.length > 50) return null;
  if (DOCUMENT_PART.test(name)) return null;
  // Record labels: "Threat ID 4", "Risk No. 2", "Mitigation #3".
  if (/\b(?:id|no|nr|number|ref)\b\.?\s*:?\s*\d|#\s?\d/i.test(name)) return null;
  if (/[.!?]$/.test(name) || /\b(?:how|why|what|when|which|should|we|you|our)\b/i.test(name))
    return null;
  // A one-word cell value or label ("Yes", "Pricing", "Enterprise") is no name.
  if (!name.includes(' ') && nameScore(name) === 0) return null;
  const words = name.split(/\s+/);
  const proper = words.filter((w) => /^[\p{Lu}\p{N}@]|[.\p{N}]\p{L}|\p{Ll}\p{Lu}/u.test(w)).length;
  return proper >= Math.ceil(words.length / 2) || /[@./]/.test(name) ? name : null;
}

const WEB_ADDRESS = /https?:\/\/|www\.|\.(?:com|io|org|net|app|dev|co|ai)\b/i;

export function fromHeadings(doc: AnalyzedDocument, subject?: string): Company[] {
  interface Candidate {
    heading: DocNode;
    name: string;
    confirmed: boolean;
  }
  const byLevel = new Map<number, Candidate[]>();
  for (const heading of doc.headings) {
    if (heading.level === 1 && heading === doc.headings[0]) continue;
    let name: string | null;
    const vs = VS.exec(heading.text);
    if (vs) {
      const left = cleanName(vs[1]!);
      const right = cleanName(vs[2]!);
      name =
        subject && sameName(left, subject)
          ? right
          : subject && sameName(right, subject)
            ? left
            : null;
      if (name && /^(?:comparing|performance)\b/i.test(heading.text)) name = null;
    } else {
      name = nameLikeHeading(heading.text);
    }
    if (!name || (subject && sameName(name, subject))) continue;
    const confirmed =
      !!vs || mentionedInSection(doc, heading, name) || describesCompany(doc, heading);
    const list = byLevel.get(heading.level) ?? [];
    list.push({ heading, name, confirmed });
    byLevel.set(heading.level, list);
  }
  const confirmedCount = (list: Candidate[]) => list.filter((c) => c.confirmed).length;
  const level = [...byLevel.values()].sort((a, b) => confirmedCount(b) - confirmedCount(a))[0];
  if (!level || confirmedCount(level) < 2) return [];
  // Siblings: beside at least two confirmed products, a heading that names a product with its
  // web address ("GameTree (https://…)") is one more product whose section happens not to
  // repeat its name.
  const parentOf = (c: Candidate) => c.heading.headings[c.heading.headings.length - 1];
  const best = level.filter((c) => {
    if (c.confirmed) return true;
    if (!isName(c.name) || !WEB_ADDRESS.test(c.heading.text)) return false;
    return confirmedCount(level.filter((o) => parentOf(o) === parentOf(c))) >= 2;
  });
  const seen = new Set<string>();
  return best
    .filter(({ name }) => {
      const key = normKey(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ heading, name }) => sectionCompany(doc, heading, name));
}

/** A product heading's name recurs in its own section ("Snowpack was also …"); a topic does not. */
const normCache = new WeakMap<DocNode, string>();

function normText(node: DocNode): string {
  let text = normCache.get(node);
  if (text === undefined) {
    text = ` ${normKey(node.text)} `;
    normCache.set(node, text);
  }
  return text;
}

function mentionedInSection(doc: AnalyzedDocument, heading: DocNode, name: string): boolean {
  const key = normKey(name);
  const first = key.split(' ')[0]!;
  // "Github" for "Github Sponsor", but not "failure" for "Failure Modes": the first word alone
  // counts only when the document never writes it in lower case (a name, not a common word).
  const byFirst = first.length >= 4 && first !== key && !lowerCaseWords(doc).has(first);
  // … or when the section writes it capitalised inside a sentence ("… unlike Github, …").
  const word = name.split(/\s+/)[0]!;
  const capitalised =
    first.length >= 4 && first !== key && /^\p{Lu}[\p{L}\p{N}]+$/u.test(word)
      ? new RegExp(`[\\p{Ll},;] ${word}\\b`, 'u')
      : null;
  return sectionNodes(doc, heading).some((n) => {
    const text = normText(n);
    if (text.includes(` ${key} `) || (byFirst && text.includes(` ${first} `))) return true;
    return capitalised !== null && n.kind !== 'table' && capitalised.test(n.text);
  });
}

const COMPANY_ATTRIBUTES =
  /^(?:strengths?|weaknesses?|pros|cons|pricing|prices?|price|features?|limitations?|downsides?|market share|support|offer|plans?)\s*:|[$€£¥]\s?\d|\d\s?(?:€|£|\$|usd|eur|gbp)\b|\bper (?:month|user|seat|year)\b|\bmarket share\b/i;

/** A section that describes a company: strengths, weaknesses, prices, pros and cons … */
function describesCompany(doc: AnalyzedDocument, heading: DocNode): boolean {
  return sectionNodes(doc, heading).some(
    (n) =>
      ((n.kind === 'paragraph' || n.kind === 'item') && COMPANY_ATTRIBUTES.test(n.text)) ||
      (n.kind !== 'table' && wordCount(n.text) <= 4 && polarityOf(n.text) !== null) ||
      (n.kind === 'table' && (n.rows?.[0] ?? []).some((h) => polarityOf(h) !== null)) ||
      /^(?:good|bad),\s*because\b/i.test(n.text),
  );
}

/**
 * The product every competitor section measures itself against ("… Vite 2.0's support …",
 * "Overall, Vite is …"): a capitalised name mentioned in most sections that is not one of them.
 */
export function recurringSubject(
  doc: AnalyzedDocument,
  companies: readonly Company[],
): string | undefined {
  const headings = doc.headings.filter((h) => companies.some((c) => h.text.includes(c.name)));
  if (headings.length < 2) return undefined;
  const counts = new Map<string, number>();
  for (const heading of headings) {
    const words = new Set<string>();
    for (const node of sectionNodes(doc, heading)) {
      if (node.kind === 'heading' || node.kind === 'table') continue;
      for (const match of node.text.matchAll(
        /(?<=[\p{Ll}\p{N},;:)] )(\p{Lu}[\p{L}\p{N}.-]*\p{L})/gu,
      )) {
        words.add(match[1]!);
      }
    }
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const names = new Set(companies.map((c) => normKey(c.name)));
  const best = [...counts]
    .filter(
      ([word, n]) =>
        n >= Math.max(2, Math.ceil(headings.length * 0.6)) && !names.has(normKey(word)),
    )
    .sort((a, b) => b[1] - a[1])[0];
  return best?.[0];
}
