import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { splitKeyValue } from '../shared/records.js';
import { wordCount } from '../shared/text.js';
import { kindOf, personaPart } from './value-labels.js';

/**
 * Personas and buyer roles: a heading per persona ("Maria, clinic manager", "CFO") whose
 * section names two or more of the persona's parts (goals, needs, frustrations, challenges,
 * outcomes, pains, gains, jobs) as sub-headings or "Label:" lines. The heading names a customer
 * segment; inside it "Goals" and "Needs" read as gains and "Frustrations" as pains.
 */

/** Headings that hold a canvas or an analysis rather than one persona. */
const NOT_A_PERSONA =
  /\b(?:canvas|model|map|value proposition|summary|analysis|research|overview|findings|insights|introduction|background|context|market)\b/i;

const PERSONA_PREFIX =
  /^(?:(?:user |buyer |customer )?(?:persona|profile)|role|customer segment|target (?:customer|group|audience))\s*(?:#?\d+)?\s*[:–—-]\s*/i;

/** The label a node gives, if it is one: a heading, "Goals:" alone, or "Goals: …". */
function nodeLabel(node: DocNode): string | null {
  if (node.kind === 'heading') return node.text;
  if (node.kind === 'table') return null;
  if (/:\s*$/.test(node.text) && wordCount(node.text) <= 6) return node.text;
  // A bold "Goals" line without a colon.
  if (node.kind === 'paragraph' && wordCount(node.text) <= 4 && !/[.!?,;]$/.test(node.text))
    return node.text;
  return splitKeyValue(node.text)?.key ?? null;
}

/** Indices of the headings that introduce one persona or buyer role each. */
export function personaHeadings(doc: AnalyzedDocument): Set<number> {
  const parts = new Map<number, Set<string>>();
  const firstHeading = doc.headings[0]?.index;
  for (const node of doc.nodes) {
    const owner = node.headings[node.headings.length - 1];
    if (!owner || owner.index === firstHeading) continue;
    // Only the nodes directly under a heading, and only its first-level labels.
    if (node.kind === 'item' && node.level > 0) continue;
    const label = nodeLabel(node);
    const kind = label ? personaPart(label) : null;
    if (kind !== 'pains' && kind !== 'gains' && kind !== 'jobs') continue;
    let set = parts.get(owner.index);
    if (!set) parts.set(owner.index, (set = new Set()));
    set.add(kind);
  }
  const out = new Set<number>();
  for (const [index, kinds] of parts) {
    const heading = doc.nodes[index]!;
    if (kinds.size < 2 || NOT_A_PERSONA.test(heading.text)) continue;
    const own = kindOf(heading.text);
    if (own && !(own === 'segments' && personaName(heading.text))) continue;
    out.add(index);
  }
  return out;
}

/** "Persona 2: Sam, freelance designer" → "Sam, freelance designer"; "" for "Persona 2". */
export function personaName(text: string): string {
  const label = text.replace(/[:.]\s*$/, '').trim();
  if (/^(?:(?:user |buyer |customer )?(?:persona|profile)|role)s?\s*(?:#?\d+)?$/i.test(label))
    return '';
  return label.replace(PERSONA_PREFIX, '').trim();
}

/** "User personas", "Buyer roles": a section that holds personas, however each is written. */
const PERSONAS_SECTION =
  /^(?:\d+[.)]?\s*)?(?:(?:our|user|customer|buyer|target)\s+)?(?:personas|buyer roles|user types|user roles)$/i;

/** Whether a node sits inside a persona section. */
export function inPersona(node: DocNode, personas: Set<number>): boolean {
  return node.headings.some((h) => personas.has(h.index) || PERSONAS_SECTION.test(h.text));
}

export interface UserStory {
  segment: string;
  job: string;
  outcome?: string;
}

const STORY =
  /^[“"']?\s*as (?:an?|the|one of the)\s+([^,]{3,90}?),?\s+(?:I|we)\s+(?:want|need|would like|wish|must be able|should be able|expect)(?:\s+to)?\s+(.+?)(?:,?\s+so that\s+(.+?))?[.”"']*$/i;

/** "As a clinic manager, I need to see … so that I can …" → segment, job and outcome. */
export function userStory(sentence: string): UserStory | null {
  const match = STORY.exec(sentence.trim());
  if (!match) return null;
  const outcome = match[3]
    ?.replace(/^(?:I|we|they|you)\s+(?:can|could|will|am able to|are able to)\s+/i, '')
    .trim();
  return { segment: match[1]!.trim(), job: match[2]!.trim(), outcome: outcome || undefined };
}

/** The parts a buyer role's sub-list names: its value proposition, pains, gains or jobs. */
const ROLE_PARTS = new Set(['statement', 'pains', 'gains', 'jobs']);

/**
 * "CISO - risk, compliance" over the sub-items "Value prop:", "Challenges:": a list item that
 * introduces a buyer role or persona; returns the role's name, or null for an ordinary item.
 */
export function roleItem(doc: AnalyzedDocument, item: DocNode): string | null {
  if (item.kind !== 'item') return null;
  // Sub-lists are short; a bound keeps the walk linear on long lists.
  for (let i = item.index + 1; i < Math.min(doc.nodes.length, item.index + 40); i++) {
    const child = doc.nodes[i]!;
    if (child.kind !== 'item' || child.level <= item.level) break;
    if (child.level !== item.level + 1) continue;
    const label = child.text.replace(/:\s*$/, '');
    if (wordCount(label) > 3 || /[.!?]$/.test(label)) continue;
    const kind = personaPart(label) ?? kindOf(label);
    if (kind && ROLE_PARTS.has(kind)) {
      const name = item.text.split(/\s+[-–—]\s+|:\s/)[0]!.trim();
      return wordCount(name) <= 8 ? name : null;
    }
  }
  return null;
}
