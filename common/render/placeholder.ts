/**
 * §9: placeholder values count as empty. A value is a placeholder when, trimmed and compared
 * case-insensitively, it is blank, a "not available" phrase, or a generic stand-in name such as
 * 'Company X' or 'Competitor A' (a generic noun followed by a single letter or a number).
 */
const PLACEHOLDER_PHRASES = new Set([
  'n/a',
  'n.a.',
  'n.a',
  'na',
  'n/d',
  'not available',
  'not applicable',
  'not specified',
  'not provided',
  'not mentioned',
  'not stated',
  'not given',
  'unspecified',
  'unknown',
  'none',
  'null',
  'undefined',
  'nil',
  '-',
  '--',
  '—',
  '–',
  '?',
  '...',
  '…',
  'placeholder',
  'lorem ipsum',
]);

/** 'Company X', 'competitor A', 'Vendor #2', 'Company-1': a generic noun and a one-letter or numeric label. */
const GENERIC_NAME =
  /^(?:the\s+)?(?:company|competitor|vendor|provider|supplier|firm|brand|rival|player|organi[sz]ation|business|corp(?:oration)?|startup)\s*[-#]?\s*(?:[a-z]|\d{1,2})\.?$/i;

/** '[Company name]', '<competitor>', '{{COMPANY_1}}': a value that is only a bracketed slot. */
const BRACKETED_SLOT = /^(?:\[[^\]]*\]|<[^>]*>|\{\{?[^}]*\}?\})$/;

export function isPlaceholderValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return true;
  const lower = text.toLowerCase();
  if (PLACEHOLDER_PHRASES.has(lower)) return true;
  if (PLACEHOLDER_PHRASES.has(lower.replace(/[.!]+$/, ''))) return true;
  return GENERIC_NAME.test(text) || BRACKETED_SLOT.test(text);
}

/** The value as a trimmed, single-spaced string, or '' when it is empty or a placeholder. */
export function cleanValue(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  if (isPlaceholderValue(value)) return '';
  return value.trim().replace(/\s+/g, ' ');
}
