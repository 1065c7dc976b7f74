/**
 * Makes a plain, valid PDF of `pages` pages of business-like prose (Helvetica, ~35 lines a page),
 * without shipping binaries: extraction threads warm up on one at start, and the benchmark
 * measures 1-, 10- and 50-page documents made here.
 */
const SENTENCES = [
  'The quarterly review covers revenue, churn and the adoption of the new onboarding flow.',
  'Competitor pricing moved upmarket while our self-serve tier kept its entry price.',
  'Phase two of the roadmap delivers single sign-on, audit logs and regional hosting.',
  'The main risk is a delay in the data-residency work, with medium probability and high impact.',
  'Customer interviews point to faster reporting as the most valued gain for finance teams.',
  'Mitigation: a dedicated squad, weekly checkpoints and a fallback vendor contract.',
  'Market share grew to an estimated 14 percent in the mid-market segment this year.',
];

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function makeSamplePdf(pages: number): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (let p = 0; p < pages; p += 1) {
    const lines: string[] = [`BT /F1 16 Tf 56 780 Td (Section ${p + 1}: Business review) Tj ET`];
    for (let l = 0; l < 34; l += 1) {
      const sentence = SENTENCES[(p * 7 + l) % SENTENCES.length]!;
      lines.push(`BT /F1 10 Tf 56 ${750 - l * 20} Td (${escapePdfText(sentence)}) Tj ET`);
    }
    const stream = lines.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
