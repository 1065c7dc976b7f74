import {
  PERSONA_NAME_VOCABULARY,
  PERSONA_PART_VOCABULARY,
  VALUE_HEADER_VOCABULARY,
} from '../../../../common/categories/value-proposition/header-vocabulary.js';
import { headerRoles, labelKey } from '../shared/header-roles.js';
import { wordCount } from '../shared/text.js';

/**
 * The labels of value-proposition documents: which list a heading, a "Label:" line, a table
 * header or a canvas block name stands for. The words are data
 * (common/categories/value-proposition/header-vocabulary.ts); this module finds the label in a
 * line ("3. Pains (what annoys them):" → "Pains") and knows where persona parts count.
 */
export type ValueList =
  'segments' | 'jobs' | 'pains' | 'gains' | 'products' | 'relievers' | 'creators';
export type Kind = ValueList | 'statement' | 'other';

/** Which list a label names; the first role listed in the vocabulary that matches wins. */
const VALUE_ROLES = headerRoles(VALUE_HEADER_VOCABULARY);
/** A persona's parts ("Goals", "Frustrations"): read as lists only inside a persona. */
const PERSONA_ROLES = headerRoles(PERSONA_PART_VOCABULARY);
const PERSONA_NAME_ROLES = headerRoles(PERSONA_NAME_VOCABULARY);

/** "Name", "Role", "Job title": the field of a persona card or table that names the persona. */
export function namesPersona(label: string): boolean {
  return PERSONA_NAME_ROLES.is(label.replace(/:\s*$/, ''), 'name');
}

/** "3. Pains (what annoys the customer):" → "Pains"; the label a heading or line starts with. */
export function labelHead(text: string): string {
  let label = text
    .replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|[a-z][.)]|[-–—•*]+)\s+/i, '')
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/[\s:.?!]+$/, '')
    .trim();
  // "Gain Creators - what creates gains today" / "Pains: what annoys them".
  const cut = /\s+[-–—]\s+|:\s*|\s*\?\s*/.exec(label);
  if (cut && cut.index > 0 && wordCount(label.slice(0, cut.index)) <= 5)
    label = label.slice(0, cut.index);
  return label.trim();
}

/** The list a label names, or null; persona part names ("Goals") count inside personas only. */
export function kindOf(text: string, persona = false): Kind | null {
  const head = labelHead(text);
  if (head && wordCount(head) <= 8) {
    const kind = (persona ? PERSONA_ROLES.roleOf(head) : null) ?? VALUE_ROLES.roleOf(head);
    if (kind) return kind;
  }
  const label = text.replace(/[:.]\s*$/, '').trim();
  if (wordCount(label) > 10) return null;
  // The whole label, then an English term in brackets ("Сегменты клиентов (Customer Segments)").
  const kind = VALUE_ROLES.roleOf(label);
  if (kind) return kind;
  const bracket = /\(([^()]{3,60})\)/.exec(label)?.[1];
  return bracket ? VALUE_ROLES.roleOf(bracket) : null;
}

/** Whether a label names a persona part (goals, frustrations, needs …) or a customer list. */
export function personaPart(text: string): Kind | null {
  const head = labelHead(text);
  if (!head || wordCount(head) > 6) return null;
  return PERSONA_ROLES.roleOf(head) ?? VALUE_ROLES.roleOf(head);
}

/**
 * "CUSTOMER SEGMENT", "Customer problem or need": a block's own label met where its entries
 * are (a canvas cell, the line under a heading), which is not an entry. The label word must
 * open the text, after customer/target words at most, so "Fewer challenges" stays an entry.
 */
export function isBlockLabel(text: string): boolean {
  const head = labelHead(text);
  if (!head || wordCount(head) > 4) return false;
  const found = VALUE_ROLES.match(head);
  if (!found) return false;
  const key = labelKey(head);
  const before = key.slice(0, found.index);
  const after = key.slice(found.index + found.length);
  return (
    /^(?:(?:customer|client|user|target|our|the|key|main|your|their)\s+)*$/i.test(before) &&
    /^(?:\s+(?:or|and|&|\/)\s+[\p{L}]+)?\s*$/iu.test(after)
  );
}

/** "Customer Profile – Event organisers": the segment named in the heading itself. */
export function inlineSegment(text: string): string | undefined {
  const match =
    /^(?:customer profile|customer segment|target (?:customer|group|audience)|persona)\s*[–—:-]\s*(.+)$/i.exec(
      text.trim(),
    );
  return match?.[1]?.trim();
}
