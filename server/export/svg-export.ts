import { parseSvg, serializeSvg } from '../../common/render/svg-dom.js';
import { drawOutline } from './draw-segment.js';
import { inlineStyleSheets } from './inline-styles.js';
import { resolvePathLengths } from './path-length.js';
import { replaceTexts } from './replace-text.js';
import { standalonePage } from './svg-page.js';

/**
 * The SVG file of a visualization, from its sanitized final SVG: a document of its own (size,
 * viewBox, <title>), its text in Inter as outlines, so it looks as in the app in any viewer
 * (browsers, Inkscape, librsvg) without fonts installed or web-font support. The drawing's
 * title stays readable to assistive technology (the root's aria-label and <title>).
 */
export function svgExport(sanitizedSvg: string, title: string): string {
  const document = parseSvg(sanitizedSvg);
  inlineStyleSheets(document);
  resolvePathLengths(document);
  standalonePage(document, title);
  replaceTexts(document, drawOutline);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeSvg(document)}\n`;
}
