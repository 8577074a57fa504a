import { isPageSize, MAX_PAGE, MAX_QUERY_LENGTH } from './defaults';
import { parseUrlSort, urlSortParam } from './sort-params';
import type { DataTableState, TableSort } from './state';
import { sameFilters, sameSort } from './state';

/**
 * A table's state in the URL, so a view can be shared, bookmarked and walked with back/forward:
 * `?q=pixel&app=42&sort=-lastSeen&size=50&page=3`. Values equal to the table's defaults are left
 * out, so an untouched table has a clean URL. `sort=name` sorts ascending, `sort=-name` descending,
 * `sort=none` means "unsorted" for a table whose default has a sort.
 */
export const TABLE_PARAM = { page: 'page', pageSize: 'size', sort: 'sort', q: 'q' } as const;

const RESERVED = new Set<string>(Object.values(TABLE_PARAM));
const NO_SORT = 'none';

/** What `parseTableState` accepts: `useSearchParams()`, `URLSearchParams`, or a page's `searchParams` object. */
export type SearchParamsInput =
  { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The input as URLSearchParams (a record's lists become repeated parameters). */
export function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input.get === 'function') return new URLSearchParams(String(input));
  const params = new URLSearchParams();
  const record = input as Readonly<Record<string, string | readonly string[] | undefined>>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') params.append(key, value);
    else for (const item of value ?? []) params.append(key, item);
  }
  return params;
}

function reader(input: SearchParamsInput): (name: string) => string | null {
  if (typeof input.get === 'function') {
    const params = input as { get(name: string): string | null };
    return (name) => params.get(name);
  }
  const record = input as Readonly<Record<string, string | readonly string[] | undefined>>;
  return (name) => {
    const value = Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
    if (value === undefined) return null;
    return typeof value === 'string' ? value : (value[0] ?? null);
  };
}

function text(value: string): string {
  return value.trim().slice(0, MAX_QUERY_LENGTH);
}

function parseSort(value: string, sortIds: readonly string[]): TableSort | null | undefined {
  return value === NO_SORT ? null : parseUrlSort(value, sortIds);
}

/**
 * Reads a table's state from URL search params. Anything missing or invalid falls back to the
 * default: pages are whole numbers from 1, page sizes only 25/50/100, sorts only on `sortIds`,
 * filters only for `filterKeys` (reserved names page/size/sort/q cannot be filters).
 */
export function parseTableState(
  searchParams: SearchParamsInput,
  defaults: DataTableState,
  sortIds: readonly string[],
  filterKeys: readonly string[] = [],
): DataTableState {
  const get = reader(searchParams);

  const rawPage = get(TABLE_PARAM.page);
  const pageNumber = rawPage !== null && /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : NaN;
  const page = pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : defaults.page;

  const rawSize = get(TABLE_PARAM.pageSize);
  const sizeNumber = rawSize !== null && /^\d{1,4}$/.test(rawSize) ? Number(rawSize) : NaN;
  const pageSize = isPageSize(sizeNumber) ? sizeNumber : defaults.pageSize;

  const rawSort = get(TABLE_PARAM.sort);
  const parsedSort = rawSort === null ? undefined : parseSort(rawSort, sortIds);
  const sort = parsedSort === undefined ? defaults.sort : parsedSort;

  const rawQ = get(TABLE_PARAM.q);
  const q = rawQ === null ? defaults.q : text(rawQ);

  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    if (RESERVED.has(key)) continue;
    const raw = get(key);
    const value = raw === null ? defaults.filters[key] : text(raw);
    if (value !== undefined) filters[key] = value;
  }

  return { page, pageSize, sort, q, filters };
}

/** The table's state as URL search params, leaving out every value equal to its default. */
export function tableSearchParams(state: DataTableState, defaults: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q !== defaults.q) params.set(TABLE_PARAM.q, q);
  if (!sameFilters(state.filters, defaults.filters)) {
    for (const key of Object.keys(state.filters).sort()) {
      if (RESERVED.has(key)) continue;
      const value = state.filters[key].trim();
      if (value !== (defaults.filters[key] ?? '')) params.set(key, value);
    }
  }
  if (!sameSort(state.sort, defaults.sort)) {
    params.set(TABLE_PARAM.sort, state.sort ? urlSortParam(state.sort) : NO_SORT);
  }
  if (state.pageSize !== defaults.pageSize) params.set(TABLE_PARAM.pageSize, String(state.pageSize));
  if (state.page !== defaults.page) params.set(TABLE_PARAM.page, String(state.page));
  return params;
}

/** `tableSearchParams` as a query string without the leading '?', '' for a table at its defaults. */
export function serializeTableState(state: DataTableState, defaults: DataTableState): string {
  return tableSearchParams(state, defaults).toString();
}

/**
 * The query string after a table change: the table's own params are replaced, any other params of
 * the page (not owned by the table) are kept as they were.
 */
export function mergeTableQuery(
  current: { toString(): string },
  state: DataTableState,
  defaults: DataTableState,
  filterKeys: readonly string[] = [],
): string {
  const params = new URLSearchParams(current.toString());
  for (const key of [...RESERVED, ...filterKeys]) params.delete(key);
  for (const [key, value] of tableSearchParams(state, defaults)) params.set(key, value);
  return params.toString();
}
