import type { DeviceDetail, ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/* Apart from devices.ts, which the devices tables load: a device's page, and the tag changes (its page and
   the table's lazy dialog). */

/** One device with its sessions and changes; a 404 for an unknown device or someone else's. */
export function getDevice(
  baseUrl: string,
  token: string,
  appId: string,
  deviceId: string,
): Promise<ItemResponse<DeviceDetail>> {
  const path = `/api/devices/${encodeURIComponent(appId)}/${encodeURIComponent(deviceId)}`;
  return httpRequest(`${baseUrl}${path}`, { token, noCache: true });
}

/** Which devices a tag change is about: some named ones, or a devices table's whole filtered result. */
export type TaggedDevices = { devices: { appId: string; deviceId: string }[] } | { filter: string };

/** Adds and removes tags (POST /api/devices/tags): how many devices changed, and how many were full. */
export function changeDeviceTags(
  baseUrl: string,
  token: string,
  change: { add?: string[]; remove?: string[] } & TaggedDevices,
): Promise<ItemResponse<{ updated: number; skipped: number }>> {
  return httpRequest(`${baseUrl}/api/devices/tags`, { method: 'POST', token, body: change });
}
