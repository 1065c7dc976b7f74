import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset paging of a list ordered newest first by (created_at, id): a page is the rows strictly
 * older than the last row of the page before. Unlike OFFSET it costs the same on page 50 as on
 * page 1 (an index range scan of the organization's slice), and an upload while someone pages
 * neither repeats nor skips a row.
 *
 * The cursor is the last row's position, opaque to clients (base64url of
 * `<created_at with microseconds>_<id>`). PostgreSQL keeps microseconds and a JavaScript Date
 * only milliseconds, so the time is read from the database as text, never through a Date:
 * rounding it would skip or repeat rows uploaded within the same millisecond.
 */
export interface PagePosition {
  /** UTC, microseconds: `2026-05-01T10:20:30.123456Z`. */
  createdAt: string;
  id: number;
}

/** Rows a list row carries besides its columns, to make the next page's cursor from the last. */
export interface Positioned {
  pagePosition: string;
}

const POSITION_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;

/** Selected with a list's columns: the row's position, exactly, as text. */
export function positionColumn(createdAt: PgColumn, id: PgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;
}

export function encodePageCursor(position: string): string {
  return Buffer.from(position, 'utf8').toString('base64url');
}

/** The position a cursor names, or null for anything this server did not hand out. */
export function decodePageCursor(cursor: string): PagePosition | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const match = POSITION_TEXT.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  const createdAt = match[1]!;
  // A real instant: '2026-02-31' or '24:00' would reach PostgreSQL and fail there as a 500.
  const milliseconds = `${createdAt.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  if (id > MAX_ID || Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds)
    return null;
  return { createdAt, id };
}

/** Rows older than `position` in the list's order: one row comparison the (…, created_at, id) index answers. */
export function olderThan(createdAt: PgColumn, id: PgColumn, position: PagePosition): SQL {
  return sql`(${createdAt}, ${id}) < (${position.createdAt}::timestamptz, ${position.id})`;
}

export interface Page<Row> {
  rows: Row[];
  /** The cursor of the page after this one, or null when this is the last. */
  nextCursor: string | null;
}

/**
 * A page from `limit + 1` rows read: the extra row only tells that more exist. The position
 * column stays on the rows (serializers pick the fields they show).
 */
export function toPage<Row extends Positioned>(rows: Row[], limit: number): Page<Row> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: encodePageCursor(shown[shown.length - 1]!.pagePosition) };
}
