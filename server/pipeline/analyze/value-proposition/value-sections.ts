import { LONG_TEXT_MAX } from '../../../../common/render/data-schema.js';
import { sectionNodes } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { splitKeyValue } from '../shared/records.js';
import { firstSentence, itemTitle, truncate, wordCount } from '../shared/text.js';
import { splitInline } from './value-collector.js';
import type { Collector } from './value-collector.js';
import { inlineSegment, isBlockLabel, type Kind, kindOf, personaPart } from './value-labels.js';
import { inPersona, personaHeadings, personaName, roleItem, userStory } from './value-personas.js';
import { POSITIONING } from './value-prose.js';

/**
 * The lists of a value proposition from headings, label paragraphs ("Pains:"), "Key: value"
 * lines, bracketed labels ("[Who] …") and list items grouped by customer segment.
 */

/** The customer profile's lists: their entries are grouped by customer segment when grouped. */
const CUSTOMER_SIDE = new Set<Kind>(['jobs', 'pains', 'gains']);

/**
 * "Channels" or "Goals" alone on a line, without a colon (a bold label in a canvas written as
 * paragraphs): it opens that block, so the lines below it do not run into the block above.
 */
function shortLabel(text: string, persona: boolean): Kind | null {
  if (wordCount(text) > 5 || /[.!?,;]$/.test(text) || text.includes(':')) return null;
  if (isBlockLabel(text)) return kindOf(text);
  return persona ? personaPart(text) : null;
}

/** "[Who] Alcoholics who …" / "[Why] …": bracketed labels override the section. */
function bracketLabel(text: string): { kind: Kind; rest: string } | null {
  const match = /^\[(who|why|what|how)\]\s*(.+)$/i.exec(text);
  if (!match) return null;
  const label = match[1]!.toLowerCase();
  const kind: Kind = label === 'who' ? 'segments' : label === 'why' ? 'pains' : 'products';
  return { kind, rest: match[2]! };
}

function entryText(kind: Kind, node: DocNode): string {
  if (kind === 'statement') return firstSentence(node.text, LONG_TEXT_MAX);
  if (kind === 'segments' && node.kind === 'paragraph')
    return firstSentence(node.text, 200).replace(/\.$/, '');
  return itemTitle(node.text, 16);
}

