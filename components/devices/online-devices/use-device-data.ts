'use client';

import { useApiResource } from '@/components/data/use-api-resource';
import { adminListApps, listApps } from '@/lib/api/apps';
import { deviceQueryString, listDevices } from '@/lib/api/devices';
import type { DeviceQuery } from '@/lib/api/types';

/** One page of devices for the query; a new query string is a new request, older answers are dropped. */
export function useDevicePage(query: DeviceQuery, admin: boolean) {
  return useApiResource(
    `${admin ? 'admin-devices' : 'devices'}?${deviceQueryString(query)}`,
    (baseUrl, token) => listDevices(baseUrl, token, query, { admin }),
  );
}

/**
 * The apps the filter offers and the empty state reasons about: the caller's, or for admins every
 * customer's (one customer's when the owner filter is set).
 */
export function useDeviceApps(admin: boolean, ownerId: string) {
  return useApiResource(admin ? `admin-apps:${ownerId}` : 'apps', (baseUrl, token) =>
    admin ? adminListApps(baseUrl, token, ownerId || undefined) : listApps(baseUrl, token),
  );
}
