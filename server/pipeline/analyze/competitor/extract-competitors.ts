import { MAX_ITEMS } from '../../../../common/render/constants.js';
import {
  type CompetitorDetail,
  NAME_MAX,
  SHORT_TEXT_MAX,
} from '../../../../common/render/data-schema.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { EvidenceLog, meaningful } from '../shared/evidence.js';
import { normKey, truncate, wordCount } from '../shared/text.js';
import { fromCompetitorSentences, fromNamedItems, fromVersusHeadings } from './competitor-lists.js';
import { cleanName, type Company, sameName, sameProduct, titleNames } from './competitor-names.js';
import { fromParagraphLeads } from './competitor-profiles.js';
import { fromCompanyTables, splitList } from './competitor-row-tables.js';
import { fromHeadings, nameLikeHeading, recurringSubject } from './competitor-sections.js';
import { findSubject, titleNode } from './competitor-subject.js';
import { fromProductColumns, missingFeature, proseOf } from './competitor-tables.js';

export { missingFeature };

import { dedupeBy, groupQuality } from '../shared/candidates.js';
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

// All together -------------------------------------------------------------------------------------

/** A table that says more of each company (features, prices, limitations) beats a bare list. */
const quality = (group: readonly Company[]) =>
  groupQuality(group, {
    features: { each: 0.25, max: 2 },
    pricing: 0.5,
    limitations: { each: 0.25, max: 1 },
  });

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
    if (evidence.keepList(`${field}.features`, features, c)) detail.features = features;
    const pricing = evidence.keep(`${field}.pricing`, c.pricing, SHORT_TEXT_MAX, c);
    if (pricing) detail.pricing = pricing;
    const market = evidence.keep(`${field}.market_share`, c.market, SHORT_TEXT_MAX, c);
    if (market) detail.market_share = market;
    const support = evidence.keep(`${field}.support`, c.support, SHORT_TEXT_MAX, c);
    if (support) detail.support = support;
    const limitations = unique(c.limitations)
      .slice(0, 3)
      .map((l) => truncate(l, 120));
    if (evidence.keepList(`${field}.limitations`, limitations, c)) detail.limitations = limitations;
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

/** Each text once, placeholders dropped. */
const unique = (values: readonly string[]) =>
  dedupeBy(values, (v) => (meaningful(v) ? normKey(v) : ''));

/** Each company once, placeholder names dropped. */
const dedupe = (companies: readonly Company[]) =>
  dedupeBy(companies, (c) => (meaningful(c.name) ? normKey(c.name) : ''));
