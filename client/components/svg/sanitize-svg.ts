import DOMPurify from 'dompurify';
import { addSvgSanitizeHooks, SVG_SANITIZE_CONFIG } from '@common/render/sanitize-config.js';

/**
 * The browser side of the one SVG sanitizing profile (common/render/sanitize-config.ts). Its own
 * DOMPurify instance, so the hooks never leak into other uses of DOMPurify in the app.
 */
const purify = DOMPurify(window);
addSvgSanitizeHooks(purify);

const FRAGMENT_CONFIG = { ...SVG_SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true } as const;

/** A positive length in user units ("720", "720px"), or null ("100%", "auto", "12em", junk). */
function userUnits(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
}

/**
 * Sanitizes SVG markup and returns its <svg> root as a detached element (owned by DOMPurify's
 * inert document, so nothing in it has loaded or run), or null when nothing SVG is left.
 * Nothing is re-parsed after sanitizing: the node DOMPurify checked is the node that gets inserted.
 */
export function sanitizeSvg(markup: string): SVGSVGElement | null {
  if (!markup.trim()) return null;
  const fragment = purify.sanitize(markup, FRAGMENT_CONFIG);
  const root = Array.from(fragment.children).find(
    (element) =>
      element.namespaceURI === 'http://www.w3.org/2000/svg' && element.localName === 'svg',
  );
  return (root as SVGSVGElement | undefined) ?? null;
}

/** sanitizeSvg as well-formed XML text (for a download, a copy button or a debug panel). */
export function sanitizeSvgMarkup(markup: string): string {
  const root = sanitizeSvg(markup);
  return root ? new XMLSerializer().serializeToString(root) : '';
}

export type SvgFit = 'width' | 'contain';

/**
 * Makes a sanitized <svg> scale with its container while keeping its proportions: a viewBox is
 * derived from width/height when missing; 'width' fills the container's width with the height
 * following, 'contain' fits the whole drawing inside the container's box.
 */
export function makeResponsive(svg: SVGSVGElement, fit: SvgFit): void {
  if (!svg.hasAttribute('viewBox')) {
    const width = userUnits(svg.getAttribute('width'));
    const height = userUnits(svg.getAttribute('height'));
    if (width && height) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }
  const scalable = svg.hasAttribute('viewBox');
  svg.style.display = 'block';
  svg.style.maxWidth = '100%';
  svg.style.width = '100%';
  if (fit === 'contain') {
    svg.style.height = '100%';
    svg.style.maxHeight = '100%';
  } else if (scalable) {
    svg.style.height = 'auto';
  }
}
