import { listDevices } from '@/lib/api/devices';

/** When an app's first accepted heartbeat came, and from which device; nulls while none has. */
export interface FirstHeartbeat {
  firstHeartbeatAt: string | null;
  firstDeviceId: string | null;
}

/**
 * The app's first heartbeat, read from its devices: the one first seen earliest (its first beat is the
 * app's first). One call; GET /api/apps/<id>/ingest, where the server keeps these figures, can take its
 * place without changing the answer.
 */
export async function getFirstHeartbeat(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<FirstHeartbeat> {
  const page = await listDevices(baseUrl, token, {
    page: 1,
    pageSize: 25,
    sort: { id: 'firstSeen', desc: false },
    appId,
    status: 'all',
  });
  const first = page.data[0];
  return { firstHeartbeatAt: first?.firstSeen ?? null, firstDeviceId: first?.deviceId ?? null };
}
