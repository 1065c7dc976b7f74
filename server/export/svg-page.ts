import type { Document, Element } from '@xmldom/xmldom';
import { childElements, localName, SVG_NAMESPACE } from '../../common/render/svg-dom.js';
import { styleDeclarations } from './text-style.js';

/** A drawing's size in CSS pixels (SVG user units at scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

/** Used only when a drawing gives neither a size nor a viewBox (a template without either). */
const FALLBACK_SIZE: PageSize = { width: 720, height: 500 };

/** A positive length in px ("720", "720px"), or null ("100%", "auto", junk). */
function pixels(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
}

function viewBoxOf(root: Element): [number, number, number, number] | null {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
    ? (box as [number, number, number, number])
    : null;
}

/**
 * The size the drawing has on its own: its numeric width and height; its width and the viewBox's
 * proportions (the default templates give width 720 and a viewBox); else the viewBox. A height
 * alone does not count: the renderer gives a root without a width width="100%" height="500"
 * (spec §9), a size for a page's layout, not the drawing's.
 */
export function pageSizeOf(root: Element): PageSize {
  const box = viewBoxOf(root);
  const width = pixels(root.getAttribute('width'));
  const height = pixels(root.getAttribute('height'));
  if (width && height) return { width, height };
  if (box && width) return { width, height: (width * box[3]) / box[2] };
  if (box) return { width: box[2], height: box[3] };
  return { width: width ?? FALLBACK_SIZE.width, height: height ?? FALLBACK_SIZE.height };
}

/**
 * Makes the drawing a document of its own: explicit width, height and viewBox (the app's
 * "scale to the container" sizing dropped from its style), and the visualization's title as its
 * <title>, which viewers show as the document's name.
 */
export function standalonePage(document: Document, title: string): PageSize {
  const root = document.documentElement!;
  const size = pageSizeOf(root);
  if (!viewBoxOf(root)) root.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  const kept = [...styleDeclarations(root)].filter(
    ([name]) => !['width', 'height', 'max-width', 'max-height'].includes(name),
  );
  if (kept.length) root.setAttribute('style', kept.map(([k, v]) => `${k}: ${v}`).join('; '));
  else root.removeAttribute('style');
  const first = childElements(root)[0];
  if (!first || localName(first) !== 'title') {
    const element = document.createElementNS(SVG_NAMESPACE, 'title');
    element.appendChild(document.createTextNode(title));
    root.insertBefore(element, root.firstChild);
  }
  return size;
}
