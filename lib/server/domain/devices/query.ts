import { DEVICE_SORT_IDS, type DeviceSortId, type DeviceStatusFilter } from '@/lib/api/types';
import { uuidFilter } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { MAX_PAGE, MAX_QUERY_LENGTH } from '@/lib/table/defaults';
import { ONE_OF, REQUIRED } from '@/lib/validations/messages';

/**
 * The device list's query string: `page=1&pageSize=25&sort=lastSeen:desc&q=&appId=&status=online|all`
 * (and `ownerId=` for admins). Anything out of bounds is a 400 validation_failed naming the parameter,
 * never a guess: the table keeps its state in the URL, and a wrong URL should say so. A missing or blank
 * parameter takes its default; a page size, sort or status that is not one of the allowed values is 'oneOf'.
 */
export const DEVICE_PAGE_SIZES = [25, 50, 100] as const;
// The console's own limits (the search box, the URL), so the table never asks for what is refused.
// MAX_PAGE, far beyond any real paging, keeps OFFSET within an integer.
const DEVICE_SEARCH_MAX_LENGTH = MAX_QUERY_LENGTH;

export type SortDirection = 'asc' | 'desc';

export interface DeviceListQuery {
  page: number;
  pageSize: number;
  sort: { id: DeviceSortId; direction: SortDirection };
  /** Trimmed, control characters removed; '' = no search. */
  q: string;
  /** A malformed id becomes an id that matches nothing (an empty page, as for someone else's app). */
  appId?: string;
  ownerId?: string;
  status: DeviceStatusFilter;
}

export const DEFAULT_DEVICE_SORT = { id: 'lastSeen', direction: 'desc' } as const;

function parsePage(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  if (!/^\d+$/.test(raw.trim())) return null;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

function parsePageSize(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return DEVICE_PAGE_SIZES[0];
  const size = Number(raw.trim());
  return (DEVICE_PAGE_SIZES as readonly number[]).includes(size) ? size : null;
}

function parseSort(raw: string | null): DeviceListQuery['sort'] | null {
  if (raw === null || raw.trim() === '') return { ...DEFAULT_DEVICE_SORT };
  const match = /^(\w+):(asc|desc)$/.exec(raw.trim());
  if (!match || !(DEVICE_SORT_IDS as readonly string[]).includes(match[1])) return null;
  return { id: match[1] as DeviceSortId, direction: match[2] as SortDirection };
}

function parseStatus(raw: string | null): DeviceStatusFilter | null {
  const status = raw?.trim() || 'online';
  return status === 'online' || status === 'all' ? status : null;
}

export function parseDeviceQuery(params: URLSearchParams, { admin = false } = {}): DeviceListQuery {
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
  if (q.length > DEVICE_SEARCH_MAX_LENGTH) fields.q = `maxLength:${DEVICE_SEARCH_MAX_LENGTH}`;
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
    ownerId: admin ? uuidFilter(params.get('ownerId')) : undefined,
  };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
