'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { MAX_PAGE_BUTTONS, PAGE_SIZE_OPTIONS, type PageSize } from '@/lib/table/defaults';
import { pageButtons, pageRange } from '@/lib/table/page-buttons';

import { DataTableIcon } from './data-table-icon';

const buttonClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm tabular-nums text-slate-700 ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent ' +
  'dark:text-slate-200 dark:hover:bg-slate-800';
const currentClass =
  'bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-white dark:hover:bg-brand-600';

export interface DataTablePaginationProps {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** Rows-per-page choice, the shown range ('1-25 of 312') and the page buttons (spec 2 defaults). */
export function DataTablePagination({
  page,
  pageCount,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const t = useTranslations('DataTable');
  const format = useFormatter();
  const selectId = useId();
  const { start, end } = pageRange(page, pageSize, total);
  const buttons = pageButtons(page, pageCount, MAX_PAGE_BUTTONS);

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>{t('rowsPerPage')}</label>
        <select
          id={selectId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          className="h-8 rounded-md border border-slate-300 bg-white ps-2 pe-7 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {format.number(size)}
            </option>
          ))}
        </select>
      </div>
      <p className="tabular-nums" aria-live="polite">
        {t('range', { start, end, total })}
      </p>
      <nav aria-label={t('pagination')}>
        <ul className="flex items-center gap-1">
          <li>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('previousPage')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
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
                  className={`${buttonClass} ${item === page ? currentClass : ''}`}
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
              disabled={page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              <DataTableIcon name="chevron-end" className="size-4 rtl:rotate-180" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
