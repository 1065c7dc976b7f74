import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../../common/categories.js';
import type { ChatMessage } from '../llm-client.js';
import type { Excerpt } from './excerpt.js';

/**
 * The messages of the two calls: data for a category already decided (the template's aiPrompt
 * as the instructions, as before), or the category and its data in one answer (every
 * template's aiPrompt, under the category it is for).
 */

function documentMessage(
  fileName: string,
  excerpt: Excerpt,
  first: (file: string) => string,
): string {
  const long = !excerpt.sent.startsWith('the whole text');
  return [
    first(fileName.replace(/["\n\r]/g, ' ').slice(0, 200)),
    ...(long
      ? [
          `The document is long: you get its tables, lists and headed sections (${excerpt.sent}), with "[…]" where text was left out.`,
        ]
      : []),
    'Answer with the JSON object only.',
    '',
    '<document>',
    excerpt.text,
    '</document>',
  ].join('\n');
}

/** The data of `category`, with its template's prompt (the stored one, else the default). */
export function dataMessages(
  category: Category,
  prompt: string,
  fileName: string,
  excerpt: Excerpt,
): ChatMessage[] {
  return [
    { role: 'system', content: prompt },
    {
      role: 'user',
      content: documentMessage(
        fileName,
        excerpt,
        (file) => `Document "${file}", a ${CATEGORY_LABELS[category]} document.`,
      ),
    },
  ];
}

/** The category (one of the four, or unknown) and its data, in one answer. */
export function classifyMessages(
  prompts: Record<Category, string>,
  fileName: string,
  excerpt: Excerpt,
): ChatMessage[] {
  const kinds = CATEGORIES.map((c) => `- "${c}": a ${CATEGORY_LABELS[c]} document`).join('\n');
  const system = `You read a business document, decide which kind of document it is, and extract the data of its visualization.

The kinds ("category"):
${kinds}
- "unknown": none of these (for example minutes, a contract, a manual, a menu), or too little to tell.

Answer with one JSON object and nothing else:
{
  "category": "one of the kinds above",
  "confidence": 0.8,
  "reason": "one short sentence: what in the document makes it this kind",
  "data": { the data of that kind, as its instructions below describe; {} for "unknown" }
}
"confidence" is how sure you are of the category, from 0 to 1. Choose a kind only when the document is mainly about it and states items of it; otherwise answer "unknown".

${CATEGORIES.map((c) => `## The data of a "${c}" document\n\n${prompts[c]}`).join('\n\n')}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: documentMessage(fileName, excerpt, (file) => `Document "${file}".`) },
  ];
}
