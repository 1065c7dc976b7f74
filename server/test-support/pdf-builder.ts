/** A line of text drawn at (x, y) points from the bottom-left, in Helvetica of `size` points. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size?: number;
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF (A4) drawing exactly these texts, for tests that need a PDF's extracted text
 * to hold particular strings (the hostile-input suite puts XSS payloads into a risk table).
 * Latin-1 text only: the standard Helvetica font has no other glyphs.
 */
export function buildPdf(texts: PdfText[]): Buffer {
  const stream = texts
    .map(
      ({ text, x, y, size = 10 }) =>
        `BT /F1 ${size} Tf ${x} ${y} Td (${escapePdfText(text)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A table as a PDF draws one: each cell's text at its column's x, rows `rowGap` points apart from
 * `top` down. The first row is the header.
 */
export function pdfTable(columns: number[], rows: string[][], top = 700, rowGap = 20): PdfText[] {
  return rows.flatMap((cells, r) =>
    cells.map((text, c) => ({ text, x: columns[c] ?? 0, y: top - r * rowGap })),
  );
}
