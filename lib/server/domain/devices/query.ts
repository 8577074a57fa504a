import 'server-only';

import {
  DEFAULT_DEVICE_SORT,
  DEVICE_SORT_IDS,
  type DeviceSort,
  type DeviceStatusFilter,
} from '@/lib/api/types';
import { uuidFilter } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, MAX_QUERY_LENGTH } from '@/lib/table/defaults';
import { parseApiSort } from '@/lib/table/sort-params';
import { ONE_OF, REQUIRED } from '@/lib/validations/messages';

/**
 * The device list's query string: `page=1&pageSize=25&sort=lastSeen:desc&q=&appId=&status=online|offline|all`
 * (the admin routes read their organisation filter themselves). Anything out of bounds is a 400 validation_failed naming the parameter,
 * never a guess: the table keeps its state in the URL, and a wrong URL should say so. A missing or blank
 * parameter takes its default; a page size, sort or status that is not one of the allowed values is 'oneOf'.
 * The page sizes and the limits are the console's own (lib/table/defaults.ts), so the table never asks
 * for what is refused; MAX_PAGE, far beyond any real paging, keeps OFFSET within an integer.
 */
export interface DeviceListQuery {
  page: number;
  pageSize: number;
  sort: DeviceSort;
  /** Trimmed, control characters removed; '' = no search. */
  q: string;
  /** A malformed id becomes an id that matches nothing (an empty page, as for someone else's app). */
  appId?: string;
  status: DeviceStatusFilter;
}

function parsePage(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  if (!/^\d+$/.test(raw.trim())) return null;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

function parsePageSize(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return DEFAULT_PAGE_SIZE;
  const size = Number(raw.trim());
  return isPageSize(size) ? size : null;
}

function parseSort(raw: string | null): DeviceSort | null {
  if (raw === null || raw.trim() === '') return { ...DEFAULT_DEVICE_SORT };
  return parseApiSort(raw.trim(), DEVICE_SORT_IDS) ?? null;
}

function parseStatus(raw: string | null): DeviceStatusFilter | null {
  const status = raw?.trim() || 'online';
  return status === 'online' || status === 'offline' || status === 'all' ? status : null;
}

export function parseDeviceQuery(params: URLSearchParams): DeviceListQuery {
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('pageSize'));
  const sort = parseSort(params.get('sort'));
  const status = parseStatus(params.get('status'));
  // Control characters cannot be typed into a search box, and the search index separates fields with one.
  const q = (params.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

  const fields: Record<string, string> = {};
  if (page === null) fields.page = REQUIRED;
  if (pageSize === null) fields.pageSize = ONE_OF;
  if (sort === null) fields.sort = ONE_OF;
  if (status === null) fields.status = ONE_OF;
  if (q.length > MAX_QUERY_LENGTH) fields.q = `maxLength:${MAX_QUERY_LENGTH}`;
  if (page === null || pageSize === null || sort === null || status === null || fields.q) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  return {
    page,
    pageSize,
    sort,
    q,
    status,
    appId: uuidFilter(params.get('appId')),
  };
}
