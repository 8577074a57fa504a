'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { LoadNotice } from '@/components/feedback/load-notice';
import { TABLE_MIN_HEIGHT_PX } from '@/lib/table/defaults';
import type { DataTableState, TableSort, TableStateChangeOptions } from '@/lib/table/state';

import type { DataTableColumnDef } from './columns';
import { DataTableEmpty } from './data-table-empty';
import { DataTableError } from './data-table-error';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRows, type RowChecks } from './data-table-rows';
import { DataTableSkeleton } from './data-table-skeleton';
import { DataTableToolbar } from './data-table-toolbar';
import type { ClientRowsLoader } from './use-client-rows';
import { useDataTable } from './use-data-table';
import { useFirstLoad } from './use-first-load';
import { usePageInRange } from './use-page-in-range';

export interface DataTableProps<TData> {
  /** Names the table: column choice key `table:<id>:columns`, export file `<id>-<yyyy-mm-dd>.csv`. */
  id: string;
  /** What the table lists, for assistive tech (rendered as a visually hidden <caption>). */
  caption: string;
  /** The columns ("headers"). Keep the array stable (module scope or useMemo). */
  columns: readonly DataTableColumnDef<TData>[];
  /** The rows ("items"): the current page in server mode, every row in client mode. Keep it stable. */
  rows: readonly TData[];
  /** Stable id of a row; selection is kept by it across pages. */
  getRowId: (row: TData) => string;
  /**
   * 'server' (default): rows arrive sorted, searched and paged. 'client' (ClientDataTable): the table
   * does it all, with TanStack Table, whose code loads when the table first shows another view than
   * `rowsSortedBy`.
   */
  mode?: 'server' | 'client';
  /** Client mode: loads that code. ClientDataTable gives it, so that server-mode pages do not ship it. */
  loadClientRows?: ClientRowsLoader;
  /**
   * Client mode: the order the rows arrive in (for example newest first, as the API lists them).
   * While the table shows that order unsearched, it shows the rows as they are, without loading its
   * sorting code (first-load JavaScript, bench/README.md).
   */
  rowsSortedBy?: TableSort;
  /** Server mode: number of rows matching the search and filters, over all pages. */
  total?: number;
  /**
   * Server mode: `total` is an estimate (e.g. the devices list past 10,000). The range then says
   * "about", no last page is offered, and Next stays on while the page is full.
   */
  totalIsEstimate?: boolean;
  /** Controlled state (page, pageSize, sort, q, filters), e.g. from `useTableUrlState`. */
  state?: DataTableState;
  /**
   * Called with the next state; page already reset to 1 when search, filters, sort or page size
   * changed. `options.replace`: a correction the table made by itself (a page past the end), not the
   * user's step.
   */
  onStateChange?: (state: DataTableState, options?: TableStateChangeOptions) => void;
  /** Starting state when `state` is not given (for example a default sort). */
  defaultState?: Partial<DataTableState>;
  /** Column headers sort on click (columns can opt out with `enableSorting: false`). Default true. */
  sortable?: boolean;
  /** Shows the search box. Default true. */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Adds the checkbox column, the selection count and "Export selected" (CSV). Default false. */
  selectable?: boolean;
  /** Names a row in its checkbox's label ('Select row …'); the row id by default. */
  getRowLabel?: (row: TData) => string;
  /** Shows skeleton rows in place of the body, same height as before. */
  loading?: boolean;
  /** Shows an error in place of the body: true for the standard message, or your own message. */
  error?: ReactNode;
  /**
   * A reload of the rows on screen failed: the message, in one line above them with Try again; the
   * rows stay (unlike `error`, which replaces the body).
   */
  refreshError?: ReactNode;
  /** Retry after an error; falls back to `onRefresh`. */
  onRetry?: () => void;
  /** Shows the Refresh button, which reloads without touching page, sort or search. */
  onRefresh?: () => void;
  /** Selectable tables: controls acting on the selected rows of the page (beside "Export selected"). */
  selectionActions?: (selected: readonly TData[], clear: () => void) => ReactNode;
  /** Under 'No Available Data': what the user can do next. */
  emptyHint?: ReactNode;
  /** Table-specific controls for the toolbar, such as a filter select. */
  toolbar?: ReactNode;
}

const NO_ROWS: readonly never[] = [];

