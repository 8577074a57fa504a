/**
 * The data table's defaults: every table of the console starts from these. The page sizes and the
 * limits are the devices API's too (lib/server/domain/devices/query.ts imports them), so the table
 * never asks for what the API refuses. Its texts are the `DataTable` messages.
 */

/** Rows per page when nothing else is chosen. */
export const DEFAULT_PAGE_SIZE = 25;

/** The only page sizes offered (and the only ones accepted from a URL). */
export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** Minimum height of the table area in pixels, so an empty or loading table does not collapse. */
export const TABLE_MIN_HEIGHT_PX = 180;

/** Most entries in the page-button list, ellipses included. */
export const MAX_PAGE_BUTTONS = 7;

/** Pause after the last keystroke before a search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Longest search or filter value: the search box takes no more, and a URL's is cut to it, not
 * rejected. The devices API refuses a longer search.
 */
export const MAX_QUERY_LENGTH = 100;

/** Highest page a URL may ask for (far beyond any real paging; the devices API refuses more). */
export const MAX_PAGE = 1_000_000;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}
