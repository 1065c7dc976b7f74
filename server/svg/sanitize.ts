import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { addSvgSanitizeHooks, SVG_SANITIZE_CONFIG } from '../../common/render/sanitize-config.js';

/**
 * The server side of the one SVG sanitizing profile (common/render/sanitize-config.ts): one
 * DOMPurify instance on an empty jsdom window, shared by template saves and exports.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
addSvgSanitizeHooks(purify as never);
const serializer = new window.XMLSerializer();

/**
 * SVG markup cleaned with the shared profile and written back as well-formed XML (a node is
 * serialised with XMLSerializer: DOMPurify's HTML serialisation writes "&nbsp;", which XML
 * parsers refuse); null when no <svg> root is left.
 */
export function sanitizeSvgMarkup(svg: string): string | null {
  const fragment = purify.sanitize(svg, {
    ...SVG_SANITIZE_CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  const root = fragment.firstElementChild;
  if (!root || root.nodeName.toLowerCase() !== 'svg') return null;
  return serializer.serializeToString(root);
}
