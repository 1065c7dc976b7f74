import { columnScale, parseRating, type Rating, type RatingScale } from '../ratings.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView } from '../shared/records.js';
import { stripBrackets } from '../shared/text.js';
import { type Candidate, riskName } from './risk-candidate.js';
import { joinContinuedRows, overallRating, rotatedHeaderView } from './risk-records.js';
import { ID_PREFIX, namesRisks, tableRoles } from './risk-roles.js';

/**
 * Risk registers as tables: one risk per row, the columns' roles read from their headers
 * (risk-roles.ts), ratings read on the scale each column uses.
 */

export function fromTables(doc: AnalyzedDocument, fiveSteps: boolean): Candidate[][] {
  const groups: Candidate[][] = [];
  for (const node of doc.tables) {
    const table = tableView(node) ?? rotatedHeaderView(node);
    if (!table) continue;
    const view = { header: table.header, rows: joinContinuedRows(table.rows) };
    const roles = tableRoles(view.header, view.rows, fiveSteps);
    const riskWords = view.header.some(namesRisks);
    const supporting = [
      roles.probability,
      roles.impact,
      roles.overall,
      roles.mitigation,
      roles.owner,
      riskWords ? roles.describes : undefined,
    ].filter((r) => r !== undefined).length;
    if (roles.name === undefined || supporting === 0) continue;
    if (!riskWords && supporting < 2) continue;
    const scales = {
      probability: scaleOf(view, roles.probability, fiveSteps),
      impact: scaleOf(view, roles.impact, fiveSteps),
      overall: scaleOf(view, roles.overall, fiveSteps),
    };
    const group: Candidate[] = [];
    const idMerged = roles.name !== undefined && ID_PREFIX.test(view.header[roles.name]!.trim());
    view.rows.forEach((cells, i) => {
      let name = cellText(cells, roles.name);
      if (name && idMerged) name = name.replace(/^[A-Z]{0,3}[-\s]?\d{1,4}[.)]?\s+/, '');
      if (!meaningful(name) || !/\p{L}{3}/u.test(name) || name.length < 4) return;
      const level =
        roles.overall !== undefined
          ? overallRating(rating(cells, roles.overall, scales.overall), cells[roles.overall]!)
          : undefined;
      group.push({
        name: riskName(name),
        probability: level ?? rating(cells, roles.probability, scales.probability),
        impact: level ?? rating(cells, roles.impact, scales.impact),
        mitigation: cellText(cells, roles.mitigation),
        owner: cellText(cells, roles.owner),
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, i + 1),
        order: node.index * 1000 + i,
      });
    });
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

function scaleOf(
  view: { header: string[]; rows: string[][] },
  column: number | undefined,
  fiveSteps: boolean,
): RatingScale | undefined {
  if (column === undefined) return undefined;
  return columnScale(
    view.header[column]!,
    view.rows.map((r) => r[column] ?? ''),
    fiveSteps,
  );
}

function cellText(cells: string[], column?: number): string | undefined {
  if (column === undefined) return undefined;
  const value = stripBrackets(cells[column] ?? '');
  return meaningful(value) ? value : undefined;
}

function rating(
  cells: string[],
  column: number | undefined,
  scale?: RatingScale,
): Rating | undefined {
  if (column === undefined) return undefined;
  return parseRating(cells[column] ?? '', scale) ?? undefined;
}
