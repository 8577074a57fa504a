'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { MAX_PAGE_BUTTONS, PAGE_SIZE_OPTIONS, type PageSize } from '@/lib/table/defaults';
import { pageButtons, pageRange } from '@/lib/table/page-buttons';

import { DataTableIcon } from './data-table-icon';

/** Page buttons, Previous and Next; the current page's colours are in data-table.css. */
const buttonClass = 'data-table-page-button';

export interface DataTablePaginationProps {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  total: number;
  /**
   * `total` is an estimate: the range says "about", and as the estimate does not tell where the list
   * ends, the page buttons stop at the current page and Next stays on while the page is full.
   */
  totalIsEstimate?: boolean;
  /** Rows on the current page (used with an estimated total); a full page is assumed without it. */
  rowsOnPage?: number;
  /** The rows are loading: the range they will have is not known yet. */
  loading?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/**
 * Rows-per-page choice, the shown range ('1-25 of 312', or '1-25 of about 12,000' for an estimated
 * total) and the page buttons (docs/product.md, Data table).
 */
export function DataTablePagination({
  page,
  pageCount,
  pageSize,
  total,
  totalIsEstimate = false,
  rowsOnPage,
  loading = false,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const t = useTranslations('DataTable');
  const format = useFormatter();
  const selectId = useId();
  let range = pageRange(page, pageSize, total);
  let shownTotal = total;
  let hasNext = page < pageCount;
  let lastKnownPage = pageCount;
  if (totalIsEstimate) {
    // The real count may be above or below the estimate: no last page is offered, only the pages up
    // to this one, and Next while this page is full (a short page is the last one).
    const rows = rowsOnPage ?? pageSize;
    if (rows > 0) {
      const first = (page - 1) * pageSize + 1;
      range = { start: first, end: first + rows - 1 };
      // Past an estimate that was too low, the rows seen so far are the better guess.
      shownTotal = Math.max(total, range.end);
    }
    hasNext = rows >= pageSize;
    lastKnownPage = page;
  }
  const { start, end } = range;
  const buttons = pageButtons(page, lastKnownPage, MAX_PAGE_BUTTONS);

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>{t('rowsPerPage')}</label>
        <select
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          className="h-8 rounded-md border border-slate-500 bg-white ps-2 pe-7 text-sm dark:bg-slate-900"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {format.number(size)}
            </option>
          ))}
        </select>
      </div>
      {/*
       * Its own direction, from its text: in a right-to-left layout "1-25 of 70" stays in that order.
       * While the rows load, the range so far ("0-0 of 0" on a first load) keeps its place but is
       * hidden: screen readers announce the range once, when the rows have come.
       */}
      <p className="tabular-nums" aria-live="polite" dir="auto">
        <span className={loading ? 'invisible' : undefined} aria-hidden={loading || undefined}>
          {t(totalIsEstimate ? 'rangeEstimate' : 'range', { start, end, total: shownTotal })}
        </span>
      </p>
      {/*
       * Previous and Next at either end are marked aria-disabled rather than disabled, so the button
       * that took the user there keeps the focus (a disabled one drops it to the page). The buttons
       * wrap on a narrow screen instead of leaving the page.
       */}
      <nav aria-label={t('pagination')}>
        <ul className="flex flex-wrap items-center justify-end gap-1">
          <li>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('previousPage')}
              aria-disabled={page <= 1 || undefined}
              onClick={() => page > 1 && onPageChange(page - 1)}
            >
              <DataTableIcon name="chevron-start" className="size-4 rtl:rotate-180" />
            </button>
          </li>
          {buttons.map((item, index) =>
            item === 'ellipsis' ? (
              <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={buttonClass}
                  aria-label={t('page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => item !== page && onPageChange(item)}
                >
                  {format.number(item)}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('nextPage')}
              aria-disabled={!hasNext || undefined}
              onClick={() => hasNext && onPageChange(page + 1)}
            >
              <DataTableIcon name="chevron-end" className="size-4 rtl:rotate-180" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
