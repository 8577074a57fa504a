import type { App, ItemResponse, Platform } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/**
 * The dashboard API's calls by which a customer changes their apps. `baseUrl` is the runtime
 * `dashboardApiUrl`. An admin's change of an app's status is in `app-status.ts`.
 */
export interface NewApp {
  name: string;
  platform: Platform;
  bundleId: string;
}

export type AppChanges = Partial<Pick<App, 'name' | 'bundleId' | 'onlineWindowSeconds'>>;

const appUrl = (baseUrl: string, id: string) => `${baseUrl}/api/apps/${encodeURIComponent(id)}`;

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
