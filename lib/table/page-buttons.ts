import { MAX_PAGE_BUTTONS } from './defaults';

/** One entry of the page-button list: a page number, or an ellipsis standing for two or more pages. */
export type PageButton = number | 'ellipsis';

/**
 * The page buttons to show for page `current` of `count`, at most `max` entries including ellipses.
 * The first and last page stay reachable and the current page sits in the middle when it can:
 * `pageButtons(5, 20)` is `[1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]`. An ellipsis never hides a
 * single page (that page is shown instead). With `max` under 5 there is no room for first, last
 * and two ellipses, so a plain window of pages around the current one is returned.
 */
export function pageButtons(current: number, count: number, max: number = MAX_PAGE_BUTTONS): PageButton[] {
  const total = Math.max(0, Math.floor(count) || 0);
  const limit = Math.max(1, Math.floor(max) || 1);
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);

  if (total <= limit) return range(1, total);

  if (limit < 5) {
    const start = Math.min(Math.max(1, page - Math.floor((limit - 1) / 2)), total - limit + 1);
    return range(start, start + limit - 1);
  }

  // Room for `inner` pages between "1 …" and "… last".
  const inner = limit - 4;
  const start = page - Math.floor((inner - 1) / 2);
  const end = start + inner - 1;
  if (start <= 3) return [...range(1, limit - 2), 'ellipsis', total];
  if (end >= total - 2) return [1, 'ellipsis', ...range(total - (limit - 3), total)];
  return [1, 'ellipsis', ...range(start, end), 'ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Number of pages for `total` rows, `pageSize` per page. */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** First and last row number shown on `page` (1-based), both 0 when there are no rows. */
export function pageRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  if (total <= 0) return { start: 0, end: 0 };
  const start = Math.min((Math.max(1, page) - 1) * pageSize + 1, total);
  return { start, end: Math.min(start + pageSize - 1, total) };
}
