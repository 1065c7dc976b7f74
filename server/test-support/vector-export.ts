import { createRequire } from 'node:module';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Checks of the vector exports (GET /api/visualizations/{id}/export) shared by the API tests and
 * the end-to-end suite: an SVG file must parse and be inert, a PDF must open in pdf.js with its
 * text extractable, drawn as vectors.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

export interface SvgFileReport {
  root: Element;
  width: number;
  height: number;
  viewBox: string | null;
  title: string;
  /** Everything that could run or load: should be empty. */
  problems: string[];
  /** <path> elements (the text's outlines among them) and <text> elements left. */
  paths: number;
  texts: number;
}

/** Parses an exported SVG strictly (any XML error throws) and lists what could run or load. */
export function inspectSvgFile(svg: string): SvgFileReport {
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`The SVG does not parse: ${message}`);
    },
  }).parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement!;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') throw new Error('No <svg> root');
  const problems: string[] = [];
  const all = Array.from(root.getElementsByTagName('*'));
  for (const element of [root, ...all]) {
    const name = element.localName ?? element.nodeName;
    if (['script', 'foreignObject', 'iframe', 'object', 'embed', 'use'].includes(name))
      problems.push(`<${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      const attr = attribute.localName ?? attribute.name;
      if (/^on/i.test(attr)) problems.push(`${name}[${attribute.name}]`);
      const href = attr === 'href' || attribute.namespaceURI === XLINK_NS;
      if (href && !/^#|^data:image\/(png|jpeg|gif|webp);base64,/i.test(attribute.value))
        problems.push(`${name}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
      if (/url\(\s*['"]?(?!#)/i.test(attribute.value))
        problems.push(`${name}[${attribute.name}] loads ${attribute.value.slice(0, 40)}`);
      if (/javascript:/i.test(attribute.value)) problems.push(`${name}[${attribute.name}] js`);
    }
    if (name === 'style' && /@import|url\(\s*['"]?(?!#)/i.test(element.textContent ?? ''))
      problems.push('<style> loads something');
  }
  const title = all.find((e) => e.localName === 'title' && e.parentNode === root);
  return {
    root,
    width: Number(root.getAttribute('width')),
    height: Number(root.getAttribute('height')),
    viewBox: root.getAttribute('viewBox'),
    title: title?.textContent ?? '',
    problems,
    paths: all.filter((e) => e.localName === 'path').length,
    texts: all.filter((e) => e.localName === 'text').length,
  };
}

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface PdfFileReport {
  pages: number;
  /** Page size in points. */
  width: number;
  height: number;
  info: { Title?: string; Producer?: string; Creator?: string };
  text: string;
  /** Raster images painted on the page (a screenshot-PDF would paint one): should be 0. */
  images: number;
  /** Vector path operations (shapes) on the page. */
  paths: number;
}

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
]);

/** Opens a PDF with pdf.js (as a browser's viewer does) and reads page 1. */
export async function inspectPdfFile(bytes: Uint8Array): Promise<PdfFileReport> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  });
  const pdf = await task.promise;
  try {
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    const { fnArray } = await page.getOperatorList();
    const { info } = (await pdf.getMetadata()) as { info: PdfFileReport['info'] };
    return {
      pages: pdf.numPages,
      width,
      height,
      info,
      text,
      images: fnArray.filter((op) => IMAGE_OPS.has(op)).length,
      paths: fnArray.filter((op) => op === OPS.constructPath).length,
    };
  } finally {
    await task.destroy();
  }
}
