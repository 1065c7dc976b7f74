import { hasDate, isDateLike } from '../shared/dates.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView, type TableView } from '../shared/records.js';
import { wordCount } from '../shared/text.js';
import { ROADMAP_ROLES } from './roadmap-headers.js';
import { underHistory } from './roadmap-milestones.js';
import { type PhaseCandidate, phaseScore } from './roadmap-phases.js';
import { type MilestoneCandidate } from './roadmap-schedule.js';

/**
 * Roadmap tables: a table of phases (one per row, its columns' roles read from their headers), a
 * table of dated milestones, or a board whose column headers are statuses or periods.
 */

/** The first column whose header gives the role, skipping the columns already read. */
export function columnOf(
  view: TableView,
  role: 'phase' | 'when' | 'content' | 'milestone' | 'status',
  exclude: (number | undefined)[] = [],
): number | undefined {
  return ROADMAP_ROLES.columnOf(view.header, role, exclude);
}

export function fromTables(doc: AnalyzedDocument): {
  phases: PhaseCandidate[];
  milestones: MilestoneCandidate[];
} {
  const phases: PhaseCandidate[] = [];
  const milestones: MilestoneCandidate[] = [];
  for (const node of doc.tables) {
    if (underHistory(node)) continue;
    const view = tableView(node);
    if (!view) continue;
    const board = boardColumns(node, view);
    if (board.length >= 2) {
      phases.push(...board);
      continue;
    }
    const when = columnOf(view, 'when');
    const milestone = columnOf(view, 'milestone', [when]);
    const phase = columnOf(view, 'phase', [when, milestone]);
    const content = columnOf(view, 'content', [when, milestone, phase]);
    const status = columnOf(view, 'status');
    const datedRows =
      when === undefined
        ? 0
        : view.rows.filter((r) => hasDate(r[when] ?? '') || /\d/.test(r[when] ?? '')).length;
    if (
      milestone !== undefined &&
      when !== undefined &&
      phase === undefined &&
      datedRows >= view.rows.length / 2
    ) {
      view.rows.forEach((cells, r) => {
        const description = cells[milestone]?.trim();
        if (!meaningful(description)) return;
        milestones.push({
          date: cells[when]?.trim() || undefined,
          description:
            content !== undefined && cells[content]
              ? `${description}: ${cells[content]}`
              : description,
          snippet: cells.filter(Boolean).join(' | '),
          location: locate(node, r + 1),
          order: node.index * 1000 + r,
          rank: 0,
        });
      });
      continue;
    }
    const nameColumn = phase ?? (when !== undefined && datedRows >= 2 ? when : undefined);
    if (
      nameColumn === undefined ||
      (content === undefined && when === undefined && status === undefined)
    )
      continue;
    view.rows.forEach((cells, r) => {
      const name = cells[nameColumn]?.trim();
      if (!meaningful(name)) return;
      const timeline = when !== undefined && when !== nameColumn ? cells[when]?.trim() : undefined;
      phases.push({
        name,
        timeline: meaningful(timeline) ? timeline : nameColumn === when ? undefined : undefined,
        status: status !== undefined && meaningful(cells[status]) ? cells[status] : undefined,
        features: content !== undefined ? splitFeatures(cells[content] ?? '') : [],
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, r + 1),
        order: node.index * 1000 + r,
      });
    });
  }
  return { phases, milestones };
}

/** Column roles a board's headers never have: a board's columns are statuses or periods. */
const BOARD_EXCLUDED = ['phase', 'when', 'content', 'milestone', 'status'] as const;

/**
 * A board: every column header is a status or a period ("| Now | Next | Later |",
 * "| Q1 2027 | Q2 2027 |"), and the cells below are its items.
 */
function boardColumns(node: DocNode, view: TableView): PhaseCandidate[] {
  const headers = view.header.map((h) => h.trim());
  if (
    headers.length < 2 ||
    headers.some(
      (h) =>
        !h ||
        phaseScore(h) === 0 ||
        wordCount(h) > 6 ||
        ROADMAP_ROLES.roleOf(h, BOARD_EXCLUDED) !== null,
    )
  )
    return [];
  // A column of dates makes the table a schedule, not a board.
  const datedColumn = headers.some(
    (_, c) => view.rows.filter((r) => isDateLike(r[c] ?? '')).length * 2 > view.rows.length,
  );
  if (datedColumn) return [];
  return headers.map((name, c) => {
    const features = view.rows.flatMap((r) => splitFeatures(r[c] ?? '')).slice(0, 20);
    return {
      name,
      features,
      snippet: `${name}: ${features.join(' · ')}`,
      location: locate(node, 0),
      order: node.index * 1000 + c,
    };
  });
}

export function splitFeatures(value: string): string[] {
  return value
    .split(/\s*(?:[;•·]|,(?![^(]*\))(?!\s*\d))\s*/)
    .map((f) => f.trim())
    .filter((f) => meaningful(f));
}
