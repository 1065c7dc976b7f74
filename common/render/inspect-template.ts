import type { Category } from '../categories.js';
import { collectColors } from './colors.js';
import type { MergeTagInfo } from './merge-tags.js';
import { findMergeTagInfo, guessCategoryFromTags } from './merge-tags.js';
import { parseSvg } from './svg-dom.js';
import { indexTags } from './tag-index.js';

export interface TemplateInspection {
  /** Every merge tag, once, in document order. */
  tags: string[];
  /** Each tag with its vocabulary entry (undefined for an unknown tag). */
  vocabulary: { tag: string; info: MergeTagInfo | undefined }[];
  /** The 7-character hex colours, lower-case, unique, in document order. */
  colors: string[];
  /** The category the tags fit best. */
  guessedCategory: Category | undefined;
}

/** What a template contains: for the prompt generator, the colour customiser and template validation. Throws SvgParseError. */
export function inspectTemplate(svg: string, category?: Category): TemplateInspection {
  const doc = parseSvg(svg);
  const root = doc.documentElement;
  const tags = root ? indexTags(root).ordered : [];
  return {
    tags,
    vocabulary: tags.map((tag) => ({
      tag,
      info: findMergeTagInfo(tag, category) ?? findMergeTagInfo(tag),
    })),
    colors: collectColors(doc),
    guessedCategory: guessCategoryFromTags(tags),
  };
}
