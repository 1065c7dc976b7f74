import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { normKey, wordCount } from '../shared/text.js';
import { sameProduct, titleNames } from './competitor-names.js';

/** The document's own product, when it compares itself: named by the title or as "our product X". */

/**
 * The title node: the first heading, or, in a file without styles (DOC) whose first line
 * comes before any heading, that first line when it is short enough to be a title.
 */
export function titleNode(doc: AnalyzedDocument): DocNode | undefined {
  const first = doc.nodes.find((n) => n.kind !== 'table');
  const heading = doc.headings[0];
  if (first && first !== heading && first.kind === 'paragraph' && wordCount(first.text) <= 12) {
    if (!heading || titleNames(heading.text).names.length === 0) return first;
  }
  return heading ?? first;
}

export function findSubject(doc: AnalyzedDocument, names: readonly string[]): string | undefined {
  const parsed = titleNames(titleNode(doc)?.text ?? doc.title);
  const fromTitle = parsed.subject;
  if (fromTitle && !/^(?:feature|product|tool|platform)s?\b/i.test(fromTitle)) return fromTitle;
  const title = normKey(doc.title);
  // A product the title names as compared ("Why not X?", "A vs B vs C") is not the subject.
  const inTitle = names.find(
    (n) =>
      normKey(n).length >= 3 &&
      ` ${title} `.includes(` ${normKey(n)} `) &&
      !parsed.names.some((t) => sameProduct(t, n)),
  );
  if (inTitle) return inTitle;
  for (const node of doc.nodes.slice(0, 40)) {
    if (node.kind === 'table') continue;
    const own =
      /\b(?:[Oo]ur|[Mm]y)\s+(?:own\s+)?(?:project|product|app|application|platform|solution|tool|service|company|startup)\s*,?\s+((?:[\p{Lu}][\p{L}\p{N}.-]*\s?){1,4})/u.exec(
        node.text,
      );
    if (own) return own[1]!.trim();
  }
  return undefined;
}
