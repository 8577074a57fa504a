import type { LiveEvent } from '@/lib/live/read-events';

/**
 * Which live events concern a page's data, for `useApiResource`'s `live` option. Events only name what
 * changed; the page then refetches what it shows (coalesced: use-live-refresh.ts).
 */

/** Counts and device rows: any device or app event, or only one app's when the page shows one app. */
export function concernsDevicesOf(appId?: string) {
  return (event: LiveEvent) =>
    event.type !== 'reconnected' && event.type !== 'key_used' && (!appId || event.appId === appId);
}

/**
 * An app's keys: one of them used in a new minute, a change to the app (a key rotated or revoked
 * elsewhere), or a burst of its devices too large to name one by one (which may hide a key's use).
 */
export function concernsKeysOf(appId: string) {
  return (event: LiveEvent) =>
    (event.type === 'key_used' || event.type === 'app' || event.type === 'devices') && event.appId === appId;
}

/** Lists of apps by name and state (not their counts): app events. */
export const concernsApps = (event: LiveEvent) => event.type === 'app';

/** One device's page: that device's events, or a summary of its app's devices (a burst names none). */
export function concernsDevice(appId: string, deviceId: string) {
  return (event: LiveEvent) =>
    (event.type === 'device' && event.appId === appId && event.deviceId === deviceId) ||
    (event.type === 'devices' && event.appId === appId);
}
