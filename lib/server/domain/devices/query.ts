import 'server-only';

import { uuidFilter } from '@/lib/server/domain/access';
import { parseQuery } from '@/lib/server/http/query';
import { deviceListParams, type DeviceListParams } from '@/lib/validations/queries';

/**
 * The device list's query string, read with its schema (lib/validations/queries.ts, deviceListParams;
 * the admin routes read their organisation filter themselves). A missing or blank parameter takes its
 * default; anything out of bounds is a 400 validation_failed naming the parameter.
 */
export interface DeviceListQuery extends Omit<DeviceListParams, 'appId'> {
  /** A malformed id becomes an id that matches nothing (an empty page, as for someone else's app). */
  appId?: string;
}

export function parseDeviceQuery(params: URLSearchParams): DeviceListQuery {
  const query = parseQuery(deviceListParams, params);
  return { ...query, appId: uuidFilter(query.appId) };
}
