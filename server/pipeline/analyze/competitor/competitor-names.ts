import { normKey, wordCount } from '../shared/text.js';

/**
 * What a competitor's name looks like, and the names a comparison's title states.
 * A name is a short proper-noun-like phrase ("Buy Me a Coffee", "GitLab CE", "npm"), never a
 * cell of a feature matrix ("Yes", "✓", "5%", "$10/mo"), a sentence, or a generic label
 * ("Pricing", "Free", "Enterprise").
 */

/** Check marks, yes/no words and placeholders: the values of a feature matrix's cells. */
const CELL_WORD =
  /^(?:✓|✔|✗|✘|●|○|◐|■|□|~|\?|-|—|–|x|y|n|yes|no|none|true|false|partial(?:ly)?|limited|some|full|supported|unsupported|not supported|available|unavailable|included|n\/?a|tbd|tbc|unknown|other|others|maybe|varies|depends|optional|planned|beta|ok|good|bad|poor|fair|great|excellent|high|medium|low|basic|advanced|native|plugin|add-?on|manual|automatic|possible|instant|free|paid|open source|proprietary|self-hosted|cloud|saas|on-?prem(?:ise)?|total|average|score|sum)$/i;

/** Words that label a matrix's rows or columns (or a plan), not a product. */
const GENERIC_LABEL =
  /^(?:features?|capabilit(?:y|ies)|criteria|criterion|category|categories|aspects?|dimensions?|attributes?|requirements?|comparison|metrics?|factors?|topics?|areas?|functions?|functionality|use cases?|propert(?:y|ies)|characteristics?|notes?|comments?|remarks?|details|description|summary|overview|pricing|prices?|costs?|fees?|plans?|tiers?|pros|cons|advantages|disadvantages|strengths?|weaknesses|limitations?|drawbacks|benefits|verdict|conclusion|recommendation|support|license|licen[cs]ing|platforms?|language|type|status|version|website|links?|url|homepage|documentation|docs|community|ecosystem|performance|security|scalability|integrations?|hosting|storage|deployment|starter|standard|premium|pro|plus|team|teams|business|enterprise|individual|personal|monthly|yearly|annual|annually|per month|per year|option|options|alternatives?|competitors?|competition|products?|vendors?|tools?|solutions?|services?|companies|company|name|build|buy|make|rent|lease|in-house|outsource)$/i;

const PERIOD =
  /^(?:q[1-4]|h[12]|fy\s?'?\d{2,4}|v?\d+(?:\.\d+)+|(?:phase|stage|step|week|sprint|month|year|day|quarter|release|milestone|iteration|wave|tier|level)\s+\w{1,3}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|now|next|later|today)(?:\s+'?\d{2,4})?$/i;

const RECORD_LABEL =
  /\b(?:id|no|nr|number|ref)\b\.?\s*:?\s*\d|#\s?\d|^(?:risk|threat|mitigation|issue|requirement|item|task|story|epic|ticket|case|scenario|finding|control|figure|table|section|chapter|appendix|question)\s+[\w.-]{1,4}$/i;

/** Small words a multi-word name may keep in lower case ("Buy Me a Coffee", "Find a Player"). */
const CONNECTOR =
  /^(?:a|an|the|of|and|&|for|to|by|in|on|at|with|de|du|la|le|von|van|der|for|my|is)$/i;

