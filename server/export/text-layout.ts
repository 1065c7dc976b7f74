import type { Element, Node } from '@xmldom/xmldom';
import { isElement, isText, localName } from '../../common/render/svg-dom.js';
import { faceFor, latinFace, type GlyphPath, type FontFace } from './font-faces.js';
import { textStyleOf, type TextStyle } from './text-style.js';

/**
 * Lays out one SVG <text> the way a browser does (Inter's metrics, kerning and contextual forms
 * from fontkit): characters, whitespace collapsing, x / y / dx / dy lists, text chunks and
 * text-anchor, letter and word spacing, baselines. The exports draw the result: glyph outlines in
 * SVG, positioned runs in PDF. Not handled: textPath, rotate, textLength, vertical text, bidi.
 */

/** A run of characters drawn with one face at one position. */
export interface TextSegment {
  /** The elements from the <text>'s child down to the one holding the run (paint comes from them). */
  chain: Element[];
  style: TextStyle;
  face: FontFace;
  /** Drawn with `face` (Inter, or Liberation Sans for what Inter lacks); false when no face has
   * the characters or another family was asked for: the viewer's (or PDF's own) fonts draw it. */
  embedded: boolean;
  text: string;
  x: number;
  y: number;
  width: number;
  glyphs: { path: GlyphPath; x: number; y: number }[];
  drawn: boolean;
}

interface Frame {
  element: Element;
  style: TextStyle;
  lists: Record<'x' | 'y' | 'dx' | 'dy', number[]>;
  next: number;
}

interface Char {
  text: string;
  frames: Frame[];
  space: boolean;
}

const POSITION_LISTS = ['x', 'y', 'dx', 'dy'] as const;

function numberList(value: string | null): number[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => parseFloat(item))
    .filter((n) => Number.isFinite(n));
}

function frameOf(element: Element, style: TextStyle): Frame {
  const lists = Object.fromEntries(
    POSITION_LISTS.map((name) => [name, numberList(element.getAttribute(name))]),
  ) as Frame['lists'];
  return { element, style, lists, next: 0 };
}

/** Whether layout can handle this <text>: no textPath or per-glyph rotation. */
export function canLayOut(text: Element): boolean {
  return (
    text.getElementsByTagName('textPath').length === 0 &&
    !text.hasAttribute('rotate') &&
    Array.from(text.getElementsByTagName('tspan')).every((span) => !span.hasAttribute('rotate'))
  );
}

function collect(node: Node, frames: Frame[], chars: Char[]): void {
  const frame = frames[frames.length - 1]!;
  if (frame.style.displayNone) return;
  for (const child of Array.from(node.childNodes)) {
    if (isText(child)) {
      for (const text of Array.from(child.data))
        chars.push({ text, frames, space: /\s/.test(text) });
    } else if (isElement(child) && ['tspan', 'a'].includes(localName(child))) {
      collect(child, [...frames, frameOf(child, textStyleOf(child, frame.style))], chars);
    }
  }
}

/** Browser whitespace: each whitespace a space; unless preserved, collapsed and trimmed. */
function collapse(chars: Char[]): Char[] {
  const kept: Char[] = [];
  for (const char of chars) {
    const preserve = char.frames[char.frames.length - 1]!.style.preserveSpace;
    if (char.space && !preserve && (kept.length === 0 || kept[kept.length - 1]!.space)) continue;
    kept.push(char.space ? { ...char, text: ' ' } : char);
  }
  while (kept.length && kept[kept.length - 1]!.space) {
    const last = kept[kept.length - 1]!;
    if (last.frames[last.frames.length - 1]!.style.preserveSpace) break;
    kept.pop();
  }
  return kept;
}

/** The innermost value each position list gives this character (each frame counts its own). */
function positionsOf(char: Char): Partial<Record<(typeof POSITION_LISTS)[number], number>> {
  const found: Partial<Record<(typeof POSITION_LISTS)[number], number>> = {};
  for (let i = char.frames.length - 1; i >= 0; i--) {
    const frame = char.frames[i]!;
    for (const name of POSITION_LISTS)
      if (found[name] === undefined && frame.lists[name][frame.next] !== undefined)
        found[name] = frame.lists[name][frame.next];
  }
  for (const frame of char.frames) frame.next += 1;
  return found;
}

