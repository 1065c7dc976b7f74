import type { Document, Element } from '@xmldom/xmldom';
import { isElement, localName, SVG_NAMESPACE } from '../../common/render/svg-dom.js';
import { canLayOut, layOutText, type TextSegment } from './text-layout.js';
import { inheritedTextStyle, styleDeclarations, TEXT_PROPERTIES } from './text-style.js';

/**
 * Replaces every <text> the layout handles with a <g> holding what `draw` makes of each laid-out
 * segment (outlines for SVG, positioned runs for PDF). The <g> keeps the text's paint, transform,
 * clip, class and ARIA attributes, and each <tspan>'s paint becomes a nested <g>, so colours and
 * opacity come out as the browser paints them.
 */

const POSITION_ATTRIBUTES = new Set([
  'x',
  'y',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'xml:space',
]);

export type DrawSegment = (segment: TextSegment, document: Document) => Element;

/** A <g> with the element's attributes, less positions and text properties; null if none are left. */
function paintGroup(document: Document, element: Element, keepId = true): Element | null {
  const group = document.createElementNS(SVG_NAMESPACE, 'g');
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name;
    if (POSITION_ATTRIBUTES.has(name) || TEXT_PROPERTIES.has(name)) continue;
    if (name === 'id' && !keepId) continue;
    if (name === 'style') {
      const kept = [...styleDeclarations(element)].filter(([key]) => !TEXT_PROPERTIES.has(key));
      if (kept.length) group.setAttribute('style', kept.map(([k, v]) => `${k}: ${v}`).join('; '));
      continue;
    }
    group.setAttribute(name, attribute.value);
  }
  return group.attributes.length ? group : null;
}

function insideClipPath(element: Element): boolean {
  for (let node = element.parentNode; node && isElement(node); node = node.parentNode)
    if (localName(node) === 'clipPath') return true;
  return false;
}

export function replaceTexts(document: Document, draw: DrawSegment): void {
  const texts = Array.from(document.getElementsByTagName('text'));
  for (const text of texts) {
    const parent = text.parentNode;
    if (!parent || !isElement(parent) || !canLayOut(text)) continue;
    const segments = layOutText(text, inheritedTextStyle(parent)).filter((s) => s.drawn);
    if (insideClipPath(text)) {
      // A clip path takes shapes, not groups: each drawing goes in as it is, with the transform.
      for (const segment of segments) {
        const shape = draw(segment, document);
        const transform = text.getAttribute('transform');
        if (transform) shape.setAttribute('transform', transform);
        parent.insertBefore(shape, text);
      }
      parent.removeChild(text);
      continue;
    }
    const group = paintGroup(document, text) ?? document.createElementNS(SVG_NAMESPACE, 'g');
    // A cut value's full text (the renderer's <title> child) stays a tooltip.
    for (const child of Array.from(text.childNodes))
      if (isElement(child) && ['title', 'desc'].includes(localName(child)))
        group.appendChild(child);
    for (const segment of segments) {
      let target = group;
      for (const element of segment.chain) {
        // A <tspan> may be split into several segments: its id would repeat, so it is left out.
        const nested = paintGroup(document, element, false);
        if (nested) target = target.appendChild(nested) as Element;
      }
      target.appendChild(draw(segment, document));
    }
    parent.replaceChild(group, text);
  }
}
