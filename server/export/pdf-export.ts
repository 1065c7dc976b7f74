import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { parseSvg, serializeSvg } from '../../common/render/svg-dom.js';
import { drawPdfRun } from './draw-segment.js';
import { inlineStyleSheets } from './inline-styles.js';
import { resolvePathLengths } from './path-length.js';
import { latinFace, type FontFace } from './font-faces.js';
import { replaceTexts } from './replace-text.js';
import { standalonePage } from './svg-page.js';

/**
 * PDF points per CSS pixel: a PDF page is the drawing's size on a 96-dpi screen (720 px wide =
 * 540 pt = 7.5 in), so it prints at the size it shows and fits a Letter or A4 sheet at 100 %.
 */
export const POINTS_PER_PIXEL = 0.75;
export const PDF_PRODUCER = 'DocViz';

/** The PDF's standard fonts, for text in a family other than Inter (serif, monospace …). */
function standardFont(family: string, bold: boolean, italic: boolean): string {
  if (/(^|,)\s*['"]?monospace/i.test(family))
    return `Courier${bold || italic ? '-' : ''}${bold ? 'Bold' : ''}${italic ? 'Oblique' : ''}`;
  if (/(^|,)\s*['"]?(serif|times|georgia)/i.test(family))
    return bold && italic
      ? 'Times-BoldItalic'
      : bold
        ? 'Times-Bold'
        : italic
          ? 'Times-Italic'
          : 'Times-Roman';
  return `Helvetica${bold || italic ? '-' : ''}${bold ? 'Bold' : ''}${italic ? 'Oblique' : ''}`;
}

/**
 * The PDF file of a visualization, from its sanitized final SVG: one page of the drawing's size,
 * drawn as vectors by svg-to-pdfkit (shapes, gradients, clips, opacity), its text as real text
 * in embedded Inter subsets (selectable, searchable, extractable), laid out as in the SVG export.
 * The title is the document's Title; DocViz its Creator and Producer.
 */
export function pdfExport(
  sanitizedSvg: string,
  title: string,
  warn: (message: string) => void = () => {},
): Promise<Buffer> {
  const document = parseSvg(sanitizedSvg);
  inlineStyleSheets(document);
  resolvePathLengths(document);
  const size = standalonePage(document, title);
  const faces = new Map<string, FontFace>();
  replaceTexts(document, (segment, doc) => {
    if (segment.embedded) faces.set(segment.face.key, segment.face);
    return drawPdfRun(segment, doc);
  });

  const width = size.width * POINTS_PER_PIXEL;
  const height = size.height * POINTS_PER_PIXEL;
  const pdf = new PDFDocument({
    size: [width, height],
    margin: 0,
    displayTitle: true,
    info: { Title: title, Creator: PDF_PRODUCER, Producer: PDF_PRODUCER },
  });
  const register = (face: FontFace) => {
    if (!faces.has(face.key)) faces.set(face.key, face);
    // The parsed font itself (pdfkit takes a fontkit font): no file parsed again per export.
    pdf.registerFont(face.key, face.font as unknown as Buffer);
  };
  for (const face of faces.values()) register(face);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  SVGtoPDF(pdf, serializeSvg(document), 0, 0, {
    width,
    height,
    fontCallback: (family, bold, italic) => {
      if (faces.has(family)) return family;
      // Text the layout left alone (on a path, rotated glyphs): Inter when asked for, by weight.
      if (!family || /inter/i.test(family)) {
        const face = latinFace(bold ? 700 : 400, italic ? 'italic' : 'normal');
        register(face);
        return face.key;
      }
      return standardFont(family, bold, italic);
    },
    // Sanitized drawings reference nothing outside themselves; inline images only.
    imageCallback: (link) => (link.startsWith('data:image/') ? link.replace(/\s+/g, '') : ''),
    documentCallback: () => null,
    warningCallback: warn,
  });
  pdf.end();
  return done;
}
