'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useTransition } from 'react';

import { fleetFiltersOf } from '@/lib/table/device-table';
import type { DataTableState } from '@/lib/table/state';
import { mergeTableQuery } from '@/lib/table/url-state';
import { fleetFilterParams, type FleetFilters } from '@/lib/validations/device-filters';

/** Whether a query parameter is one of the fleet's filters (lib/validations/device-filters.ts). */
const FLEET_PARAMS = new Set(['tag', 'version', 'platform', 'os', 'seen.within', 'seen.over']);
const isFleetParam = (name: string) => FLEET_PARAMS.has(name) || name.startsWith('attr.');

/**
 * The devices tables' filters by tag, attribute and app version, kept in the URL beside the table's
 * state (use-table-url-state.ts) so that a view can be shared and the API reads the same address. A
 * change goes back to the first page; `table` gives the table's state to write with it (clearing every
 * filter at once), else the current one.
 */
export function useFleetFilters({
  state,
  defaults,
  filterKeys,
}: {
  state: DataTableState;
  defaults: DataTableState;
  filterKeys: readonly string[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();
  const fleet = useMemo(() => fleetFiltersOf(searchParams), [searchParams]);

  const setFleet = useCallback(
    (next: FleetFilters, table: DataTableState = state) => {
      const rest = new URLSearchParams(searchParams.toString());
      for (const name of [...rest.keys()]) if (isFleetParam(name)) rest.delete(name);
      const params = new URLSearchParams(mergeTableQuery(rest, { ...table, page: 1 }, defaults, filterKeys));
      for (const [name, value] of fleetFilterParams(next)) params.append(name, value);
      const query = params.toString();
      startTransition(() => router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    },
    [state, searchParams, defaults, filterKeys, pathname, router],
  );

  return { fleet, setFleet, isPending };
}
