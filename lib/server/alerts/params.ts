import 'server-only';

import { endpointNotFound } from '@/lib/server/alerts/endpoints';
import { appIdParam, isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';

/** The ids of a webhook route; a malformed one is a 404 like an unknown one. */
export async function webhookParams(
  params: Promise<{ id: string; wid: string; did?: string }>,
): Promise<{ appId: string; endpointId: string; deliveryId: string }> {
  const { id, wid, did } = await params;
  const appId = await appIdParam(Promise.resolve({ id }));
  if (!isUuid(wid)) throw endpointNotFound();
  if (did !== undefined && !isUuid(did)) throw new ApiError(404, 'not_found', 'There is no such delivery');
  return { appId, endpointId: wid.toLowerCase(), deliveryId: (did ?? '').toLowerCase() };
}

/** The ids of an organisation channel's route (/api/webhooks/<wid>/…); a malformed one is a 404. */
export async function channelWebhookParams(
  params: Promise<{ wid: string; did?: string }>,
): Promise<{ endpointId: string; deliveryId: string }> {
  const { wid, did } = await params;
  if (!isUuid(wid)) throw endpointNotFound();
  if (did !== undefined && !isUuid(did)) throw new ApiError(404, 'not_found', 'There is no such delivery');
  return { endpointId: wid.toLowerCase(), deliveryId: (did ?? '').toLowerCase() };
}

/** The ids of a maintenance window's route; a malformed one is a 404 like an unknown one. */
export async function maintenanceParams(
  params: Promise<{ id: string; mid: string }>,
): Promise<{ appId: string; windowId: string }> {
  const { id, mid } = await params;
  const appId = await appIdParam(Promise.resolve({ id }));
  if (!isUuid(mid)) throw new ApiError(404, 'not_found', 'Maintenance window not found');
  return { appId, windowId: mid.toLowerCase() };
}