function baselineShift(style: TextStyle, face: FontFace): number {
  const font = face.font;
  const em = style.size / font.unitsPerEm;
  switch (style.baseline) {
    case 'middle':
      return 0.5 * font.xHeight * em;
    case 'central':
      return 0.5 * (font.ascent + font.descent) * em;
    case 'hanging':
      return 0.8 * font.ascent * em;
    case 'text-before-edge':
    case 'before-edge':
    case 'text-top':
      return font.ascent * em;
    case 'text-after-edge':
    case 'after-edge':
    case 'text-bottom':
    case 'ideographic':
      return font.descent * em;
    case 'mathematical':
      return 0.5 * font.ascent * em;
    default:
      return 0;
  }
}

/** Lays out a <text> element whose parent's text style is `parentStyle`. */
export function layOutText(text: Element, parentStyle: TextStyle): TextSegment[] {
  const chars: Char[] = [];
  collect(text, [frameOf(text, textStyleOf(text, parentStyle))], chars);
  const segments: TextSegment[] = [];
  let chunk: TextSegment[] = [];
  let chunkAnchor: TextStyle['anchor'] = 'start';
  let chunkStart = 0;
  let penX = 0;
  let penY = 0;
  let current: TextSegment | null = null;
  let currentFrame: Frame | null = null;

  // A text chunk (from one absolute x or y to the next) moves as a whole by its text-anchor.
  const endChunk = () => {
    const width = penX - chunkStart;
    const shift = chunkAnchor === 'middle' ? -width / 2 : chunkAnchor === 'end' ? -width : 0;
    for (const segment of chunk) {
      segment.x += shift;
      for (const glyph of segment.glyphs) glyph.x += shift;
    }
    segments.push(...chunk);
    chunk = [];
  };

  for (const char of collapse(chars)) {
    const at = positionsOf(char);
    const frame = char.frames[char.frames.length - 1]!;
    const style = frame.style;
    const codePoint = char.text.codePointAt(0)!;
    const found = faceFor(codePoint, style.weight, style.style);
    const embedded = style.family.inter && found !== null;
    const face = found ?? latinFace(style.weight, style.style);
    const moved = Object.keys(at).length > 0;
    if (
      current &&
      (moved || currentFrame !== frame || current.face !== face || current.embedded !== embedded)
    ) {
      penX = placeGlyphs(current);
      current = null;
    }
    if ((at.x !== undefined || at.y !== undefined) && chunk.length) endChunk();
    if (at.x !== undefined) penX = at.x;
    if (at.y !== undefined) penY = at.y;
    if (at.dx !== undefined) penX += at.dx;
    if (at.dy !== undefined) penY += at.dy;
    if (!chunk.length) {
      chunkStart = penX;
      chunkAnchor = style.anchor;
    }
    if (!current) {
      current = {
        chain: char.frames.slice(1).map((f) => f.element),
        style,
        face,
        embedded,
        text: '',
        x: penX,
        // Baselines come from the first font of the family (Inter), as in browsers.
        y: penY + baselineShift(style, latinFace(style.weight, style.style)),
        width: 0,
        glyphs: [],
        drawn: style.visible,
      };
      currentFrame = frame;
      chunk.push(current);
    }
    current.text += char.text;
  }
  if (current) penX = placeGlyphs(current);
  if (chunk.length) endChunk();
  return segments;
}

/** Places the segment's glyphs from its start; returns the pen position after it. */
function placeGlyphs(segment: TextSegment): number {
  const { font } = segment.face;
  const scale = segment.style.size / font.unitsPerEm;
  const run = font.layout(segment.text);
  let x = segment.x;
  segment.glyphs = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    segment.glyphs.push({
      path: glyph.path,
      x: x + position.xOffset * scale,
      y: segment.y - position.yOffset * scale,
    });
    x += position.xAdvance * scale + segment.style.letterSpacing;
    if (glyph.codePoints.includes(32)) x += segment.style.wordSpacing;
  });
  segment.width = x - segment.x;
  return x;
}
