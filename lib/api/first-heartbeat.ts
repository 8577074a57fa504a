import { getAppIngest } from '@/lib/api/app-changes';

/** When an app's first accepted heartbeat came, and from which device; nulls while none has. */
export interface FirstHeartbeat {
  firstHeartbeatAt: string | null;
  firstDeviceId: string | null;
}

/** The app's first heartbeat, from what the server keeps of its ingest (GET /api/apps/<id>/ingest). */
export async function getFirstHeartbeat(
  baseUrl: string,
  token: string,
  appId: string,
): Promise<FirstHeartbeat> {
  const { data } = await getAppIngest(baseUrl, token, appId);
  return { firstHeartbeatAt: data.firstHeartbeatAt ?? null, firstDeviceId: data.firstDeviceId ?? null };
}
