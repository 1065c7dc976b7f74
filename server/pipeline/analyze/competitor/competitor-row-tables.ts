import { locate } from '../shared/document.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView, type TableView } from '../shared/records.js';
import { normKey, wordCount } from '../shared/text.js';
import { COMPETITOR_ROLES } from './competitor-headers.js';
import { lowerCaseWords } from './competitor-lists.js';
import { bareName, cleanName, type Company, isName, notAName } from './competitor-names.js';
import { productColumns } from './competitor-tables.js';

/**
 * Tables with one company per row ("| Company | Pricing | Strengths |"): the name column (by its
 * header, or a first column of names) and what each other column says of the company.
 */

/** The columns of a one-company-per-row table, in the order their headers are tried. */
const DETAIL_COLUMNS = [
  'pricing',
  'pricingAspect',
  'limitations',
  'market',
  'support',
  'features',
  'attributes',
] as const;
type DetailColumn = (typeof DETAIL_COLUMNS)[number];

function nameColumn(view: TableView): number | null {
  const byHeader = COMPETITOR_ROLES.columnOf(view.header, 'name') ?? -1;
  const candidate = byHeader >= 0 ? byHeader : 0;
  const values = view.rows.map((r) => r[candidate] ?? '').filter(Boolean);
  if (values.length < 2) return null;
  // Names, not the cells or row labels of a feature matrix ("Yes", "✓", "$10", "Offline mode").
  const nameLike = values.filter((v) => wordCount(v) <= 6 && !notAName(v));
  if (nameLike.length < values.length * 0.8) return null;
  if (new Set(values.map(normKey)).size < values.length * 0.8) return null;
  return candidate;
}

export function fromCompanyTables(doc: AnalyzedDocument, prose: string): Company[][] {
  const groups: Company[][] = [];
  for (const node of doc.tables) {
    const view = tableView(node);
    // A table with the products as columns is read by fromProductColumns.
    if (!view || productColumns(view, prose, lowerCaseWords(doc))) continue;
    const nameAt = nameColumn(view);
    if (nameAt === null) continue;
    const roles = new Map<number, DetailColumn>();
    view.header.forEach((h, c) => {
      if (c === nameAt || !h) return;
      const role = COMPETITOR_ROLES.roleOf(h, DETAIL_COLUMNS);
      if (role) roles.set(c, role as DetailColumn);
    });
    // An empty corner over a column of proper names is a name column too.
    const values = view.rows.map((r) => r[nameAt] ?? '').filter(Boolean);
    const named =
      COMPETITOR_ROLES.is(view.header[nameAt]!, 'name') ||
      (!view.header[nameAt]!.trim() && values.filter(isName).length >= values.length * 0.8);
    if (roles.size === 0 || (!named && roles.size < 2)) continue;
    const group: Company[] = [];
    view.rows.forEach((cells, r) => {
      const name = bareName(cleanName(cells[nameAt] ?? ''));
      if (!meaningful(name) || notAName(name)) return;
      const company: Company = {
        name,
        features: [],
        limitations: [],
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, r + 1),
      };
      for (const [c, role] of roles) {
        const value = cells[c]?.trim();
        if (!meaningful(value)) continue;
        const label = view.header[c]!;
        if (role === 'features' || role === 'limitations') company[role].push(...splitList(value));
        // A descriptive column ("Type", "Storage", "Free") reads better with its header.
        else if (role === 'attributes') company.features.push(`${label}: ${value}`);
        else {
          const field = role === 'pricingAspect' ? 'pricing' : role;
          const text = role === 'pricingAspect' ? `${label}: ${value}` : value;
          const existing = company[field];
          company[field] = existing ? `${existing}; ${text}` : text;
        }
      }
      group.push(company);
    });
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

export function splitList(value: string): string[] {
  const parts = value
    .split(/\s*(?:[;•·]|,(?!\d)(?![^(]*\)))\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.length <= 8 ? parts : [value];
}
