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
import { firstSentence, itemTitle, normKey, sentences, truncate, wordCount } from './text.js';

/**
 * Competitor analysis: up to five competitors with features, pricing, market share, support and
 * limitations, plus the document's own product (`subject`) when it compares itself.
 * Tables first (a feature matrix with one column per product; a table with one row per
 * company), then sections headed by product names ("Gatsby vs. Astro", "## Snowpack"), then
 * lists of names, then the title ("X vs Y").
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

// Feature matrices ---------------------------------------------------------------------------------

const YES = /^(?:✓|✔|yes|y|x|supported|available|included|full|true|●|■)$/i;
const NO = /^(?:✗|✘|no|n|not supported|unsupported|none|false|-|—|–|○)$/i;
const PARTIAL = /^(?:~|\/|⁄|partial(?:ly)?|limited|some|beta|plugin|add-?on|◐|½|\?)$/i;
const NOT_PRODUCT_COLUMN =
  /^(?:features?|capabilit(?:y|ies)|criteria|criterion|category|notes?|comments?|remarks?|details|description|area|function(?:ality)?|requirements?|#)$/i;

const markCache = new Map<string, 'yes' | 'no' | 'partial' | null>();

function markOf(cell: string): 'yes' | 'no' | 'partial' | null {
  if (cell.length > 40) return null;
  const cached = markCache.get(cell);
  if (cached !== undefined) return cached;
  const mark = readMark(cell);
  if (markCache.size > 5000) markCache.clear();
  markCache.set(cell, mark);
  return mark;
}

function readMark(cell: string): 'yes' | 'no' | 'partial' | null {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const first = text.split(/[\s(]/)[0]!;
  if (YES.test(text) || /^[✓✔]/.test(text) || YES.test(first)) return 'yes';
  if (NO.test(text) || /^[✗✘]/.test(text)) return 'no';
  if (PARTIAL.test(text) || PARTIAL.test(first)) return 'partial';
  return null;
}

interface Matrix {
  view: TableView;
  columns: number[];
}

function asMatrix(view: TableView): Matrix | null {
  const columns: number[] = [];
  view.header.forEach((name, c) => {
    if (c === 0 || !name || NOT_PRODUCT_COLUMN.test(name.trim())) return;
    const values = view.rows.map((r) => r[c] ?? '').filter(Boolean);
    if (values.length < 2) return;
    const marks = values.filter((v) => markOf(v) !== null).length;
    if (marks / values.length >= 0.7) columns.push(c);
  });
  return columns.length >= 2 ? { view, columns } : null;
}

function fromMatrices(doc: AnalyzedDocument): Company[] {
  const matrices = doc.tables
    .map(tableView)
    .flatMap((v) => (v ? [asMatrix(v)] : []))
    .filter((m): m is Matrix => m !== null);
  if (matrices.length === 0) return [];
  const byName = new Map<string, Company & { yes: string[]; no: string[]; common: Set<string> }>();
  for (const { view, columns } of matrices) {
    const supportedByAll = new Set(
      view.rows
        .filter((row) => columns.every((c) => markOf(row[c] ?? '') === 'yes'))
        .map((row) => row[0] ?? ''),
    );
    for (const c of columns) {
      const name = view.header[c]!.trim();
      const key = normKey(name);
      let company = byName.get(key);
      if (!company) {
        company = {
          name,
          features: [],
          limitations: [],
          yes: [],
          no: [],
          common: new Set(),
          snippet: `${view.header[0] || 'Feature'} | ${view.header.filter((_, i) => columns.includes(i)).join(' | ')}`,
          location: locate(view.node),
        };
        byName.set(key, company);
      }
      for (const row of view.rows) {
        const feature = itemTitle(row[0] ?? '', 10);
        if (!feature) continue;
        const mark = markOf(row[c] ?? '');
        if (mark === 'yes') {
          company.yes.push(feature);
          if (supportedByAll.has(row[0] ?? '')) company.common.add(feature);
        } else if (mark === 'no') company.no.push(feature);
      }
    }
  }
  return [...byName.values()].map((c) => ({
    ...c,
    // What sets a product apart first, then what every product has.
    features: [...c.yes.filter((f) => !c.common.has(f)), ...c.yes.filter((f) => c.common.has(f))],
    limitations: c.no.map(missingFeature),
  }));
}

/**
 * A feature a product lacks, said as such: a matrix's ✗ row listed bare under Limitations would
 * read as if the feature itself were the weakness ("Open source and free" for a paid product).
 * The first word loses its capital unless it is an acronym or a name (SSO, WebAuthn).
 */
