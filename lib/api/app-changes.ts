import type { App, AppIngest, AppKeyList, ItemResponse, Platform, RotatedKey } from '@/lib/api/types';
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

/** A new key; the old one is still accepted for `graceSeconds` (0: refused at once). */
export function rotateAppKey(
  baseUrl: string,
  token: string,
  id: string,
  graceSeconds = 0,
): Promise<ItemResponse<RotatedKey>> {
  return httpRequest(`${appUrl(baseUrl, id)}/rotate-key`, { method: 'POST', token, body: { graceSeconds } });
}

/** The app's keys, newest first (never a key itself: its masked form). */
export function listAppKeys(baseUrl: string, token: string, id: string): Promise<AppKeyList> {
  return httpRequest(`${appUrl(baseUrl, id)}/keys`, { token });
}

/** Stops an older key at once (the current one cannot: 409 active_key). */
export function revokeAppKey(baseUrl: string, token: string, id: string, keyId: string): Promise<void> {
  return httpRequest(`${appUrl(baseUrl, id)}/keys/${encodeURIComponent(keyId)}`, { method: 'DELETE', token });
}

/** The app's first and latest heartbeats and what its ingest refused in the last 24 hours. */
export function getAppIngest(baseUrl: string, token: string, id: string): Promise<ItemResponse<AppIngest>> {
  return httpRequest(`${appUrl(baseUrl, id)}/ingest`, { token });
}
