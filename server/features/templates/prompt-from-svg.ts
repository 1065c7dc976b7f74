import type { Category } from '../../../common/categories.js';
import { CATEGORY_LABELS } from '../../../common/categories.js';
import { findMergeTagInfo, findMergeTags } from '../../../common/render/merge-tags.js';

/**
 * The built-in 'Analyze SVG & Generate Prompt': a deterministic prompt naming every merge tag the
 * template uses and what belongs in it (from the shared tag vocabulary). Tags the renderer computes
 * (counts, scores) are listed as such so an LLM does not invent them.
 */
export function promptFromSvg(svg: string, category: Category): string {
  const tags = [...new Set(findMergeTags(svg))];
  if (tags.length === 0) return '';
  const toExtract: string[] = [];
  const computed: string[] = [];
  const unknown: string[] = [];
  for (const tag of tags) {
    const info = findMergeTagInfo(tag, category);
    if (!info) unknown.push(tag);
    else if (info.computed) computed.push(tag);
    else toExtract.push(`- ${tag}: ${info.description}`);
  }
  const lines = [
    `You extract data for a "${CATEGORY_LABELS[category]}" visualization from a business document.`,
    'Answer with one JSON object whose "extractedData" maps each merge tag below to a short string taken from the document.',
    '',
    'Merge tags to fill (n is the item number, 1 to 5, most important first):',
    ...toExtract,
  ];
  if (unknown.length > 0) {
    lines.push(
      '',
      'Other tags in this template (fill them only when the document states their meaning clearly):',
    );
    lines.push(...unknown.map((tag) => `- ${tag}`));
  }
  if (computed.length > 0) {
    lines.push('', `Computed by DocViz, do not fill: ${computed.join(', ')}.`);
  }
  lines.push(
    '',
    'Rules:',
    '- Use only what the document states; leave a tag out when the document does not say it.',
    '- Never write placeholders such as "N/A", "Unknown", "TBD" or "Company X".',
    '- Keep values short enough for a chart: names up to 40 characters, other values up to 80.',
    '- Keep numbers, currencies and dates exactly as written, in the language of the document.',
  );
  return lines.join('\n');
}
