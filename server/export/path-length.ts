import type { Document, Element } from '@xmldom/xmldom';
import { allElements, localName } from '../../common/render/svg-dom.js';
import { styleDeclarations } from './text-style.js';

/**
 * Resolves pathLength="N" into plain dash lengths: the default risk template draws its score ring
 * as a circle with pathLength="100" and stroke-dasharray="{{RISK_SCORE_VALUE}} 100". Browsers
 * honour pathLength; librsvg, Inkscape and svg-to-pdfkit (the PDF) do not, and would draw a
 * dashed ring. Dashes and offsets are scaled by the shape's real length / N and the attribute
 * dropped, which every viewer draws alike. Shapes and paths (lines, curves, arcs) are measured.
 */

const num = (element: Element, name: string) => parseFloat(element.getAttribute(name) ?? '') || 0;

function points(element: Element): [number, number][] {
  const values = (element.getAttribute('points') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < values.length; i += 2) out.push([values[i]!, values[i + 1]!]);
  return out;
}

function polylineLength(list: [number, number][], closed: boolean): number {
  let length = 0;
  for (let i = 1; i < list.length; i++)
    length += Math.hypot(list[i]![0] - list[i - 1]![0], list[i]![1] - list[i - 1]![1]);
  if (closed && list.length > 1)
    length += Math.hypot(list[0]![0] - list.at(-1)![0], list[0]![1] - list.at(-1)![1]);
  return length;
}

/** The length of a shape in its own user space, or null when it cannot be measured. */
export function shapeLength(element: Element): number | null {
  switch (localName(element)) {
    case 'circle':
      return 2 * Math.PI * num(element, 'r');
    case 'ellipse':
      return ellipsePerimeter(num(element, 'rx'), num(element, 'ry'));
    case 'line':
      return Math.hypot(
        num(element, 'x2') - num(element, 'x1'),
        num(element, 'y2') - num(element, 'y1'),
      );
    case 'rect': {
      const [w, h] = [num(element, 'width'), num(element, 'height')];
      const rx = Math.min(num(element, 'rx') || num(element, 'ry'), w / 2);
      const ry = Math.min(num(element, 'ry') || num(element, 'rx'), h / 2);
      return 2 * (w - 2 * rx) + 2 * (h - 2 * ry) + ellipsePerimeter(rx, ry);
    }
    case 'polyline':
    case 'polygon':
      return polylineLength(points(element), localName(element) === 'polygon');
    case 'path':
      return pathLength(element.getAttribute('d') ?? '');
    default:
      return null;
  }
}

/** Ramanujan's approximation, exact for a circle. */
function ellipsePerimeter(a: number, b: number): number {
  if (a + b === 0) return 0;
  const h = (a - b) ** 2 / (a + b) ** 2;
  return Math.PI * (a + b) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
}

