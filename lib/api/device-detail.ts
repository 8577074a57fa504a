import type { DeviceDetail, ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/* Apart from devices.ts, which the devices tables load: only a device's page reads one device. */

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
