import { DEFAULT_PAGE_SIZE, type PageSize } from './defaults';

/** A sort on one column (its id), descending or not; its text forms are in sort-params.ts. */
export interface TableSort<Id extends string = string> {
  id: Id;
  desc: boolean;
}

/**
 * Everything that decides which rows a table shows. It is what the URL carries and what a server
 * query needs, so it is plain data: `page` is 1-based, `filters` holds table-specific filters
 * (for example `{ app: '42' }`), empty values meaning "no filter".
 */
export interface DataTableState {
  page: number;
  pageSize: PageSize;
  sort: TableSort | null;
  q: string;
  filters: Readonly<Record<string, string>>;
}

/** How a state change reaches the URL: `replace` for a correction the table makes by itself. */
export interface TableStateChangeOptions {
  replace?: boolean;
}

export const DEFAULT_TABLE_STATE: DataTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: null,
  q: '',
  filters: {},
};

/** The defaults with a table's own overrides (for example a default sort). */
export function tableDefaults(overrides: Partial<DataTableState> = {}): DataTableState {
  return { ...DEFAULT_TABLE_STATE, ...overrides, filters: { ...overrides.filters } };
}

export function sameSort(a: TableSort | null, b: TableSort | null): boolean {
  return a === b || (!!a && !!b && a.id === b.id && a.desc === b.desc);
}

export function sameFilters(
  a: Readonly<Record<string, string>>,
  b: Readonly<Record<string, string>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
}

/**
 * Applies a change the way every table behaves: a new search, filter, sort or page size shows the
 * first page again, because the old page number means nothing in the new result.
 */
export function applyTableStateChange(previous: DataTableState, next: DataTableState): DataTableState {
  const reset =
    next.q !== previous.q ||
    next.pageSize !== previous.pageSize ||
    !sameSort(next.sort, previous.sort) ||
    !sameFilters(next.filters, previous.filters);
  const page = reset ? 1 : Math.max(1, Math.floor(next.page) || 1);
  return { ...next, page };
}

/**
 * A header pressed: its column sorted in the direction it declares first (`descFirst`: newest or
 * largest first, for dates and counts; text ascending), or the other way when it already is. The
 * direction is declared, not guessed from the values on the page: dates arrive as ISO text, and a
 * page can start with empty values.
 */
export function toggledSort(current: TableSort | null, columnId: string, descFirst: boolean): TableSort {
  if (current?.id === columnId) return { id: columnId, desc: !current.desc };
  return { id: columnId, desc: descFirst };
}
