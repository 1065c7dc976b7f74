import { locate, sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import {
  firstSentence,
  itemTitle,
  normKey,
  sentences,
  truncate,
  wordCount,
} from '../shared/text.js';
import { type Company, nameScore, notAName } from './competitor-names.js';
import { polarityOf, readProsConsTable } from './competitor-proscons.js';
import { splitList } from './competitor-row-tables.js';

/**
 * What a section or a paragraph says of one company: its features, prices, market share, support
 * and limitations, from pros / cons labels, "Pricing" labels, decision-record judgements and
 * sentences; and prose profiles ("Nimbus Analytics raised $40M …").
 */

export function sectionCompany(doc: AnalyzedDocument, heading: DocNode, name: string): Company {
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

const LEAD_VERB =
  /^((?:[\p{Lu}][\p{L}\p{N}.&'-]*)(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}.&'-]*){0,3})\s+(?:is|are|was|has|have|offers?|targets?|raised|launched|sells?|provides?|focuses|charges?|costs?|lacks?|leads?|dominates?|competes?|remains?|started|runs?|builds?|makes?|uses?|supports?)\b/u;
const NOT_A_NAME =
  /^(?:the|this|that|these|those|our|we|it|its|they|their|there|a|an|in|on|at|for|overall|however|both|each|all|some|most|many|three|two|one|four|five|finally|also)$/i;

/** "Nimbus Analytics raised $40M …", "DataForge targets enterprises …": prose profiles. */
export function fromParagraphLeads(doc: AnalyzedDocument): Company[] {
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
