import { MAX_ITEMS } from '../../../common/render/constants.js';
import {
  NAME_MAX,
  SHORT_TEXT_MAX,
  type CompetitorDetail,
} from '../../../common/render/data-schema.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate, sectionNodes } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { tableView, type TableView } from './records.js';
import {
  bareName,
  isName,
  nameScore,
  notAName,
  sameProduct,
  titleNames,
} from './competitor-names.js';
import { polarityOf, readProsConsTable } from './competitor-proscons.js';
import {
  lowerCaseWords,
  fromCompetitorSentences,
  fromNamedItems,
  fromVersusHeadings,
} from './competitor-lists.js';
import {
  fromProductColumns,
  missingFeature,
  productColumns,
  proseOf,
} from './competitor-tables.js';

export { missingFeature };
import { firstSentence, itemTitle, normKey, sentences, truncate, wordCount } from './text.js';

/**
 * Competitor analysis: up to five competitors with features, pricing, market share, support and
 * limitations, plus the document's own product (`subject`) when it compares itself.
 * Tables first (products as columns, the orientation read from the structure, see
 * competitor-tables.ts; a table with one row per company), then lists introduced as
 * competitors or options, then sections headed by product names (with their pros and cons),
 * grouped vendor lists, sentences naming the competitors and prose profiles. The products a
 * title or heading compares ("A vs B vs C", "Alternatives to X", "Why not X?") are always read
 * (competitor-names.ts) and come first. Cells and row labels of a matrix are never names.
 */
export interface CompetitorExtraction {
  subject?: string;
  competitors: string[];
  details: CompetitorDetail[];
  evidence: EvidenceLog;
  /** Competitors stated in tables or in lists introduced as competitors (not headings or prose). */
  structured: number;
}

interface Company {
  name: string;
  features: string[];
  limitations: string[];
  pricing?: string;
  market?: string;
  support?: string;
  snippet: string;
  location: string;
}

// One row per company -------------------------------------------------------------------------------

const NAME_COLUMN =
  /^(?:company|companies|competitors?|vendors?|providers?|products?|tools?|platforms?|services?|names?|brands?|games?|apps?|applications?|solutions?|hosts?|frameworks?|librar(?:y|ies)|alternatives?|options?|players?|offerings?|databases?|suppliers?|software)$/i;
const COLUMNS: [
  keyof Pick<Company, 'pricing' | 'market' | 'support'> | 'features' | 'limitations',
  RegExp,
][] = [
  [
    'pricing',
    /pric|cost|fee|\bplans?\b|tiers?\b|rates?\b|commission|subscription|free|monetis|monetiz|\$|€|£/i,
  ],
  [
    'limitations',
    /limitation|weak|drawback|\bcons?\b|downside|gaps?\b|lacks?|missing|weak points|threats?|disadvantage|caveat|\blimits?\b/i,
  ],
  [
    'market',
    /market|share|users|downloads|customers|position|revenue|adoption|installs|popularity|rating/i,
  ],
  ['support', /support|\bsla\b|help ?desk|customer service|service level/i],
  [
    'features',
    /feature|capabilit|functional|offering|key|strength|highlights|advantages|pros\b|type|storage|what|focus|specialt|description/i,
  ],
];

function nameColumn(view: TableView): number | null {
  const byHeader = view.header.findIndex((h) => NAME_COLUMN.test(h.trim()));
  const candidate = byHeader >= 0 ? byHeader : 0;
  const values = view.rows.map((r) => r[candidate] ?? '').filter(Boolean);
  if (values.length < 2) return null;
  // Names, not the cells or row labels of a feature matrix ("Yes", "✓", "$10", "Offline mode").
  const nameLike = values.filter((v) => wordCount(v) <= 6 && !notAName(v));
  if (nameLike.length < values.length * 0.8) return null;
  if (new Set(values.map(normKey)).size < values.length * 0.8) return null;
  return candidate;
}

