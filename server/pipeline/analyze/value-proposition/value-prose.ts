import type { AnalyzedDocument } from '../shared/document.js';
import { sentences, truncate } from '../shared/text.js';
import type { Collector } from './value-collector.js';
import { userStory } from './value-personas.js';

/**
 * Value-proposition lists read from prose, when structure does not state them: positioning
 * statements ("For … who …, X is a … that …; unlike …"), problem statements ("The problem of …
 * affects …; the impact of which is …"), user needs ("As a …, I need … so that …") and the
 * segment a landing page names in its title ("Payroll for restaurants").
 */
export const POSITIONING =
  /\bfor ([^,;]{3,160}?)\s+(?:who|that)\s+([^,;]{3,220}?),\s*([^,;]{2,80}?)\s+is\s+(?:a|an|the)\s+([^;]{3,240}?)(?:[;.]\s*|$)(?:unlike\s+([^,]{2,100}),\s*(.+?)(?:[.!]|$))?/i;
const PROBLEM =
  /\bthe problem of\s+(.+?)\s+affects\s+(.+?);?\s+the impact of which is\s+(.+?)[.!]?$/i;

const RELIEF =
  /^(?:reduce|avoid|eliminate|remove|prevent|minimi[sz]e|cut|stop|lower|lessen|get rid of)\s+(.{6,})$/i;

export function fromProse(doc: AnalyzedDocument, out: Collector): void {
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    const lower = node.text.toLowerCase();
    // Cheap tests before the costly patterns.
    const maybePositioning =
      lower.includes('for ') && / (?:who|that) /.test(lower) && lower.includes(' is ');
    const maybeProblem = lower.includes('problem of');
    const maybeStory = /^\W{0,2}as (?:an?|the|one) /.test(lower);
    if (!maybePositioning && !maybeProblem && !maybeStory) continue;
    if (maybeStory) {
      // A user need: "As a <segment>, I need <job>, so that <outcome>".
      const story = userStory(node.text);
      if (story) {
        out.add('segments', story.segment, node);
        out.add('jobs', truncate(story.job, 200), node);
        const relief = story.outcome && RELIEF.exec(story.outcome);
        // "… so that we can reduce the paperwork": the paperwork is a pain.
        if (relief) out.add('pains', truncate(relief[1]!, 200), node);
        else if (story.outcome) out.add('gains', truncate(story.outcome, 200), node);
        continue;
      }
    }
    for (const sentence of sentences(node.text)) {
      const positioning = maybePositioning ? POSITIONING.exec(sentence) : null;
      if (positioning) {
        const [, who, need, product, what, , differentiator] = positioning;
        out.add('segments', `${who!.trim()} who ${need!.trim()}`, node, sentence);
        for (const gain of need!
          .replace(/^(?:want|wants|need|needs|would like|wish(?:es)?)\s+to\s+/i, '')
          .split(/\s+and\s+/)) {
          if (/^(?:want|need)/i.test(need!)) out.add('gains', gain, node, sentence);
        }
        out.add('products', `${product!.trim()}: ${what!.trim()}`, node, sentence);
        if (differentiator) {
          const reliever = differentiator
            .replace(/^(?:our|the) (?:product|service|app|platform|solution|tool)\s+/i, '')
            .replace(/[.!]$/, '');
          out.add('relievers', reliever, node, sentence);
        }
        continue;
      }
      const problem = maybeProblem ? PROBLEM.exec(sentence) : null;
      if (problem) {
        out.add('pains', problem[1]!, node, sentence);
        out.add('pains', problem[3]!, node, sentence);
        if (out.lists.segments.length === 0) out.add('segments', problem[2]!, node, sentence);
      }
    }
  }
}

/** Words after "for" that name no customer ("… for free", "… for you"). */
const NO_SEGMENT =
  /^(?:free|you|us|all|everyone|everybody|anyone|good|now|today|everything|more|less|success|growth|the future|change|\d.*)$/i;

/** A landing page for one segment: "Payroll for restaurants" names its customers in the title. */
export function segmentFromTitle(doc: AnalyzedDocument, out: Collector): void {
  const title = doc.headings[0];
  if (!title) return;
  const text = title.text.replace(/\s*\([^()]*\)/g, '').trim();
  const match = /\sfor\s+((?:[\p{L}&'-]+\s?){1,5})$/u.exec(text);
  const who = match?.[1]?.trim();
  if (who && !NO_SEGMENT.test(who)) out.add('segments', who, title);
}