/** Cuts the link target or note after a name: "GameTree (https://…)", "Ko-fi.", "Foo [1]". */
export function bareName(text: string): string {
  return text
    .replace(/\s*\((?:https?:\/\/|www\.)[^)]*\)/gi, '')
    .replace(/\s*(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/\s*\[\d+\]/g, '')
    .replace(/^\s*(?:\d{1,2}[.)]|[-•*])\s*/, '')
    .replace(/^["'“‘]|["'”’]$/g, '')
    .replace(/(?<=\p{L}{2})\.$/u, '')
    .replace(/\s*[:–—-]\s*$/, '')
    .trim();
}

/** Legal suffixes end a company name with a period or after a comma ("Acme, Inc."). */
const LEGAL_SUFFIX = /,?\s+(?:inc|ltd|llc|corp|co|plc|gmbh|ag|sa|s\.a|bv|oy|ab|pty)\.?$/i;

/**
 * Clearly not a name: a matrix cell (yes/no, a mark, a placeholder), a number or price, or a
 * sentence. Looser than nameScore, for cells that a table's structure already marks as names.
 */
export function notAName(raw: string): boolean {
  const name = bareName(raw).replace(LEGAL_SUFFIX, '');
  if (!name || !/\p{L}/u.test(name) || wordCount(name) > 8) return true;
  if (CELL_WORD.test(name) || /^[✓✔✗✘●○◐■□]/.test(name)) return true;
  if (/[$€£¥]\s?\d|\d\s?(?:%|[$€£¥])|^[~<>≈±]?\d[\d.,]*(?:\s|$|\/)/.test(name)) return true;
  return /[.!?]$/.test(name) && wordCount(name) > 3;
}

/**
 * How much a text reads as a product or company name: 2 proper-noun-like ("Liberapay",
 * "Google Cloud", "@web/dev-server"), 1 plausible only where the structure says it is a name
 * (one lower-case token: "npm"), 0 not a name.
 */
export function nameScore(raw: string): 0 | 1 | 2 {
  const name = bareName(raw).replace(LEGAL_SUFFIX, '');
  if (!name || name.length > 50 || wordCount(name) > 6) return 0;
  if (!/\p{L}/u.test(name)) return 0;
  if (CELL_WORD.test(name) || GENERIC_LABEL.test(name)) return 0;
  // Prices, percentages, sizes and counts: "$10/mo", "5%", "10 GB", "2.5".
  if (/[$€£¥]\s?\d|\d\s?(?:%|[$€£¥])|^[~<>≈±]?\d[\d.,]*(?:\s|$|\/)/.test(name)) return 0;
  // Periods and versions head the columns of plans, not products: "Q3", "H1 2025", "v2.0".
  if (PERIOD.test(name)) return 0;
  // Record labels: "Threat ID 4", "Risk 3", "Issue #12".
  if (RECORD_LABEL.test(name)) return 0;
  // Sentences and clauses.
  if (/[.!?;]$/.test(name) || /,\s/.test(name)) return 0;
  if (/^[✓✔✗✘●○◐■□]/.test(name)) return 0;
  const words = name.split(/\s+/);
  if (words.length === 1) {
    if (/^[\p{Lu}\p{N}@]|\p{Ll}\p{Lu}|[./]\p{L}/u.test(name)) return 2;
    return /^[\p{Ll}][\p{L}\p{N}-]*$/u.test(name) && name.length <= 20 ? 1 : 0;
  }
  const content = words.filter((w, i) => i === 0 || !CONNECTOR.test(w));
  const proper = content.filter((w) => /^[\p{Lu}\p{N}@(]|\p{Ll}\p{Lu}|[./]\p{L}/u.test(w)).length;
  // Every content word capitalised ("Buy Me a Coffee"), or a product and an edition ("GitLab ce").
  if (proper === content.length) return 2;
  if (proper >= 2 && proper >= content.length - 1 && content.length >= 3) return 2;
  return 0;
}

export function isName(text: string): boolean {
  return nameScore(text) === 2;
}

/** Placeholders in titles: "Astro vs X", "Vite vs. Others". */
const PLACEHOLDER =
  /^(?:x|y|z|others?|the rest|the others|alternatives?|competitors?|competition|everyone else|everything else|\w|.*\balternatives?|(?:the )?(?:other|similar|competing) .+)$/i;

export interface TitleNames {
  /** The product the others are measured against (the first of "A vs B"). */
  subject?: string;
  /** Products the title names besides the subject. */
  names: string[];
  /** 'alternatives': the document's sections list the alternatives to the named product. */
  kind?: 'versus' | 'alternatives';
}

function splitNames(text: string): string[] {
  return text
    .split(/\s*(?:,|\band\b|&|\bor\b|\/(?=\s))\s*/i)
    .map((part) => bareName(part.replace(/^(?:the|and)\s+/i, '')))
    .filter(Boolean);
}

/** "Vue for beginners", "Astro in 2024": the compared product without the title's tail. */
function trimTail(part: string): string {
  return part.replace(/\s+(?:for|in|with|on|at|from|to|when|which|—|–)\s+(?:\p{Ll}|\d).*$/u, '');
}

/**
 * Titles are prose: every part must read as a proper name ("Build vs buy" is not a
 * comparison); around an explicit "vs" a lower-case name will do ("pnpm vs npm").
 */
function names(parts: string[], least: 1 | 2 = 2): string[] | null {
  const kept = parts.map(trimTail).filter((p) => p && !PLACEHOLDER.test(p));
  if (kept.length === 0 || kept.some((p) => nameScore(p) < least)) return null;
  return kept;
}

/**
 * The products a comparison's title names: "A vs B vs C", "A vs. B: which …?", "Comparison of
 * A, B and C", "Comparing A and B", "Choosing between A and B", "Alternatives to X",
 * "X alternatives", "Why not X?", "A compared to B". Two names: the first is the subject, as
 * in "Remix vs Next.js" written by Remix; more: none is.
 */
export function titleNames(rawTitle: string): TitleNames {
  const title = rawTitle
    .replace(/^#+\s*/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[?!.]+$/, '')
    .trim();
  if (!title || title.length > 120) return { names: [] };
  const head = title.replace(/\s*(?::|\s[–—|-]\s).*$/, '');

  const alternatives =
    /^(?:the\s+)?(?:(?:best|top|\d+)\s+)*(?:open[- ]source\s+)?(?:alternatives?|competitors?)\s+(?:to|of|for)\s+(.+)$/i.exec(
      head,
    ) ??
    /^(.+?)\s+(?:alternatives?|competitors?)(?:\s+and\s+(?:alternatives?|competitors?))?$/i.exec(
      head,
    );
  if (alternatives) {
    const found = names([bareName(alternatives[1]!)]);
    return found ? { names: found, kind: 'alternatives' } : { names: [] };
  }
  const compares =
    /^(?:how\s+(?:does\s+|do\s+)?)?(.+?)\s+compares?\s+(?:to|with|against)\s+(.+)$/i.exec(head);
  if (compares) {
    const found = names([bareName(compares[1]!), ...splitNames(compares[2]!)]);
    if (found && found.length >= 2)
      return found.length === 2
        ? { subject: found[0], names: [found[1]!], kind: 'versus' }
        : { names: found, kind: 'versus' };
  }
  const whyNot = /^why\s+not\s+(?:use\s+|just\s+use\s+)?(.+)$/i.exec(head);
  if (whyNot) {
    const found = names([bareName(whyNot[1]!)]);
    return found ? { names: found, kind: 'versus' } : { names: [] };
  }

  const comparison =
    /^(?:a\s+)?(?:comparison|comparing|compare|choosing|picking|deciding)\s+(?:of\s+|between\s+)?(.+)$/i.exec(
      head,
    ) ?? /^(.+?)\s+(?:compared|comparison|side by side)$/i.exec(head);
  if (comparison) {
    const parts = splitNames(comparison[1]!);
    const found = names(parts);
    if (!found || found.length < 2) return { names: [] };
    // "A, B and others": the sections may name the others.
    const open = parts.some((p) => PLACEHOLDER.test(trimTail(p)));
    return { names: found, kind: open ? 'alternatives' : 'versus' };
  }

  const either = /^(\S+(?:\s+\S+)?)\s+or\s+(\S+(?:\s+\S+)?)$/i.exec(head);
  if (either) {
    const found = names([bareName(either[1]!), bareName(either[2]!)]);
    if (found && found.length === 2)
      return { subject: found[0], names: [found[1]!], kind: 'versus' };
  }
  const versus = head
    .replace(/^(?:comparing|review|choosing)\s*:?\s+/i, '')
    .split(/\s+(?:vs\.?|versus|v\.|compared (?:to|with))\s+/i);
  if (versus.length >= 2) {
    const parts = versus.flatMap((part, i) =>
      i === versus.length - 1 || i === 0 ? splitNames(part) : [bareName(part)],
    );
    const placeholderRight = PLACEHOLDER.test(trimTail(bareName(versus[versus.length - 1]!)));
    const found = names(parts, 1);
    if (!found) return { names: [] };
    if (found.length === 1)
      return placeholderRight
        ? { subject: found[0], names: [], kind: 'alternatives' }
        : { names: found, kind: 'versus' };
    if (found.length === 2 && !placeholderRight)
      return { subject: found[0], names: [found[1]!], kind: 'versus' };
    return { names: found, kind: 'versus' };
  }
  return { names: [] };
}

/** The same product: "GitHub" and "GitHub EE" are not, "Next.js" and "NextJS" are. */
export function sameProduct(a: string, b: string): boolean {
  return normKey(a).replace(/\s+/g, '') === normKey(b).replace(/\s+/g, '');
}

/** A company found outside a one-company-per-row table, with what the document says of it. */
export interface FoundCompany {
  name: string;
  features: string[];
  limitations: string[];
  pricing?: string;
  snippet: string;
  location: string;
}

/** A company with what the document says of it. */
export interface Company {
  name: string;
  features: string[];
  limitations: string[];
  pricing?: string;
  market?: string;
  support?: string;
  snippet: string;
  location: string;
}

/** A name as a heading or list item writes it, without numbering, option labels or a trailing colon. */
export function cleanName(text: string): string {
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

/** The same name, or one the start of the other ("Github" and "Github Sponsors"). */
export function sameName(a: string, b: string): boolean {
  const x = normKey(a);
  const y = normKey(b);
  return (
    x === y || (x.length >= 3 && y.length >= 3 && (x.startsWith(`${y} `) || y.startsWith(`${x} `)))
  );
}