/** A path's length, its curves and arcs measured on 32 straight pieces each. */
export function pathLength(d: string): number | null {
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  let i = 0;
  let command = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let [controlX, controlY] = [0, 0];
  let length = 0;
  const next = () => Number(tokens[i++]);
  const sample = (at: (t: number) => [number, number]) => {
    let [px, py] = [x, y];
    for (let s = 1; s <= 32; s++) {
      const [qx, qy] = at(s / 32);
      length += Math.hypot(qx - px, qy - py);
      [px, py] = [qx, qy];
    }
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    else if (!command) return null;
    const relative = command === command.toLowerCase();
    const [ox, oy] = relative ? [x, y] : [0, 0];
    const upper = command.toUpperCase();
    let [nx, ny] = [x, y];
    if (upper === 'M' || upper === 'L') {
      [nx, ny] = [ox + next(), oy + next()];
      length += upper === 'M' ? 0 : Math.hypot(nx - x, ny - y);
      if (upper === 'M') {
        [startX, startY] = [nx, ny];
        command = relative ? 'l' : 'L';
      }
    } else if (upper === 'H') nx = ox + next();
    else if (upper === 'V') ny = oy + next();
    else if (upper === 'Z') [nx, ny] = [startX, startY];
    else if (['C', 'S', 'Q', 'T'].includes(upper)) {
      const quadratic = upper === 'Q' || upper === 'T';
      const [ax, ay] =
        upper === 'S' || upper === 'T'
          ? [2 * x - controlX, 2 * y - controlY]
          : [ox + next(), oy + next()];
      const [bx, by] = quadratic ? [ax, ay] : [ox + next(), oy + next()];
      [nx, ny] = [ox + next(), oy + next()];
      const [x0, y0, ex, ey] = [x, y, nx, ny];
      // A quadratic curve as the cubic it equals.
      const [x1, y1] = quadratic ? [x0 + (2 / 3) * (ax - x0), y0 + (2 / 3) * (ay - y0)] : [ax, ay];
      const [x2, y2] = quadratic ? [ex + (2 / 3) * (ax - ex), ey + (2 / 3) * (ay - ey)] : [bx, by];
      sample((t) => {
        const u = 1 - t;
        return [
          u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * ex,
          u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * ey,
        ];
      });
      [controlX, controlY] = [bx, by];
    } else if (upper === 'A') {
      const [rx, ry, angle, large, sweep] = [next(), next(), next(), next(), next()];
      [nx, ny] = [ox + next(), oy + next()];
      sample(arcPoint(x, y, rx, ry, angle, large, sweep, nx, ny));
    } else return null;
    if (upper === 'H' || upper === 'V' || upper === 'Z') length += Math.hypot(nx - x, ny - y);
    if (!['C', 'S', 'Q', 'T'].includes(upper)) [controlX, controlY] = [nx, ny];
    [x, y] = [nx, ny];
    if (Number.isNaN(x) || Number.isNaN(y)) return null;
  }
  return length;
}

/** A point on an SVG arc at t (0…1), from the endpoint parameters (SVG 1.1, appendix F.6). */
function arcPoint(
  x1: number,
  y1: number,
  rx: number,
  ry: number,
  angle: number,
  large: number,
  sweep: number,
  x2: number,
  y2: number,
): (t: number) => [number, number] {
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const scale = Math.max(1, Math.sqrt((xp * xp) / (rx * rx) + (yp * yp) / (ry * ry)));
  rx *= scale;
  ry *= scale;
  const factor =
    (large === sweep ? -1 : 1) *
    Math.sqrt(
      Math.max(0, rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp) /
        (rx * rx * yp * yp + ry * ry * xp * xp || 1),
    );
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const start = Math.atan2((yp - cyp) / ry, (xp - cxp) / rx);
  let delta = Math.atan2((-yp - cyp) / ry, (-xp - cxp) / rx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  return (t) => {
    const a = start + delta * t;
    return [
      cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin,
      cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos,
    ];
  };
}

/** Scales a dash list or offset ("40 100", "4,2") by `factor`; null when it is not plain numbers. */
function scaled(value: string, factor: number): string | null {
  const parts = value.trim().split(/[\s,]+/);
  if (value.trim() === 'none' || !parts.every((p) => /^[-+]?(\d+\.?\d*|\.\d+)(px)?$/.test(p)))
    return null;
  return parts.map((p) => String(Math.round(parseFloat(p) * factor * 1000) / 1000)).join(' ');
}

export function resolvePathLengths(document: Document): void {
  for (const element of allElements(document.documentElement!)) {
    if (!element.hasAttribute('pathLength')) continue;
    const declared = parseFloat(element.getAttribute('pathLength') ?? '');
    const length = shapeLength(element);
    if (!(declared > 0) || length === null || !(length > 0)) continue;
    element.removeAttribute('pathLength');
    const factor = length / declared;
    const style = styleDeclarations(element);
    for (const name of ['stroke-dasharray', 'stroke-dashoffset']) {
      const inStyle = style.get(name);
      const value = inStyle ?? element.getAttribute(name);
      if (value === null) continue;
      const result = scaled(value, factor);
      if (result === null) continue;
      if (inStyle !== undefined) style.set(name, result);
      else element.setAttribute(name, result);
    }
    if (style.size)
      element.setAttribute('style', [...style].map(([k, v]) => `${k}: ${v}`).join('; '));
  }
}
