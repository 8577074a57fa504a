import 'server-only';

import { uuidFilter } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { parseQuery } from '@/lib/server/http/query';
import { readFleetFilters, type FleetFilters } from '@/lib/validations/device-filters';
import { deviceListParams, type DeviceListParams } from '@/lib/validations/queries';

/**
 * The device list's query string, read with its schema (lib/validations/queries.ts, deviceListParams;
 * the admin routes read their organisation filter themselves) and the fleet's filters by tag, attribute
 * and version (lib/validations/device-filters.ts). A missing or blank parameter takes its default;
 * anything out of bounds is a 400 validation_failed naming every parameter at fault.
 */
export interface DeviceListQuery extends Omit<DeviceListParams, 'appId'> {
  /** A malformed id becomes an id that matches nothing (an empty page, as for someone else's app). */
  appId?: string;
  fleet: FleetFilters;
}

export function parseDeviceQuery(params: URLSearchParams): DeviceListQuery {
  const { filters, fields } = readFleetFilters(params);
  let query: DeviceListParams;
  try {
    query = parseQuery(deviceListParams, params);
  } catch (error) {
    if (error instanceof ApiError && error.fields) Object.assign(error.fields, fields);
    throw error;
  }
  if (Object.keys(fields).length > 0)
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  return { ...query, appId: uuidFilter(query.appId), fleet: filters };
}

/**
 * A devices table's query string sent as one field of a body (bulk tags' `filter`, a saved view's
 * `query`): read as GET /api/devices reads it, its parameters at fault named inside the field
 * (`filter.attr.floor.gt`).
 */
export function parseDeviceQueryField(text: string, field: string): DeviceListQuery {
  try {
    return parseDeviceQuery(new URLSearchParams(text));
  } catch (error) {
    if (error instanceof ApiError && error.fields)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([name, rule]) => [`${field}.${name}`, rule]),
        ),
      });
    throw error;
  }
}