export function missingFeature(feature: string): string {
  const lowered = feature.replace(/^[A-Z][a-z]+\b/, (word) => word.toLowerCase());
  return `No ${lowered}`;
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
  const nameLike = values.filter((v) => wordCount(v) <= 6 && !/[.!?]$/.test(v) && /\p{L}/u.test(v));
  if (nameLike.length < values.length * 0.8) return null;
  if (new Set(values.map(normKey)).size < values.length * 0.8) return null;
  return candidate;
}

function fromCompanyTables(doc: AnalyzedDocument): Company[][] {
  const groups: Company[][] = [];
  for (const node of doc.tables) {
    const view = tableView(node);
    if (!view || asMatrix(view)) continue;
    const nameAt = nameColumn(view);
    if (nameAt === null) continue;
    const roles = new Map<number, (typeof COLUMNS)[number][0]>();
    view.header.forEach((h, c) => {
      if (c === nameAt || !h) return;
      const role = COLUMNS.find(([, pattern]) => pattern.test(h))?.[0];
      if (role) roles.set(c, role);
    });
    const named = NAME_COLUMN.test(view.header[nameAt]!.trim());
    if (roles.size === 0 || (!named && roles.size < 2)) continue;
    const group: Company[] = [];
    view.rows.forEach((cells, r) => {
      const name = cleanName(cells[nameAt] ?? '');
      if (!meaningful(name)) return;
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
  return text
    .replace(/^\s*(?:\d{1,2}[.)]|[-•*])\s*/, '')
    .replace(/\s*[:–—-]\s*$/, '')
    .replace(/^(?:about|meet)\s+/i, '')
    .trim();
}

/** A heading that reads as a product or company name. */
function nameLikeHeading(text: string): string | null {
  const name = cleanName(text);
  if (!name || GENERIC_HEADING.test(name) || wordCount(name) > 5 || name.length > 50) return null;
  if (/[.!?]$/.test(name) || /\b(?:how|why|what|when|which|should|we|you|our)\b/i.test(name))
    return null;
  const words = name.split(/\s+/);
  const proper = words.filter((w) => /^[\p{Lu}\p{N}@]|[.\p{N}]\p{L}|\p{Ll}\p{Lu}/u.test(w)).length;
  return proper >= Math.ceil(words.length / 2) || /[@./]/.test(name) ? name : null;
}

/** The title's "X vs Y" / "X compared to …" / "Alternatives to X": the subject and competitor. */
export function titleComparison(title: string): { subject?: string; other?: string } {
  const alternatives = /^(?:the\s+)?(?:best\s+)?alternatives?\s+to\s+(.+)$/i.exec(title);
  if (alternatives) return { subject: cleanName(alternatives[1]!) };
  const compared = /^(.+?)\s+compared (?:to|with)\b/i.exec(title);
  if (compared) return { subject: cleanName(compared[1]!) };
  const vs = VS.exec(title);
  if (!vs) return {};
  const left = cleanName(vs[1]!);
  const right = cleanName(vs[2]!).replace(/[?:].*$/, '');
  const generic =
    /^(?:x|y|others?|the rest|alternatives?|competitors?|competition|everyone else|\w)$/i;
  if (generic.test(right)) return { subject: left };
  return { subject: left, other: right };
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
  const texts = nodes.filter((n) => n.kind === 'item' || n.kind === 'paragraph');
  let pricingLabel: string | undefined;
  for (const node of texts) {
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
    const parts = node.kind === 'item' ? [node.text] : sentences(node.text);
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

function fromHeadings(doc: AnalyzedDocument, subject?: string): Company[] {
  const byLevel = new Map<number, { heading: DocNode; name: string }[]>();
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
    if (!vs && !mentionedInSection(doc, heading, name) && !describesCompany(doc, heading)) continue;
    const list = byLevel.get(heading.level) ?? [];
    list.push({ heading, name });
    byLevel.set(heading.level, list);
  }
  const best = [...byLevel.values()].sort((a, b) => b.length - a.length)[0];
  if (!best || best.length < 2) return [];
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
  return sectionNodes(doc, heading).some((n) => {
    const text = normText(n);
    return text.includes(` ${key} `) || (first.length >= 4 && text.includes(` ${first} `));
  });
}

const COMPANY_ATTRIBUTES =
  /^(?:strengths?|weaknesses?|pros|cons|pricing|prices?|price|features?|limitations?|downsides?|market share|support|offer|plans?)\s*:|[$€£¥]\s?\d|\d\s?(?:€|£|\$|usd|eur|gbp)\b|\bper (?:month|user|seat|year)\b|\bmarket share\b/i;

/** A section that describes a company: strengths, weaknesses, prices … */
function describesCompany(doc: AnalyzedDocument, heading: DocNode): boolean {
  return sectionNodes(doc, heading).some(
    (n) => (n.kind === 'paragraph' || n.kind === 'item') && COMPANY_ATTRIBUTES.test(n.text),
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

function fromLists(doc: AnalyzedDocument): Company[] {
  const out: Company[] = [];
  for (let i = 0; i < doc.nodes.length; i++) {
    const intro = doc.nodes[i]!;
    const introduces =
      (intro.kind === 'paragraph' && LIST_INTRO.test(intro.text)) ||
      (intro.kind === 'heading' && LIST_INTRO.test(intro.text));
    if (!introduces) continue;
    for (let j = i + 1; j < doc.nodes.length; j++) {
      const item = doc.nodes[j]!;
      if (item.kind !== 'item') break;
      if (item.level > 0) continue;
      const match = /^([^:–—]{2,50}?)\s*(?::|\s[–—-]\s)\s*(.+)$/.exec(item.text);
      const name = cleanName(match ? match[1]! : item.text);
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

function findSubject(doc: AnalyzedDocument, names: readonly string[]): string | undefined {
  const fromTitle = titleComparison(doc.title).subject;
  if (fromTitle && !/^(?:feature|product|tool|platform)s?\b/i.test(fromTitle)) return fromTitle;
  const title = normKey(doc.title);
  const inTitle = names.find(
    (n) => normKey(n).length >= 3 && ` ${title} `.includes(` ${normKey(n)} `),
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
  const titleVs = titleComparison(doc.title);
  const sources: Company[][] = [fromMatrices(doc), ...fromCompanyTables(doc)].filter(
    (g) => g.length > 0,
  );
  let companies: Company[] = sources.sort((a, b) => quality(b) - quality(a))[0] ?? [];
  let recurring: string | undefined;
  if (companies.length === 0) companies = fromLists(doc);
  // Tables and introduced lists state competitors outright; headings and prose suggest them.
  const structured = companies.length;
  if (companies.length === 0 && !titleVs.other) {
    companies = fromHeadings(doc, titleVs.subject);
    recurring = recurringSubject(doc, companies);
  }
  if (companies.length === 0 && !titleVs.other) companies = fromParagraphLeads(doc);
  if (companies.length === 0 && titleVs.other) {
    const heading = doc.headings[0] ?? doc.nodes[0];
    if (heading) {
      companies = [
        {
          name: titleVs.other,
          features: [],
          limitations: [],
          snippet: doc.title,
          location: locate(heading),
        },
      ];
    }
  }

  const subject =
    findSubject(
      doc,
      companies.map((c) => c.name),
    ) ?? recurring;
  if (subject) {
    const heading = doc.headings[0] ?? doc.nodes[0];
    if (heading) evidence.add('subject', subject, doc.title, locate(heading));
  }
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