/** The lists from headings, label paragraphs and "Key: value" lines. */
export function fromSections(doc: AnalyzedDocument, out: Collector): void {
  let current: { kind: Kind; level: number } | null = null;
  let pending: DocNode[] = [];
  let hasItems = false;
  const personas = personaHeadings(doc);
  /** Inside a list item that groups sub-items ("Segment A:" over its pains). */
  let group = false;
  /** Level of the first sub-heading inside the current section. */
  let sub: number | undefined;
  /** Group labels of the current section; two or more name the customer segments. */
  let groups: DocNode[] = [];
  const flush = () => {
    if (groups.length >= 2)
      for (const label of groups) out.add('segments', label.text.replace(/:\s*$/, ''), label);
    groups = [];
    if (current && !hasItems) {
      // Sections written as paragraphs: short ones are the entries.
      for (const node of pending) {
        if (
          /[?:]$/.test(node.text) ||
          /\bproblem of\b/i.test(node.text) ||
          POSITIONING.test(node.text)
        )
          continue;
        if (current.kind === 'statement' || wordCount(node.text) <= 45) {
          out.add(current.kind, entryText(current.kind, node), node);
          if (current.kind === 'statement') break;
        }
      }
    }
    pending = [];
    hasItems = false;
    group = false;
    sub = undefined;
  };
  for (const node of doc.nodes) {
    if (node.kind === 'table') continue;
    if (node.kind === 'heading') {
      if (personas.has(node.index)) {
        // A persona or buyer role: its name is a segment, its parts are read below it.
        flush();
        current = null;
        const name = personaName(node.text);
        if (name) out.add('segments', name, node);
        continue;
      }
      const segment = inlineSegment(node.text);
      const kind = segment ? 'segments' : kindOf(node.text, inPersona(node, personas));
      if (segment) out.add('segments', segment, node);
      if (kind) {
        flush();
        // A heading whose sections name lists ("Value proposition" over "Products", "Gains" …)
        // is a container, not a list of its own.
        const children = sectionNodes(doc, node).filter(
          (n) => n.kind === 'heading' && kindOf(n.text),
        );
        current = children.length > 0 && !segment ? null : { kind, level: node.level };
        continue;
      }
      if (current && node.level <= current.level) {
        flush();
        current = null;
      } else if (current && current.kind !== 'statement' && !node.inferred) {
        // "Benefits" over "Faster month-end close", "Fewer errors": a benefits page's
        // sub-headings are its entries; the prose under each only explains them.
        sub ??= node.level;
        const audience = /^for\s+(.{3,60})$/i.exec(node.text.trim());
        if (node.level === sub && audience) {
          // "Benefits" over "For agencies", "For freelancers": the sub-headings name audiences.
          out.add('segments', audience[1]!, node);
          hasItems = true;
        } else if (node.level === sub && wordCount(node.text) <= 8) {
          out.add(current.kind, itemTitle(node.text, 16), node);
          hasItems = true;
        }
      }
      continue;
    }
    const text = node.text;
    // User needs ("As a …, I need … so that …") are split into their parts by fromProse.
    if (/^\W{0,2}as (?:an?|the|one) /i.test(text) && userStory(text)) continue;
    const bracket = bracketLabel(text);
    if (bracket) {
      out.add(
        bracket.kind,
        bracket.kind === 'segments'
          ? firstSentence(bracket.rest, 200).replace(/\.$/, '')
          : firstSentence(bracket.rest, 200).replace(/\.$/, ''),
        node,
      );
      hasItems = true;
      continue;
    }
    // "Pains (what bothers them):" alone on a line: a block label that lost its heading style.
    const labelKind =
      node.kind === 'paragraph' && /:\s*$/.test(text) && !splitKeyValue(text)
        ? kindOf(text, inPersona(node, personas))
        : node.kind === 'paragraph'
          ? shortLabel(text, inPersona(node, personas))
          : null;
    if (labelKind) {
      flush();
      current = {
        kind: labelKind,
        level: (node.headings[node.headings.length - 1]?.level ?? 0) + 0.5,
      };
      continue;
    }
    const kv = splitKeyValue(text);
    const kvKind = kv ? kindOf(kv.key, inPersona(node, personas)) : null;
    if (kv && kvKind) {
      const value = kv.value.trim();
      if (
        /:\s*$/.test(value) ||
        (wordCount(value) <= 2 && node.kind === 'paragraph' && value.endsWith(':'))
      ) {
        // "Customer pains: Our customers are pained by:" opens a list.
        flush();
        current = {
          kind: kvKind,
          level: (node.headings[node.headings.length - 1]?.level ?? 0) + 0.5,
        };
        continue;
      }
      const cleaned =
        kvKind === 'segments'
          ? value.replace(/^.{0,60}?\bis (?:for|aimed at|built for|designed for)\s+/i, '')
          : value;
      const parts = kvKind === 'statement' ? [cleaned] : splitInline(cleaned, node.kind === 'item');
      for (const part of parts)
        out.add(
          kvKind,
          kvKind === 'statement' ? firstSentence(part, LONG_TEXT_MAX) : truncate(part, 200),
          node,
        );
      if (kvKind === 'statement') creatorsFromStatement(cleaned, node, out);
      continue;
    }
    const role = roleItem(doc, node);
    if (role) {
      // A buyer role introduced by a list item with "Value prop:" / "Challenges:" under it.
      out.add('segments', role, node);
      continue;
    }
    if (!current) continue;
    if (node.kind === 'item') {
      const next = doc.nodes[node.index + 1];
      const opensGroup = /:\s*$/.test(text) && next?.kind === 'item' && next.level > node.level;
      if (node.level === 0 && opensGroup) {
        // "Students who game:" over sub-items: a group of entries per customer segment, as
        // canvases written as nested lists do; the group label names the segment.
        group = true;
        if (CUSTOMER_SIDE.has(current.kind)) groups.push(node);
      } else if (node.level === 0) {
        group = false;
        out.add(current.kind, entryText(current.kind, node), node);
        hasItems = true;
      } else if (group && node.level === 1) {
        out.add(
          current.kind,
          entryText(current.kind, { ...node, text: text.replace(/:\s*$/, '') }),
          node,
        );
        hasItems = true;
      }
    } else if (!/:\s*$/.test(text)) {
      pending.push(node);
    }
  }
  flush();
}

/** "… helps owners grow by providing information and a community" → a gain creator. */
function creatorsFromStatement(text: string, node: DocNode, out: Collector): void {
  const match =
    /\bby (?:providing|offering|giving|delivering|creating|building|combining)\s+(.+?)[.!]?$/i.exec(
      text,
    );
  if (match) out.add('creators', truncate(match[1]!, 200), node);
}
