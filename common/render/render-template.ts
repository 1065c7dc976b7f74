import type { Category } from '../categories.js';
import { CATEGORIES } from '../categories.js';
import type { ColorMap } from './colors.js';
import { recolorDocument } from './colors.js';
import { applyConditionals } from './conditionals.js';
import type { VisualizationData } from './data-schema.js';
import { stripDirectives } from './directives.js';
import { fitTexts } from './fit-text.js';
import { mergeValues } from './merge.js';
import { findMergeTagInfo, guessCategoryFromTags } from './merge-tags.js';
import type { MergeValues } from './merge-values.js';
import { buildMergeValues } from './merge-values.js';
import { removeUnusedRows } from './rows.js';
import { parseSvg, serializeSvg } from './svg-dom.js';
import { applyDefaultSize, shrinkCanvas, zeroEmptyNumericAttributes } from './svg-root.js';
import { indexTags } from './tag-index.js';

export interface RenderOptions {
  /** The template's category; guessed from its merge tags when missing. It picks the default title, key metrics and SUBTITLE. */
  category?: Category | string | null;
  /** Colours to apply instead of data.colors. */
  colors?: ColorMap | null;
}

export interface MergeTagAnalysis {
  /** Tags of the template that got a value, in document order. */
  filled: string[];
  /** Tags of the vocabulary (or of the data) that stayed empty, including those of removed rows. */
  empty: string[];
  /** Tags that are neither in the vocabulary nor in the data: probably misspelt. They render as ''. */
  unknown: string[];
}

export interface RenderResult {
  svg: string;
  analysis: MergeTagAnalysis;
  /** Every merge value the data produced (for a debug panel). */
  values: MergeValues;
  /** Rows removed, as FAMILY_n. */
  removedRows: string[];
}

function asCategory(value: string | null | undefined): Category | undefined {
  return (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : undefined;
}

/**
 * Merges visualization data into an SVG template and applies the §9 rules. Pure and
 * deterministic: the same template, data and options always give the same SVG.
 * Throws SvgParseError ('Failed to parse SVG file') for a template that is not well-formed SVG.
 */
export function renderTemplate(
  template: string,
  data: VisualizationData,
  options: RenderOptions = {},
): RenderResult {
  const doc = parseSvg(template);
  const root = doc.documentElement;
  if (!root) throw new Error('unreachable: parseSvg returns a document with a root');

  const tags = indexTags(root);
  const category = asCategory(options.category) ?? guessCategoryFromTags(tags.ordered);
  const values = buildMergeValues(data ?? {}, category);
  const isFilled = (tag: string) => (values[tag] ?? '') !== '';

  const analysis: MergeTagAnalysis = { filled: [], empty: [], unknown: [] };
  for (const tag of tags.ordered) {
    if (isFilled(tag)) analysis.filled.push(tag);
    else if (tag in values || findMergeTagInfo(tag)) analysis.empty.push(tag);
    else analysis.unknown.push(tag);
  }

  const rows = removeUnusedRows(root, tags, isFilled);
  const collapsed = applyConditionals(root, isFilled);
  mergeValues(root, values);
  zeroEmptyNumericAttributes(root);
  fitTexts(root);
  shrinkCanvas(root, { x: rows.shrink.x + collapsed.x, y: rows.shrink.y + collapsed.y });
  applyDefaultSize(root);
  recolorDocument(doc, options.colors ?? data?.colors);
  stripDirectives(root);

  return { svg: serializeSvg(doc), analysis, values, removedRows: rows.removed };
}
