import { z } from 'zod';

/**
 * The organization-wide lists (GET /api/documents, GET /api/visualizations) answer one page,
 * newest first. The body stays a JSON array (spec §7); the next page's URL comes in a
 * `Link: </api/documents?before=…>; rel="next"` header (RFC 8288), absent on the last page.
 * Cursors are opaque: a client only follows the link.
 */

/**
 * 100 documents: ten times what the dashboard shows before 'Show all', and about 37 KB of JSON
 * that the dashboard polls every 3 seconds; every upload and status change the list follows
 * happens among the newest, so the first page is the only one polled.
 */
export const DOCUMENTS_PAGE_SIZE = 100;

/**
 * 48 visualizations: each carries its data to draw its thumbnail, so a page is heavier than a
 * document's; 48 fills whole rows of the two-, three- and four-column grid.
 */
export const VISUALIZATIONS_PAGE_SIZE = 48;

export const PAGE_CURSOR_MESSAGE = 'Invalid page cursor';

export const pageQuerySchema = z.object({
  before: z.string().min(1, PAGE_CURSOR_MESSAGE).max(128, PAGE_CURSOR_MESSAGE).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The URL of a Link header's rel="next" target, or null when there is none (the last page). */
export function nextPageLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

/** The Link header value pointing to the page after `cursor` of the list at `path` (and `query`). */
export const nextPageLinkHeader = (path: string, cursor: string, query: string = '') =>
  `<${path}?before=${encodeURIComponent(cursor)}${query}>; rel="next"`;
