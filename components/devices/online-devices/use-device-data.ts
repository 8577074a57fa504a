'use client';

import { useApiResource } from '@/components/data/use-api-resource';
import { concernsApps, concernsDevicesOf } from '@/components/live/live-concerns';
import { adminListApps, listApps } from '@/lib/api/apps';
import { devicePageKey, listDevices, type OnlineDevicesFirstAnswers } from '@/lib/api/devices';
import type { DeviceQuery } from '@/lib/api/types';

/**
 * One page of devices for the query; a new query string is a new request, older answers are dropped.
 * The resource keeps the last rows it got while another query loads or fails, so `current` says
 * whether they are this query's: only then are they still right to show (a quiet reload, a failed
 * refresh), never as the answer to another page, filter or search. `first`: the page of devices the
 * server read for the page's address, used only if it is this query's.
 */
export function useDevicePage(
  query: DeviceQuery,
  admin: boolean,
  first?: OnlineDevicesFirstAnswers['devices'],
) {
  const key = devicePageKey(query, admin);
  const resource = useApiResource(
    key,
    async (baseUrl, token) => ({ key, page: await listDevices(baseUrl, token, query, { admin }) }),
    { live: concernsDevicesOf(query.appId), first: first?.key === key ? first : undefined },
  );
  return { ...resource, data: resource.data?.page, current: resource.data?.key === key };
}

/**
 * The apps the filter offers and the empty state reasons about: the caller's, or for admins every
 * customer's (one organisation's when `orgId` is set, else one customer's when the owner filter is);
 * `first`: as the server read them.
 */
export function useDeviceApps(
  admin: boolean,
  { ownerId = '', orgId = '' }: { ownerId?: string; orgId?: string },
  first?: OnlineDevicesFirstAnswers['apps'],
) {
  return useApiResource(
    admin ? `admin-apps:${orgId ? `org:${orgId}` : ownerId}` : 'apps',
    (baseUrl, token) =>
      admin
        ? adminListApps(baseUrl, token, orgId ? { orgId } : ownerId || undefined)
        : listApps(baseUrl, token),
    { live: concernsApps, first },
  );
}
