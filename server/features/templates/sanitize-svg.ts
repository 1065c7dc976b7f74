import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { TEMPLATE_MESSAGES } from '../../../common/contracts/templates.js';
import {
  addSvgSanitizeHooks,
  SVG_SANITIZE_CONFIG,
} from '../../../common/render/sanitize-config.js';
import { parseSvg, SvgParseError } from '../../../common/render/svg-dom.js';
import { badRequest } from '../../errors.js';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
addSvgSanitizeHooks(purify as never);
const serializer = new window.XMLSerializer();

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
  const fragment = purify.sanitize(svg, {
    ...SVG_SANITIZE_CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  const root = fragment.firstElementChild;
  if (!root || root.nodeName.toLowerCase() !== 'svg') {
    throw badRequest(TEMPLATE_MESSAGES.invalidSvg, { svgContent: [TEMPLATE_MESSAGES.invalidSvg] });
  }
  return serializer.serializeToString(root);
}
