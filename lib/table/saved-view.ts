import { deviceQueryString } from '@/lib/api/devices';
import { DEVICE_SORT_IDS, type DeviceQuery } from '@/lib/api/types';
import { ONLINE_DEVICES_PATH, VIEW_PARAM } from '@/lib/routes';
import { fleetFilterParams, readFleetFilters } from '@/lib/validations/device-filters';

import { isPageSize } from './defaults';
import { CUSTOMER_DEVICE_FILTERS, DEVICE_TABLE_DEFAULTS } from './device-table';
import { parseApiSort } from './sort-params';
import { tableDefaults } from './state';
import { mergeTableQuery } from './url-state';

/**
 * Saved views of the devices table (docs/product.md, Saved views) between their two forms: a view holds
 * the devices API's query string (what automation reads and the server checks), the console's address
 * holds the table's URL state (`sort=-lastSeen&app=…`) with the view's id in `view`, so the page knows
 * which view it shows and can apply its columns.
 */
/** What a view saves of the table's query: everything but the page (a view opens on its first). */
export function viewQueryOf(query: DeviceQuery): string {
  const params = new URLSearchParams(deviceQueryString({ ...query, ownerId: undefined, orgId: undefined }));
  params.delete('page');
  return params.toString();
}

/** The devices table's address that shows a view: its query as the table's URL state, and its id. */
export function viewHref(view: { id: string; query: string }): string {
  const api = new URLSearchParams(view.query);
  const defaults = tableDefaults(DEVICE_TABLE_DEFAULTS);
  const pageSize = Number(api.get('pageSize'));
  const state = {
    ...defaults,
    pageSize: isPageSize(pageSize) ? pageSize : defaults.pageSize,
    sort: parseApiSort(api.get('sort') ?? '', DEVICE_SORT_IDS) ?? defaults.sort,
    q: api.get('q') ?? '',
    filters: { app: api.get('appId') ?? '', status: api.get('status') ?? 'online' },
  };
  const params = new URLSearchParams(mergeTableQuery('', state, defaults, CUSTOMER_DEVICE_FILTERS));
  for (const [name, value] of fleetFilterParams(readFleetFilters(api).filters)) params.append(name, value);
  params.set(VIEW_PARAM, view.id);
  return `${ONLINE_DEVICES_PATH}?${params.toString()}`;
}
