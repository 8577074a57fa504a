import type { AdminAppList, App, ListResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The dashboard API's app lists. `baseUrl` is the runtime `dashboardApiUrl`. The calls that change
 * apps are in `app-changes.ts`: the pages that only list apps (devices, guide, dashboards) load
 * without them.
 */
export function listApps(baseUrl: string, token: string): Promise<ListResponse<App>> {
  return httpRequest(`${baseUrl}/api/apps`, { token, noCache: true });
}

export function adminListApps(baseUrl: string, token: string, ownerId?: string): Promise<AdminAppList> {
  const query = ownerId ? `?${new URLSearchParams({ ownerId })}` : '';
  return httpRequest(`${baseUrl}/api/admin/apps${query}`, { token, noCache: true });
}
