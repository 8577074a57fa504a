import {
  DEFAULT_DEVICE_SORT,
  DEVICE_SORT_IDS,
  type DeviceQuery,
  type DeviceStatusFilter,
} from '@/lib/api/types';
import { readFleetFilters, type FleetFilters } from '@/lib/validations/device-filters';

import { tableDefaults, type DataTableState } from './state';
import { parseTableState, toSearchParams, type SearchParamsInput } from './url-state';

/**
 * URL params that are filters of the devices tables (`owner` and `orgId` are read by the admin copy
 * only): `orgId` opens one organisation (the admin user dashboard's Open), `owner` one customer's
 * personal organisation, as links made before organisations do; `orgId` wins when both are there.
 */
export const CUSTOMER_DEVICE_FILTERS = ['app', 'status'] as const;
export const ADMIN_DEVICE_FILTERS = ['app', 'status', 'owner', 'orgId'] as const;

/** Newest activity first and, like the page's name says, online devices unless asked otherwise. */
export const DEVICE_TABLE_DEFAULTS = {
  sort: DEFAULT_DEVICE_SORT,
  filters: { status: 'online' },
} satisfies Partial<DataTableState>;

/** The status filter of a table state; anything but an explicit 'all' or 'offline' means online devices. */
export function deviceStatusOf(filters: DataTableState['filters']): DeviceStatusFilter {
  return filters.status === 'all' || filters.status === 'offline' ? filters.status : 'online';
}

/** What the devices API is asked for a table state (its sort as it is: sort ids are the column ids). */
export function deviceQueryFromState(state: DataTableState, { admin }: { admin: boolean }): DeviceQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ?? undefined,
    q: state.q || undefined,
    appId: state.filters.app || undefined,
    status: deviceStatusOf(state.filters),
    ownerId: admin ? state.filters.owner || undefined : undefined,
    orgId: admin ? state.filters.orgId || undefined : undefined,
  };
}

/** What the devices API is asked for a page's address (the server's read of the table's first rows). */
export function deviceTableQuery(
  searchParams: SearchParamsInput,
  { admin }: { admin: boolean },
): DeviceQuery {
  const filterKeys = admin ? ADMIN_DEVICE_FILTERS : CUSTOMER_DEVICE_FILTERS;
  const state = parseTableState(
    searchParams,
    tableDefaults(DEVICE_TABLE_DEFAULTS),
    DEVICE_SORT_IDS,
    filterKeys,
  );
  return { ...deviceQueryFromState(state, { admin }), fleet: fleetFiltersOf(searchParams) };
}

/**
 * The fleet's filters of a table's address (tag, attr.*, version): not table state, since a tag repeats
 * and attributes have names of their own; a parameter the API would refuse is left out.
 */
export function fleetFiltersOf(searchParams: SearchParamsInput): FleetFilters {
  return readFleetFilters(toSearchParams(searchParams)).filters;
}

/** Device ids repeat across apps, so a row is named by both. */
export function deviceRowId(device: { appId: string; deviceId: string }): string {
  return `${device.appId}:${device.deviceId}`;
}

/** A device's attributes as one cell of the table and the CSV: `key=value; key=value`, by key. */
export function attributesText(attributes: Readonly<Record<string, string | number | boolean>>): string {
  return Object.keys(attributes)
    .sort()
    .map((key) => `${key}=${String(attributes[key])}`)
    .join('; ');
}
