import { TEMPLATE_MESSAGES } from '../../../common/contracts/templates.js';
import { parseSvg, SvgParseError } from '../../../common/render/svg-dom.js';
import { badRequest } from '../../errors.js';
import { sanitizeSvgMarkup } from '../../svg/sanitize.js';

/**
 * A template's SVG as stored: parsed as XML first (so a broken file is refused with the spec's
 * message), then cleaned with the shared DOMPurify profile and written back as well-formed XML.
 * The browser sanitizes again after merging, right before insertion.
 */
export function sanitizeTemplateSvg(svg: string): string {
  try {
    parseSvg(svg);
  } catch (error) {
    if (error instanceof SvgParseError)
      throw badRequest(TEMPLATE_MESSAGES.parseFailed, {
        svgContent: [TEMPLATE_MESSAGES.parseFailed],
      });
    throw error;
  }
  const clean = sanitizeSvgMarkup(svg);
  if (clean === null) {
    throw badRequest(TEMPLATE_MESSAGES.invalidSvg, { svgContent: [TEMPLATE_MESSAGES.invalidSvg] });
  }
  return clean;
}
