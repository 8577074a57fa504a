import type { AdminAppList, AppList, CustomerList, DeviceListResponse, DeviceQuery } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';
import { apiSortParam } from '@/lib/table/sort-params';
import { fleetFilterParams } from '@/lib/validations/device-filters';

export function deviceQueryString(query: DeviceQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.sort) params.set('sort', apiSortParam(query.sort));
  for (const key of ['q', 'appId', 'status', 'ownerId', 'orgId'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of query.fleet ? fleetFilterParams(query.fleet) : []) params.append(key, value);
  return params.toString();
}

/** What names one page of the devices tables: the copy (admin or not) and its query. */
export function devicePageKey(query: DeviceQuery, admin: boolean): string {
  return `${admin ? 'admin-devices' : 'devices'}?${deviceQueryString(query)}`;
}

/**
 * The devices tables' two calls as the server answered them while rendering the page
 * (docs/architecture.md, "First answers"); `key` is the page of devices the rows are.
 */
export interface OnlineDevicesFirstAnswers {
  devices?: { key: string; page: DeviceListResponse };
  apps?: AppList | AdminAppList;
  /** The admin's owner filter: the customers to choose from. */
  customers?: CustomerList;
}

/** One page of devices; admins see every customer's (`admin: true`). */
export function listDevices(
  baseUrl: string,
  token: string,
  query: DeviceQuery,
  { admin = false }: { admin?: boolean } = {},
): Promise<DeviceListResponse> {
  const path = admin ? '/api/admin/devices' : '/api/devices';
  return httpRequest(`${baseUrl}${path}?${deviceQueryString(query)}`, { token, noCache: true });
}