function fromCompanyTables(doc: AnalyzedDocument, prose: string): Company[][] {
  const groups: Company[][] = [];
  for (const node of doc.tables) {
    const view = tableView(node);
    // A table with the products as columns is read by fromProductColumns.
    if (!view || productColumns(view, prose, lowerCaseWords(doc))) continue;
    const nameAt = nameColumn(view);
    if (nameAt === null) continue;
    const roles = new Map<number, (typeof COLUMNS)[number][0]>();
    view.header.forEach((h, c) => {
      if (c === nameAt || !h) return;
      const role = COLUMNS.find(([, pattern]) => pattern.test(h))?.[0];
      if (role) roles.set(c, role);
    });
    // An empty corner over a column of proper names is a name column too.
    const values = view.rows.map((r) => r[nameAt] ?? '').filter(Boolean);
    const named =
      NAME_COLUMN.test(view.header[nameAt]!.trim()) ||
      (!view.header[nameAt]!.trim() && values.filter(isName).length >= values.length * 0.8);
    if (roles.size === 0 || (!named && roles.size < 2)) continue;
    const group: Company[] = [];
    view.rows.forEach((cells, r) => {
      const name = bareName(cleanName(cells[nameAt] ?? ''));
      if (!meaningful(name) || notAName(name)) return;
      const company: Company = {
        name,
        features: [],
        limitations: [],
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, r + 1),
      };
      for (const [c, role] of roles) {
        const value = cells[c]?.trim();
        if (!meaningful(value)) continue;
        const label = view.header[c]!;
        if (role === 'features' || role === 'limitations') {
          const parts = splitList(value);
          // A descriptive column ("Type", "Storage") reads better with its header.
          const labelled =
            /feature|strength|capabilit|pros|highlight|key|weak|limit|cons|drawback/i.test(label)
              ? parts
              : [`${label}: ${value}`];
          company[role].push(...labelled);
        } else {
          const existing = company[role];
          const text =
            /pric|cost|fee|plan|tier|rate|commission/i.test(label) || role !== 'pricing'
              ? value
              : `${label}: ${value}`;
          company[role] = existing ? `${existing}; ${text}` : text;
        }
      }
      group.push(company);
    });
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

function splitList(value: string): string[] {
  const parts = value
    .split(/\s*(?:[;•·]|,(?!\d)(?![^(]*\)))\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.length <= 8 ? parts : [value];
}

// Sections headed by names ---------------------------------------------------------------------------

const VS =
  /^(?:comparing\s+)?(.+?)\s+(?:vs\.?|versus|v\.|compared (?:to|with)|or)\s+(.+?)(?:\s*[:?–-].*)?$/i;
const GENERIC_HEADING =
  /^(?:(?:the|our|a|an|key|main|other|final|general|more|further|short|quick)\s+)*(?:overview|introduction|summary|background|conclusions?|verdict|pricing|price|prices|features?|performance|support|limitations?|strengths?|weaknesses?|opportunities|threats|swot(?: analysis)?|competitors?|competition|competitive landscape|comparisons?|comparison table|analysis|insights?|strategy|recommendations?|methodology|how we tested|results?|implications(?: for us)?|positioning|our positioning|tl;?dr|in short|faq|questions|notes|references|resources|appendix|next steps|about|why .*|where .*|who they are|handling objections|direct competitors|indirect competitors|opportunit(?:y|ies)|market|ecosystem(?: and support)?|community|case study.*|background|details|table of contents|contents|scope|context|goals?|objectives?|problem|solution|team|roadmap|timeline|risks?)$/i;

function cleanName(text: string): string {
  return (
    bareName(text)
      .replace(/^\s*(?:\d{1,2}[.)]|[-•*])\s*/, '')
      // Options of a decision record: "Option 2: Kafka", "Alternative B – Pulsar".
      .replace(/^(?:option|alternative|choice|candidate)\s+(?:\d{1,2}|[A-Z])\s*[:.)–—-]\s*/i, '')
      .replace(/\s*[:–—-]\s*$/, '')
      .replace(/^(?:about|meet)\s+/i, '')
      .trim()
  );
}

/** Words of a document's own parts ("Pros and Cons of the Options", "Decision Outcome"). */
const DOCUMENT_PART =
  /\b(?:pros|cons|options|decision|outcome|consequences|drivers|considered|comparison|summary|overview|conclusions?|recommendations?|criteria|evaluation|requirements|appendix|references)\b/i;

