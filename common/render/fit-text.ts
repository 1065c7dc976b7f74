import type { Element } from '@xmldom/xmldom';
import { DIRECTIVES, numberAttribute } from './directives.js';
import { formatNumber } from './risk-score.js';
import {
  SVG_NAMESPACE,
  allElements,
  inheritedAttribute,
  isText,
  localName,
  textOf,
} from './svg-dom.js';
import { parseFontWeight } from './text-metrics.js';
import type { WrapResult } from './wrap-text.js';
import { wrapText } from './wrap-text.js';

/**
 * Long values never overflow: a <text> with data-wrap / data-max-lines / data-max-chars /
 * data-min-font-size is re-laid out from its merged value into <tspan> lines (or one cut line).
 * A cut value keeps its full text in a <title> child, shown as a tooltip.
 */

const DEFAULT_FONT_SIZE = 16;
const DEFAULT_LINE_HEIGHT = 1.25;
const FONT_STEP = 0.5;

function hasFitDirective(element: Element): boolean {
  return [DIRECTIVES.wrap, DIRECTIVES.maxLines, DIRECTIVES.maxChars, DIRECTIVES.minFontSize].some(
    (name) => element.hasAttribute(name),
  );
}

function cssLength(value: string | null, fontSize: number, fallback: number): number {
  if (!value) return fallback;
  const number = parseFloat(value);
  if (!Number.isFinite(number)) return fallback;
  return value.trim().endsWith('em') ? number * fontSize : number;
}

export function fitTexts(root: Element): void {
  const doc = root.ownerDocument;
  if (!doc) return;
  for (const text of allElements(root)) {
    if (localName(text) !== 'text' || !hasFitDirective(text)) continue;
    // Only plain text is re-laid out; a <text> that already holds <tspan>s is the template's own layout.
    if (!Array.from(text.childNodes).every(isText)) continue;
    const full = textOf(text).replace(/\s+/g, ' ').trim();
    if (!full) continue;

    const baseSize = cssLength(
      inheritedAttribute(text, 'font-size'),
      DEFAULT_FONT_SIZE,
      DEFAULT_FONT_SIZE,
    );
    const weight = parseFontWeight(inheritedAttribute(text, 'font-weight'));
    const width = numberAttribute(text, DIRECTIVES.wrap);
    const maxLines = numberAttribute(text, DIRECTIVES.maxLines) ?? (width ? 2 : 1);
    const maxChars = numberAttribute(text, DIRECTIVES.maxChars);
    const minSize = numberAttribute(text, DIRECTIVES.minFontSize);
    const wrapAt = (size: number): WrapResult =>
      wrapText(full, {
        font: {
          size,
          weight,
          letterSpacing: cssLength(inheritedAttribute(text, 'letter-spacing'), size, 0),
        },
        width,
        maxLines,
        maxChars,
      });

    let size = baseSize;
    let result = wrapAt(size);
    if (result.overflow && minSize !== null && minSize < baseSize) {
      for (
        let candidate = baseSize - FONT_STEP;
        candidate >= minSize - 1e-9;
        candidate -= FONT_STEP
      ) {
        size = candidate;
        result = wrapAt(candidate);
        if (!result.overflow) break;
      }
      text.setAttribute('font-size', formatNumber(size));
    }

    const lineHeight = numberAttribute(text, DIRECTIVES.lineHeight) ?? size * DEFAULT_LINE_HEIGHT;
    const valign = text.getAttribute(DIRECTIVES.valign)?.trim();
    const count = result.lines.length;
    const offset =
      valign === 'middle'
        ? -((count - 1) * lineHeight) / 2
        : valign === 'bottom'
          ? -(count - 1) * lineHeight
          : 0;
    const y = numberAttribute(text, 'y') ?? 0;

    while (text.firstChild) text.removeChild(text.firstChild);
    if (result.truncated) {
      const title = doc.createElementNS(SVG_NAMESPACE, 'title');
      title.appendChild(doc.createTextNode(full));
      text.appendChild(title);
    }
    if (count === 1) {
      text.appendChild(doc.createTextNode(result.lines[0] ?? ''));
      continue;
    }
    const x = text.getAttribute('x') ?? '0';
    result.lines.forEach((line, i) => {
      const tspan = doc.createElementNS(SVG_NAMESPACE, 'tspan');
      tspan.setAttribute('x', x);
      tspan.setAttribute('y', formatNumber(y + offset + i * lineHeight));
      tspan.appendChild(doc.createTextNode(line));
      text.appendChild(tspan);
    });
  }
}
