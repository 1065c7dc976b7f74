import { CLASSIFIER_RATING_WORDS } from '../../../common/categories/risk-analysis/rating-words.js';
import type { AnalyzedDocument } from './shared/document.js';
import { tokenize } from './shared/text.js';

/**
 * The classifier's view of a document: weighted counts of words and word pairs, where headings
 * and table headers count more than body text (they name what a document is about), plus a few
 * shape features that words miss: quarters, month-year dates, ISO dates, version numbers,
 * percentages, amounts of money, check marks and 1–5 ratings in tables.
 *
 * The same function runs when the model is trained (scripts over the training texts) and when a
 * document is scored, so both see identical features.
 */
export type FeatureCounts = Map<string, number>;

const WEIGHT = { title: 6, heading: 4, tableHeader: 3, body: 1, tableCell: 0.5 } as const;

const SHAPES: [string, RegExp][] = [
  ['#quarter', /\b(?:Q[1-4]|H[12])\s*(?:FY)?\s*'?\d{2,4}\b|\bFY\s*'?\d{2}\b/g],
  [
    '#monthyear',
    /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:\d{1,2},?\s+)?\d{4}\b/gi,
  ],
  ['#isodate', /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g],
  ['#version', /\bv?\d+\.\d+(?:\.\d+)+\b|\bv\d+(?:\.\d+)?\b/g],
  ['#percent', /\d\s?%/g],
  ['#money', /[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:USD|EUR|GBP)\b/g],
  ['#check', /[✓✔✗✘]/g],
];

/** A table cell holding a rating: 1–5 (with an explanation), n/5, a rating word, P4 / S2. */
const RATING_CELL = new RegExp(
  `^(?:[1-5](?:\\s*[-–(/].*)?|[1-5]\\/5|${CLASSIFIER_RATING_WORDS.join('|')}|[PS][1-5])$`,
  'i',
);

function add(counts: FeatureCounts, feature: string, weight: number): void {
  counts.set(feature, (counts.get(feature) ?? 0) + weight);
}

function addText(counts: FeatureCounts, text: string, weight: number): void {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    add(counts, tokens[i]!, weight);
    if (i > 0) add(counts, `${tokens[i - 1]}_${tokens[i]}`, weight);
  }
  if (!/[\d✓✔✗✘]/.test(text)) return;
  for (const [name, pattern] of SHAPES) {
    const matches = text.match(pattern);
    if (matches) add(counts, name, matches.length * weight);
  }
}

/**
 * Structure cues: what a document does with its words, which topic words miss (an event's risk
 * write-up shares its vocabulary with the event's minutes, but only one lists "the risks we
 * identified" followed by "the strategy we took to mitigate them").
 */
const CUES: [string, RegExp, 'heading' | 'intro' | 'text'][] = [
  [
    '#cue_riskintro',
    /\b(?:risks?|threats?|hazards?)\b(?![^:]*\b(?:aspects|areas|categories|management|process|ways|owners?)\b)[^:]*:\s*$/i,
    'intro',
  ],
  [
    '#cue_mitigationintro',
    /\b(?:mitigat\w*|contingenc\w*|countermeasures?|to reduce (?:the|this|these) risks?)\b[^:]*:\s*$/i,
    'intro',
  ],
  [
    '#cue_risksentence',
    /\b(?:the (?:main |biggest |key )?risks? (?:identified )?(?:is|was|were|are) that|there (?:is|was) (?:also )?a (?:\w+ )?risk (?:that|of)|risks? (?:identified )?(?:regarding|relating to|to) [^.]{3,80} (?:included|were|are))\b/i,
    'text',
  ],
  [
    '#cue_phaseheading',
    /^(?:(?:phase|stage|release|version|wave|sprint|milestone|step)\s*[\dIVX]|(?:Q[1-4]|H[12]|FY\s?'?\d{2})\b|(?:now|next|later|future|upcoming|backlog|recently shipped|coming (?:up )?next|in progress|long[- ]term)\b|.{2,40}\s(?:stage|phase|release)$|month\s*-?\d|v?\d+\.\d+\b)/i,
    'heading',
  ],
  [
    '#cue_vplist',
    /^(?:\d+[.)]?\s*)?(?:customer (?:jobs|pains|gains|segments?|profile)|pains?|gains?|pain relievers?|gain creators?|jobs(?: to be done)?|products? (?:&|and) services|value map|(?:unique )?value proposition|problem|solution|benefits|pain points|target (?:customers?|audience))\b/i,
    'heading',
  ],
  ['#cue_vs', /\b(?:vs\.?|versus|compared (?:to|with)|alternatives? to)\b/i, 'heading'],
];

const CUE_WEIGHT = 5;

function addCues(counts: FeatureCounts, node: { kind: string; text: string }): void {
  const short = node.kind === 'heading' || node.text.length <= 60;
  const intro = node.kind === 'paragraph' && node.text.endsWith(':');
  const risky = /risk/i.test(node.text);
  for (const [name, pattern, where] of CUES) {
    if (where === 'heading' ? !short : where === 'intro' ? !intro : !risky) continue;
    if (where === 'heading') {
      const label = node.text.replace(/:\s*(?:\S.*)?$/, '');
      if (
        (node.kind === 'heading' || (node.kind === 'paragraph' && node.text.length <= 60)) &&
        pattern.test(node.kind === 'heading' ? node.text : label)
      )
        add(counts, name, CUE_WEIGHT);
    } else if (where === 'intro') {
      if (node.kind === 'paragraph' && pattern.test(node.text)) add(counts, name, CUE_WEIGHT);
    } else if (pattern.test(node.text)) {
      add(counts, name, CUE_WEIGHT);
    }
  }
}

export function documentFeatures(doc: AnalyzedDocument): FeatureCounts {
  const counts: FeatureCounts = new Map();
  let first = true;
  for (const node of doc.nodes) {
    if (node.kind !== 'table') addCues(counts, node);
    if (node.kind === 'table') {
      const [header, ...rows] = node.rows!;
      for (const cell of header ?? []) addText(counts, cell, WEIGHT.tableHeader);
      let ratings = 0;
      for (const row of rows) {
        for (const cell of row) {
          addText(counts, cell, WEIGHT.tableCell);
          if (RATING_CELL.test(cell)) ratings++;
        }
      }
      if (ratings > 0) add(counts, '#ratingcell', ratings);
      add(counts, '#table', 1);
      continue;
    }
    const weight = node.kind === 'heading' ? (first ? WEIGHT.title : WEIGHT.heading) : WEIGHT.body;
    first = false;
    addText(counts, node.text, weight);
  }
  return counts;
}

/** Counts → the vector the model scores: log(1 + count), so no single word dominates. */
export function featureVector(counts: FeatureCounts): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [feature, count] of counts) vector.set(feature, Math.log1p(count));
  return vector;
}
