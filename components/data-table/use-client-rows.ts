'use client';

import { useEffect, useMemo } from 'react';

import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { sameSort, type DataTableState, type TableSort } from '@/lib/table/state';

import type { DataTableColumnDef } from './columns';

/** The code of client-mode tables (client-rows.ts), which ClientDataTable gives: server-mode tables have none. */
export type ClientRowsLoader = () => Promise<typeof import('./client-rows')>;

const noEngine: ClientRowsLoader = () => Promise.reject(new Error('A server-mode table sorts nothing'));

export interface UseClientRowsOptions<TData> {
  /** false for server-mode tables: nothing is loaded or computed. */
  enabled: boolean;
  /** Loads TanStack Table's work (client-data-table.tsx). */
  load?: ClientRowsLoader;
  rows: readonly TData[];
  columns: readonly DataTableColumnDef<TData>[];
  state: DataTableState;
  /** The order the rows arrive in, if the table may show it as it is (see `DataTableProps.rowsSortedBy`). */
  rowsSortedBy?: TableSort;
}

/**
 * The rows a client-mode table shows. Its first view (no search, rows in the order they arrived in)
 * is a slice of the rows; any other view is TanStack Table's work, whose code (`client-rows.ts`)
 * loads when the view first needs it, or earlier on `prefetch` (the table pointed at or focused).
 * `pending` while it loads; `failed` when it could not be fetched, and `retry` tries again.
 */
export function useClientRows<TData>({
  enabled,
  load = noEngine,
  rows,
  columns,
  state,
  rowsSortedBy,
}: UseClientRowsOptions<TData>) {
  const engine = useCodeOnRequest(load);
  const { request } = engine;
  const asArrived = state.q === '' && (state.sort === null || sameSort(state.sort, rowsSortedBy ?? null));
  const needsEngine = enabled && !asArrived && engine.code === null;

  useEffect(() => {
    if (needsEngine) void request();
  }, [needsEngine, request]);

  const shown = useMemo(() => {
    if (!enabled) return null;
    if (engine.code) return engine.code.clientRows(rows, columns, state);
    if (!asArrived) return null;
    const start = (state.page - 1) * state.pageSize;
    return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
  }, [enabled, engine.code, asArrived, rows, columns, state]);

  return {
    shown,
    pending: needsEngine && !engine.failed,
    failed: needsEngine && engine.failed,
    retry: request,
    prefetch: engine.prefetch,
  };
}
