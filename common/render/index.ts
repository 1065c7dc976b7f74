/** The SVG template renderer and its rules (spec §3, §5, §9), shared by the server and the browser. */
export { renderTemplate } from './render-template.js';
export type { MergeTagAnalysis, RenderOptions, RenderResult } from './render-template.js';
export { inspectTemplate } from './inspect-template.js';
export type { TemplateInspection } from './inspect-template.js';
export { buildMergeValues, joinValue, parseRating } from './merge-values.js';
export type { MergeValues } from './merge-values.js';
export {
  MERGE_TAGS_BY_CATEGORY,
  MERGE_TAG_PATTERN,
  ROW_COMPANIONS,
  expandTagPattern,
  findMergeTagInfo,
  findMergeTags,
  guessCategoryFromTags,
  parseIndexedTag,
  tagBelongsToRow,
} from './merge-tags.js';
export type { IndexedTag, MergeTagInfo } from './merge-tags.js';
export { cleanValue, isPlaceholderValue } from './placeholder.js';
export * from './risk-score.js';
export { applyColors, extractColors, normalizeColorMap } from './colors.js';
export type { ColorMap } from './colors.js';
export { SvgParseError, parseSvg, serializeSvg } from './svg-dom.js';
export { DIRECTIVES } from './directives.js';
export { measureText } from './text-metrics.js';
export { wrapText, ELLIPSIS } from './wrap-text.js';
export * from './constants.js';
export { DEFAULT_HEADERS, DEFAULT_KEY_METRICS, DEFAULT_TITLES } from '../categories/index.js';
export type { HeaderTag } from '../categories/index.js';
export * from './data-schema.js';
export * from './sanitize-config.js';