/** A heading that reads as a product or company name. */
function nameLikeHeading(text: string): string | null {
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

function sectionCompany(doc: AnalyzedDocument, heading: DocNode, name: string): Company {
  const nodes = sectionNodes(doc, heading);
  const company: Company = {
    name,
    features: [],
    limitations: [],
    snippet: heading.text,
    location: locate(heading),
  };
  let pricingLabel: string | undefined;
  // Under a "Pros" / "Cons" label (a sub-heading or a short paragraph) items are strengths or
  // limitations, whatever their wording.
  let polarity: 'pro' | 'con' | undefined;
  let skipBelow: number | undefined;
  for (const node of nodes) {
    const label = node.kind === 'table' ? null : polarityOf(node.text);
    if (
      label !== null &&
      (node.kind === 'heading' || (node.kind === 'paragraph' && wordCount(node.text) <= 4))
    ) {
      polarity = label;
      continue;
    }
    if (node.kind === 'heading') polarity = undefined;
    if (node.kind === 'table') {
      readProsConsTable(company, node);
      continue;
    }
    if (node.kind !== 'item' && node.kind !== 'paragraph') continue;
    // "Pros: fast, cheap" / "Cons: no API" on one line.
    const inlineLabel = /^([^:]{2,30}):\s+(.+)$/.exec(node.text);
    const inlinePolarity = inlineLabel ? polarityOf(inlineLabel[1]!) : null;
    if (inlineLabel && inlinePolarity) {
      const parts = splitList(inlineLabel[2]!.replace(/\.$/, '')).map((p) => truncate(p, 160));
      if (inlinePolarity === 'pro') company.features.push(...parts);
      else company.limitations.push(...parts);
      continue;
    }
    // Decision records: "Good, because it is fast", "Bad, because it needs a cluster".
    const judged = /^(good|bad|pro|con)\s*,\s*because\s+(.+)$/i.exec(node.text);
    if (judged) {
      const text = truncate(judged[2]!.replace(/\.$/, ''), 160);
      if (/^(?:good|pro)$/i.test(judged[1]!)) company.features.push(text);
      else company.limitations.push(text);
      continue;
    }
    if (polarity && node.kind === 'item') {
      const inline = /^(?:pros?|cons?|advantages?|disadvantages?)\s*:\s*(.+)$/i.exec(node.text);
      const text = truncate(itemTitle(inline ? inline[1]! : node.text, 14), 160);
      if (polarity === 'pro') company.features.push(text);
      else company.limitations.push(text);
      continue;
    }
    if (node.kind === 'paragraph') polarity = undefined;
    // "Always Free", "Free for limited time", "Pricing": a label whose items are the offer.
    if (
      node.kind === 'paragraph' &&
      wordCount(node.text) <= 6 &&
      PRICING_LABEL.test(node.text) &&
      !/:\s\S/.test(node.text)
    ) {
      pricingLabel = node.text.replace(/:$/, '');
      continue;
    }
    if (node.kind === 'paragraph') pricingLabel = undefined;
    if (pricingLabel && node.kind === 'item') {
      company.pricing = company.pricing
        ? truncate(`${company.pricing}; ${node.text}`, 200)
        : truncate(`${pricingLabel}: ${node.text}`, 200);
      continue;
    }
    // Items nested under a skipped item ("Our product is better for…") go with it.
    if (node.kind === 'item' && skipBelow !== undefined && node.level > skipBelow) continue;
    skipBelow = undefined;
    const aside = (part: string) => ABOUT_US.test(part) || /(?:…|\.\.\.|:)$/.test(part);
    if (node.kind === 'item' && aside(node.text)) {
      skipBelow = node.level;
      continue;
    }
    const parts = (node.kind === 'item' ? [node.text] : sentences(node.text)).filter(
      (part) => !aside(part),
    );
    for (const part of parts) {
      if (company.snippet === heading.text) company.snippet = `${heading.text}: ${part}`;
      const lower = part.toLowerCase();
      if (/^(?:homepage|website|web site|url|link|source|docs?|documentation)\s*:/.test(lower))
        continue;
      if (PRICING_CUE.test(lower)) {
        const price = part.replace(/\.$/, '');
        if (!company.pricing)
          company.pricing = truncate(pricingLabel ? `${pricingLabel}: ${price}` : price, 160);
        continue;
      }
      if (/\bmarket share\b|\b\d+(?:\.\d+)?\s?% (?:of the market|market)/.test(lower)) {
        company.market ??= truncate(part, 160);
        continue;
      }
      if (/\bsupport (?:is|only|via|by|team)\b|\b24\/7\b|\bcustomer support\b/.test(lower)) {
        company.support ??= truncate(part, 160);
        continue;
      }
      if (
        /\b(?:no longer|not (?:support|provide|offer|have|include)|does(?:n't| not)|lacks?|lacking|without|limited|requires?|only (?:for|on|in)|weak|slow|expensive|cannot|can't|unfamiliar|steep|complex)\b/.test(
          lower,
        )
      ) {
        company.limitations.push(truncate(firstSentence(part, 160), 160).replace(/\.$/, ''));
        continue;
      }
      if (node.kind === 'item' && wordCount(part) <= 25) company.features.push(itemTitle(part, 12));
      else if (
        new RegExp(`^${escapeRegExp(name)}\\b`, 'i').test(part) &&
        company.features.length < 2
      )
        company.features.push(describe(name, part));
    }
  }
  return company;
}

/** Sentences about the author's own product ("Our product is different because we …"). */
const ABOUT_US = /\b(?:our|we|us)\b/i;

const PRICING_CUE =
  /[$€£¥]\s?\d|\bfree (?:plan|tier|trial|version|credits?|of charge|for|up to)|\b(?:is|are|always|forever|completely|totally|currently) free\b(?! to\b)|\bfor free\b|\bpric(?:e|es|ing)\b|\bcosts? (?:\$|€|£|\d)|\bper (?:month|user|seat|year|hour)\b|\/mo\b|\btrial\b|\bplans? (?:start|from)|\bsubscription\b/;
const PRICING_LABEL = /\b(?:free|pricing|prices?|plans?|tiers?|trial|credits?|cost)\b/i;

/** "Gatsby is a popular framework for React." → "Popular framework for React". */
function describe(name: string, sentence: string): string {
  const stripped = sentence.replace(
    new RegExp(`^${escapeRegExp(name)}\\s+(?:is|was)\\s+(?:also\\s+)?(?:a|an|the)\\s+`, 'i'),
    '',
  );
  const text =
    stripped === sentence ? sentence : stripped.charAt(0).toUpperCase() + stripped.slice(1);
  return truncate(firstSentence(text, 160).replace(/\.$/, ''), 160);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WEB_ADDRESS = /https?:\/\/|www\.|\.(?:com|io|org|net|app|dev|co|ai)\b/i;

function fromHeadings(doc: AnalyzedDocument, subject?: string): Company[] {
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
function recurringSubject(
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

// Lists of names ------------------------------------------------------------------------------------

const LIST_INTRO =
  /\b(?:compet\w*|alternatives?|rivals?|players|vendors|providers|options|contenders|compar\w+)\b/i;
const OPTION_PREFIX = /^(?:option|alternative|choice|candidate)\s+(?:\d{1,2}|[A-Z])\s*[:.)–—-]\s*/i;

function fromLists(doc: AnalyzedDocument): Company[] {
  const out: Company[] = [];
  for (let i = 0; i < doc.nodes.length; i++) {
    const intro = doc.nodes[i]!;
    if (intro.kind !== 'paragraph' && intro.kind !== 'heading') continue;
    if (!LIST_INTRO.test(intro.text)) continue;
    for (let j = i + 1; j < doc.nodes.length; j++) {
      const item = doc.nodes[j]!;
      if (item.kind !== 'item') break;
      if (item.level > 0) continue;
      const text = item.text.replace(OPTION_PREFIX, '');
      const match = /^([^:–—]{2,50}?)\s*(?::|\s[–—-]\s)\s*(.+)$/.exec(text);
      const name = cleanName(match ? match[1]! : text);
      if (!meaningful(name) || wordCount(name) > 5 || !nameLikeHeading(name)) continue;
      const company: Company = {
        name,
        features: [],
        limitations: [],
        snippet: item.text,
        location: locate(item),
      };
      if (match) {
        for (const part of splitList(match[2]!)) {
          if (/[$€£]\s?\d|%\s*commission|\bfree\b|\bpric/i.test(part)) company.pricing ??= part;
          else if (/\b(?:no|not|lacks?|limited|weak|only|requires?)\b/i.test(part))
            company.limitations.push(part);
          else company.features.push(part);
        }
      }
      out.push(company);
    }
    if (out.length >= 2) return out;
    out.length = 0;
  }
  return [];
}

// Paragraphs that open with a name ------------------------------------------------------------------

const LEAD_VERB =
  /^((?:[\p{Lu}][\p{L}\p{N}.&'-]*)(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}.&'-]*){0,3})\s+(?:is|are|was|has|have|offers?|targets?|raised|launched|sells?|provides?|focuses|charges?|costs?|lacks?|leads?|dominates?|competes?|remains?|started|runs?|builds?|makes?|uses?|supports?)\b/u;
const NOT_A_NAME =
  /^(?:the|this|that|these|those|our|we|it|its|they|their|there|a|an|in|on|at|for|overall|however|both|each|all|some|most|many|three|two|one|four|five|finally|also)$/i;

/** "Nimbus Analytics raised $40M …", "DataForge targets enterprises …": prose profiles. */
function fromParagraphLeads(doc: AnalyzedDocument): Company[] {
  const out: Company[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' || wordCount(node.text) < 8) continue;
    const match = LEAD_VERB.exec(node.text);
    if (!match) continue;
    const name = match[1]!.trim();
    if (NOT_A_NAME.test(name.split(/\s+/)[0]!)) continue;
    // "Bob has an artifact. He then checks …": a person in a scenario, not a company.
    if (/\b(?:[Hh]e|[Ss]he|[Hh]is|[Hh]im|[Hh]ers?)\b/.test(node.text)) continue;
    if (notAName(name) || nameScore(name) === 0) continue;
    const company: Company = {
      name,
      features: [],
      limitations: [],
      snippet: node.text,
      location: locate(node),
    };
    for (const sentence of sentences(node.text)) {
      const lower = sentence.toLowerCase();
      if (PRICING_CUE.test(lower)) company.pricing ??= truncate(sentence.replace(/\.$/, ''), 160);
      else if (
        /\b(?:weak|lacks?|limited|no |not |only|but|however|long implementations|complain)\b/.test(
          lower,
        )
      )
        company.limitations.push(truncate(sentence.replace(/\.$/, ''), 160));
      else company.features.push(describe(name, sentence));
    }
    out.push(company);
  }
  const names = new Set(out.map((c) => normKey(c.name)));
  return names.size >= 2 ? out : [];
}

// Subject ----------------------------------------------------------------------------------------

function sameName(a: string, b: string): boolean {
  const x = normKey(a);
  const y = normKey(b);
  return (
    x === y || (x.length >= 3 && y.length >= 3 && (x.startsWith(`${y} `) || y.startsWith(`${x} `)))
  );
}

/**
 * The title node: the first heading, or, in a file without styles (DOC) whose first line
 * comes before any heading, that first line when it is short enough to be a title.
 */
function titleNode(doc: AnalyzedDocument): DocNode | undefined {
  const first = doc.nodes.find((n) => n.kind !== 'table');
  const heading = doc.headings[0];
  if (first && first !== heading && first.kind === 'paragraph' && wordCount(first.text) <= 12) {
    if (!heading || titleNames(heading.text).names.length === 0) return first;
  }
  return heading ?? first;
}

function findSubject(doc: AnalyzedDocument, names: readonly string[]): string | undefined {
  const parsed = titleNames(titleNode(doc)?.text ?? doc.title);
  const fromTitle = parsed.subject;
  if (fromTitle && !/^(?:feature|product|tool|platform)s?\b/i.test(fromTitle)) return fromTitle;
  const title = normKey(doc.title);
  // A product the title names as compared ("Why not X?", "A vs B vs C") is not the subject.
  const inTitle = names.find(
    (n) =>
      normKey(n).length >= 3 &&
      ` ${title} `.includes(` ${normKey(n)} `) &&
      !parsed.names.some((t) => sameProduct(t, n)),
  );
  if (inTitle) return inTitle;
  for (const node of doc.nodes.slice(0, 40)) {
    if (node.kind === 'table') continue;
    const own =
      /\b(?:[Oo]ur|[Mm]y)\s+(?:own\s+)?(?:project|product|app|application|platform|solution|tool|service|company|startup)\s*,?\s+((?:[\p{Lu}][\p{L}\p{N}.-]*\s?){1,4})/u.exec(
        node.text,
      );
    if (own) return own[1]!.trim();
  }
  return undefined;
}

// All together -------------------------------------------------------------------------------------

function quality(group: readonly Company[]): number {
  return group.reduce(
    (sum, c) =>
      sum +
      1 +
      Math.min(c.features.length, 2) * 0.25 +
      (c.pricing ? 0.5 : 0) +
      Math.min(c.limitations.length, 1) * 0.25,
    0,
  );
}

export function extractCompetitors(doc: AnalyzedDocument): CompetitorExtraction {
  const evidence = new EvidenceLog();
  const top = titleNode(doc);
  const title = titleNames(top?.text ?? doc.title);
  // "A vs B vs C", "Why not X?": the title names the compared products, and the headings below
  // are aspects (Performance, Routing), not products.
  const versus = title.kind === 'versus';
  const prose = proseOf(doc);
  const sources: Company[][] = [fromProductColumns(doc), ...fromCompanyTables(doc, prose)].filter(
    (g) => g.length > 0,
  );
  let companies: Company[] = sources.sort((a, b) => quality(b) - quality(a))[0] ?? [];
  let recurring: string | undefined;
  if (companies.length === 0) companies = fromLists(doc);
  // Tables and introduced lists state competitors outright; headings and prose suggest them.
  const structured = companies.length;
  if (companies.length === 0 && !versus) {
    companies = fromHeadings(doc, title.subject);
    recurring = recurringSubject(doc, companies);
  }
  if (companies.length === 0 && !versus) companies = fromNamedItems(doc);
  if (companies.length === 0 && !versus) companies = fromCompetitorSentences(doc);
  if (companies.length === 0 && !versus) companies = fromParagraphLeads(doc);
  const heading = top ?? doc.nodes[0];
  if (heading) {
    // The title's products come first: they are what the document compares.
    const named = title.names
      .filter((name) => !companies.some((c) => sameProduct(c.name, name)))
      .map((name) => ({
        name,
        features: [],
        limitations: [],
        snippet: top?.text ?? doc.title,
        location: locate(heading),
      }));
    // Products that headings compare ("## Kafka vs Pulsar") come after the stated ones.
    const headed = fromVersusHeadings(doc, top).filter(
      (h) => ![...named, ...companies].some((c) => sameProduct(c.name, h.name)),
    );
    companies = [...named, ...companies, ...headed];
  }

  const subject =
    findSubject(
      doc,
      companies.map((c) => c.name),
    ) ?? recurring;
  if (subject && heading) evidence.add('subject', subject, doc.title, locate(heading));
  const others = companies.filter((c) => !(subject && sameName(c.name, subject)));
  const chosen = dedupe(others).slice(0, MAX_ITEMS);

  const details: CompetitorDetail[] = chosen.map((c, i) => {
    const field = `competitors_details[${i}]`;
    const name = truncate(c.name, NAME_MAX);
    evidence.add(`competitors[${i}]`, name, c.snippet, c.location);
    const detail: CompetitorDetail = { name };
    const features = unique(c.features)
      .slice(0, 4)
      .map((f) => truncate(f, 120));
    if (features.length > 0) {
      detail.features = features;
      evidence.add(`${field}.features`, features.join(' · '), c.snippet, c.location);
    }
    if (c.pricing && meaningful(c.pricing)) {
      detail.pricing = truncate(c.pricing, SHORT_TEXT_MAX);
      evidence.add(`${field}.pricing`, detail.pricing, c.snippet, c.location);
    }
    if (c.market && meaningful(c.market)) {
      detail.market_share = truncate(c.market, SHORT_TEXT_MAX);
      evidence.add(`${field}.market_share`, detail.market_share, c.snippet, c.location);
    }
    if (c.support && meaningful(c.support)) {
      detail.support = truncate(c.support, SHORT_TEXT_MAX);
      evidence.add(`${field}.support`, detail.support, c.snippet, c.location);
    }
    const limitations = unique(c.limitations)
      .slice(0, 3)
      .map((l) => truncate(l, 120));
    if (limitations.length > 0) {
      detail.limitations = limitations;
      evidence.add(`${field}.limitations`, limitations.join(' · '), c.snippet, c.location);
    }
    return detail;
  });
  return {
    subject: subject ? truncate(subject, NAME_MAX) : undefined,
    competitors: details.map((d) => d.name!),
    details,
    evidence,
    structured: Math.min(structured, details.length),
  };
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = normKey(v);
    if (!key || seen.has(key) || !meaningful(v)) return false;
    seen.add(key);
    return true;
  });
}

function dedupe(companies: Company[]): Company[] {
  const seen = new Set<string>();
  return companies.filter((c) => {
    const key = normKey(c.name);
    if (!key || seen.has(key) || !meaningful(c.name)) return false;
    seen.add(key);
    return true;
  });
}
