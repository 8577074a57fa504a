import type { AdminAppList, AppList } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The dashboard API's app lists. `baseUrl` is the runtime `dashboardApiUrl`. The calls that change
 * apps are in `app-changes.ts`: the pages that only list apps (devices, guide, dashboards) load
 * without them.
 */
export function listApps(baseUrl: string, token: string): Promise<AppList> {
  return httpRequest(`${baseUrl}/api/apps`, { token, noCache: true });
}

/**
 * Every customer's apps (admins), or one customer's (`ownerId`: their personal organisation), or one
 * organisation's (`{orgId}`).
 */
export function adminListApps(
  baseUrl: string,
  token: string,
  filter?: string | { orgId: string },
): Promise<AdminAppList> {
  const params = typeof filter === 'string' ? { ownerId: filter } : filter;
  const query = params ? `?${new URLSearchParams(params)}` : '';
  return httpRequest(`${baseUrl}/api/admin/apps${query}`, { token, noCache: true });
}