/** The one data table of the console, with the defaults of docs/product.md (see components/data-table/README.md). */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const {
    caption,
    loading = false,
    error,
    emptyHint,
    onRefresh,
    searchable = true,
    selectable = false,
  } = props;
  const t = useTranslations('DataTable');
  const mode = props.mode ?? 'server';
  const table = useDataTable({
    id: props.id,
    columns: props.columns,
    rows: props.rows,
    getRowId: props.getRowId,
    mode,
    total: props.total,
    state: props.state,
    defaultState: props.defaultState,
    onStateChange: props.onStateChange,
    sortable: props.sortable ?? true,
    rowsSortedBy: props.rowsSortedBy,
    loadClientRows: props.loadClientRows,
  });
  const { state, setState, rows, columns, selection, client } = table;

  const totalIsEstimate = mode === 'server' && !!props.totalIsEstimate;
  const columnCount = Math.max(1, columns.length + (selectable ? 1 : 0));
  const hasError = error !== undefined && error !== null && error !== false;
  const onRetry = props.onRetry ?? onRefresh;
  const busy = loading || client.pending;
  const checks: RowChecks<TData> | undefined = selectable
    ? {
        isSelected: selection.isSelected,
        change: selection.change,
        label: (row, rowId) => t('selectRow', { label: props.getRowLabel?.(row) ?? rowId }),
      }
    : undefined;

  const skeleton = !hasError && !client.failed && busy;
  const firstLoad = useFirstLoad(skeleton);
  // The rows the body shows. While the skeleton or an error stands in for them, the rows held are
  // another view's (the page before), and select-all must not select them unseen.
  const shownRows = hasError || client.failed || skeleton ? NO_ROWS : rows;
  // Replacing the address: Back must not lead to the empty page again.
  usePageInRange({
    ready: !skeleton && !hasError && !client.failed && rows.length === 0,
    hasRows: shownRows.length > 0,
    page: state.page,
    pageCount: table.pageCount,
    goTo: (page) => setState({ ...state, page }, { replace: true }),
  });
  let body: ReactNode;
  if (hasError) {
    body = (
      <DataTableError columns={columnCount} message={error === true ? undefined : error} onRetry={onRetry} />
    );
  } else if (client.failed) {
    // A client-mode table's sorting code could not be fetched (offline, or a new deployment).
    body = <DataTableError columns={columnCount} onRetry={() => void client.retry()} />;
  } else if (skeleton) {
    // A first load holds a full page's height, so the footer does not jump when the rows arrive (on a
    // phone it moved off the screen: a layout shift of 0.12).
    body = <DataTableSkeleton rows={rows.length || state.pageSize} columns={columnCount} />;
  } else if (rows.length === 0) {
    // A client-mode table searches the rows it holds: when it holds some, the search found none.
    const searchMissed = mode === 'client' && props.rows.length > 0 && state.q !== '';
    body = (
      <DataTableEmpty
        columns={columnCount}
        hint={emptyHint}
        onClearSearch={searchMissed ? () => setState({ ...state, q: '' }) : undefined}
      />
    );
  } else {
    body = <DataTableRows rows={rows} columns={columns} getRowId={props.getRowId} checks={checks} />;
  }

  return (
    <div
      // Where focusInTable looks for the control to focus (focus-in-table.ts).
      data-table-root=""
      className="rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      // A client-mode table fetches its sorting code when the user reaches for it.
      onPointerEnter={mode === 'client' ? client.prefetch : undefined}
      onFocus={mode === 'client' ? client.prefetch : undefined}
    >
      <DataTableToolbar
        search={
          searchable
            ? {
                value: state.q,
                onChange: (q) => setState({ ...state, q }),
                placeholder: props.searchPlaceholder,
              }
            : undefined
        }
        selection={
          selectable
            ? {
                count: selection.count,
                onClear: selection.clear,
                onExport: selection.exportSelected,
                actions: props.selectionActions?.(selection.selectedRows(shownRows), selection.clear),
              }
            : undefined
        }
        onRefresh={onRefresh}
        refreshing={loading}
        columns={table.columnChoices}
        onToggleColumn={table.toggleColumn}
      >
        {props.toolbar}
      </DataTableToolbar>
      {props.refreshError ? (
        <div className="mx-4 mb-3">
          <LoadNotice message={props.refreshError} onRetry={onRetry} />
        </div>
      ) : null}
      <div className="data-table-scroll" style={{ minHeight: TABLE_MIN_HEIGHT_PX }}>
        <table className="w-full border-collapse text-sm" aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          <DataTableHead
            columns={columns}
            rows={shownRows}
            checks={checks}
            sortOf={table.sortOf}
            onSort={(column) => (table.canSort(column) ? () => table.toggleSort(column) : undefined)}
          />
          {/* The skeleton pulses as one block: one animation, not one per placeholder (main-thread work). */}
          <tbody
            className={`divide-y divide-slate-100 dark:divide-slate-800 ${
              skeleton ? 'animate-pulse motion-reduce:animate-none' : ''
            }`}
          >
            {body}
          </tbody>
        </table>
        {busy ? (
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
        ) : null}
      </div>
      <div className={`border-t border-slate-200 dark:border-slate-700 ${firstLoad ? 'invisible' : ''}`}>
        <DataTablePagination
          page={state.page}
          pageCount={table.pageCount}
          pageSize={state.pageSize}
          total={table.total}
          totalIsEstimate={totalIsEstimate}
          rowsOnPage={rows.length}
          loading={skeleton}
          onPageChange={(page) => setState({ ...state, page })}
          onPageSizeChange={(pageSize) => setState({ ...state, pageSize })}
        />
      </div>
    </div>
  );
}
