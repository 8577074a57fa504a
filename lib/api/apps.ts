import type { App, AppStatus, ItemResponse, ListResponse, Platform } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/** App management calls of the dashboard API. `baseUrl` is the runtime `dashboardApiUrl`. */
export interface NewApp {
  name: string;
  platform: Platform;
  bundleId: string;
}

export type AppChanges = Partial<Pick<App, 'name' | 'bundleId'>>;

const appUrl = (baseUrl: string, id: string) => `${baseUrl}/api/apps/${encodeURIComponent(id)}`;

export function listApps(baseUrl: string, token: string): Promise<ListResponse<App>> {
  return httpRequest(`${baseUrl}/api/apps`, { token, noCache: true });
}

export function createApp(baseUrl: string, token: string, app: NewApp): Promise<ItemResponse<App>> {
  return httpRequest(`${baseUrl}/api/apps`, { method: 'POST', token, body: app });
}

export function updateApp(
  baseUrl: string,
  token: string,
  id: string,
  changes: AppChanges,
): Promise<ItemResponse<App>> {
  return httpRequest(appUrl(baseUrl, id), { method: 'PATCH', token, body: changes });
}

export function deleteApp(baseUrl: string, token: string, id: string): Promise<void> {
  return httpRequest(appUrl(baseUrl, id), { method: 'DELETE', token });
}

export function rotateAppKey(
  baseUrl: string,
  token: string,
  id: string,
): Promise<ItemResponse<{ appKey: string }>> {
  return httpRequest(`${appUrl(baseUrl, id)}/rotate-key`, { method: 'POST', token });
}

export function adminListApps(baseUrl: string, token: string, ownerId?: string): Promise<ListResponse<App>> {
  const query = ownerId ? `?${new URLSearchParams({ ownerId })}` : '';
  return httpRequest(`${baseUrl}/api/admin/apps${query}`, { token, noCache: true });
}

export function adminSetAppStatus(
  baseUrl: string,
  token: string,
  id: string,
  status: AppStatus,
  reason?: string,
): Promise<ItemResponse<App>> {
  return httpRequest(`${baseUrl}/api/admin/apps/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    token,
    body: reason ? { status, reason } : { status },
  });
}
