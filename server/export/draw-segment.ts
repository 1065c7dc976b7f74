import type { Document } from '@xmldom/xmldom';
import { SVG_NAMESPACE } from '../../common/render/svg-dom.js';
import type { DrawSegment } from './replace-text.js';
import type { TextSegment } from './text-layout.js';

/** Two decimals, no trailing zeros: a hundredth of a user unit is below any screen's pixel. */
const n = (value: number) => String(Math.round(value * 100) / 100);

/** The segment's glyphs as one path's data, in the text's user space. */
export function outlinePathData(segment: TextSegment): string {
  const scale = segment.style.size / segment.face.font.unitsPerEm;
  const parts: string[] = [];
  for (const glyph of segment.glyphs) {
    const point = (x: number, y: number) => `${n(glyph.x + x * scale)} ${n(glyph.y - y * scale)}`;
    for (const { command, args } of glyph.path.commands) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
      if (command === 'moveTo') parts.push(`M${point(a, b)}`);
      else if (command === 'lineTo') parts.push(`L${point(a, b)}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${point(a, b)} ${point(c, d)}`);
      else if (command === 'bezierCurveTo')
        parts.push(`C${point(a, b)} ${point(c, d)} ${point(e, f)}`);
      else if (command === 'closePath') parts.push('Z');
    }
  }
  return parts.join('');
}

/** A <text> holding the segment's characters at its position, in the given font. */
function textRun(document: Document, segment: TextSegment, family: string) {
  const { style } = segment;
  const run = document.createElementNS(SVG_NAMESPACE, 'text');
  run.setAttribute('x', n(segment.x));
  run.setAttribute('y', n(segment.y));
  run.setAttribute('xml:space', 'preserve');
  // Inline style, so that no <style> rule for `text` restyles a run the layout has placed.
  const declarations = [
    `font-family: ${family}`,
    `font-size: ${n(style.size)}px`,
    `font-weight: ${style.weight}`,
    `font-style: ${style.style}`,
    'text-anchor: start',
    'dominant-baseline: auto',
  ];
  if (style.letterSpacing) declarations.push(`letter-spacing: ${n(style.letterSpacing)}px`);
  if (style.wordSpacing) declarations.push(`word-spacing: ${n(style.wordSpacing)}px`);
  run.setAttribute('style', declarations.join('; '));
  run.appendChild(document.createTextNode(segment.text));
  return run;
}

/** The family a viewer should draw a segment Inter has no glyph for (or one in another family). */
function viewerFamily(segment: TextSegment): string {
  return segment.style.family.inter ? 'system-ui, sans-serif' : segment.style.family.list;
}

/** SVG export: Inter text as outlines (the same in every viewer); anything else stays text. */
export const drawOutline: DrawSegment = (segment, document) => {
  if (!segment.embedded) return textRun(document, segment, viewerFamily(segment));
  const path = document.createElementNS(SVG_NAMESPACE, 'path');
  path.setAttribute('d', outlinePathData(segment));
  return path;
};

/** PDF export: a run at its laid-out position, in its face, registered by pdf-export.ts. */
export const drawPdfRun: DrawSegment = (segment, document) =>
  textRun(document, segment, segment.embedded ? segment.face.key : viewerFamily(segment));
