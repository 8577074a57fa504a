import type { TableSort } from './state';

/**
 * A sort is one value, `{ id, desc }`, from the table's header to the database's ORDER BY: the
 * table's state holds it, the devices API is asked for it and the server sorts by it. Only its two
 * text forms differ, and both are written and read here:
 * - in the page's URL, `sort=lastSeen` ascending and `sort=-lastSeen` descending (short, for links);
 * - in the devices API's query string, `sort=lastSeen:asc` or `sort=lastSeen:desc`.
 * Each reader takes only the ids it is given, and returns undefined for anything else.
 */

export function urlSortParam(sort: TableSort): string {
  return `${sort.desc ? '-' : ''}${sort.id}`;
}

export function parseUrlSort<Id extends string>(
  value: string,
  ids: readonly Id[],
): TableSort<Id> | undefined {
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return (ids as readonly string[]).includes(id) ? { id: id as Id, desc } : undefined;
}

export function apiSortParam(sort: TableSort): string {
  return `${sort.id}:${sort.desc ? 'desc' : 'asc'}`;
}

export function parseApiSort<Id extends string>(
  value: string,
  ids: readonly Id[],
): TableSort<Id> | undefined {
  const match = /^(\w+):(asc|desc)$/.exec(value);
  if (!match || !(ids as readonly string[]).includes(match[1])) return undefined;
  return { id: match[1] as Id, desc: match[2] === 'desc' };
}
