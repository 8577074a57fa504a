'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useOptimistic, useTransition } from 'react';

import {
  applyTableStateChange,
  tableDefaults,
  type DataTableState,
  type TableStateChangeOptions,
} from '@/lib/table/state';
import { mergeTableQuery, parseTableState, serializeTableState } from '@/lib/table/url-state';

export interface UseTableUrlStateOptions {
  /** The table's defaults beyond the data table's (for example `{ sort: { id: 'lastSeen', desc: true } }`). */
  defaults?: Partial<DataTableState>;
  /** Column ids the URL may sort by; anything else falls back to the default sort. */
  sortIds: readonly string[];
  /** Query params that are this table's filters (for example `['app']`). */
  filterKeys?: readonly string[];
}

/**
 * A table's state kept in the URL: read from `useSearchParams()`, written with `router.push`, so
 * back/forward walk through searches and pages and a link shows the same view. The change shows at
 * once (optimistic) while Next renders the new URL; `isPending` is true until then. A correction the
 * table makes by itself (`replace`) takes the place of the address instead. New searches,
 * filters, sorts and page sizes go back to page 1. The search box already waits for a pause in typing
 * (300 ms), so each search is one history entry.
 */
export function useTableUrlState({ defaults, sortIds, filterKeys = [] }: UseTableUrlStateOptions) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();

  // Callers usually pass literals; keying on their content keeps the parsed state stable.
  const defaultsKey = JSON.stringify(defaults ?? {});
  const sortKey = sortIds.join('\n');
  const filterKey = filterKeys.join('\n');
  const resolvedDefaults = useMemo(() => tableDefaults(JSON.parse(defaultsKey)), [defaultsKey]);
  const filters = useMemo(() => (filterKey ? filterKey.split('\n') : []), [filterKey]);
  const urlState = useMemo(
    () => parseTableState(searchParams, resolvedDefaults, sortKey ? sortKey.split('\n') : [], filters),
    [searchParams, resolvedDefaults, sortKey, filters],
  );
  const [state, setOptimisticState] = useOptimistic(urlState);

  const setState = useCallback(
    (next: DataTableState, { replace = false }: TableStateChangeOptions = {}) => {
      const applied = applyTableStateChange(state, next);
      const query = mergeTableQuery(searchParams, applied, resolvedDefaults, filters);
      if (query === searchParams.toString()) return;
      startTransition(() => {
        setOptimisticState(applied);
        // scroll: false keeps the table where the user is looking.
        const href = query ? `${pathname}?${query}` : pathname;
        if (replace) router.replace(href, { scroll: false });
        else router.push(href, { scroll: false });
      });
    },
    [state, searchParams, resolvedDefaults, filters, pathname, router, setOptimisticState],
  );

  // The table's part of the URL ('' at the defaults): a stable key for fetching the rows of `state`.
  const query = serializeTableState(state, resolvedDefaults);

  return { state, setState, isPending, query, defaults: resolvedDefaults };
}
