/**
 * The column choice of a table, remembered per table in localStorage as JSON holding only the
 * hidden columns (`{"model":false}`): columns added later start visible, removed ones are dropped.
 */
export type ColumnVisibility = Record<string, boolean>;

export function columnVisibilityStorageKey(tableId: string): string {
  return `table:${tableId}:columns`;
}

/**
 * The stored choice, reduced to hidden columns (and to `columnIds` when given); anything unreadable
 * counts as "all visible". Unknown ids are harmless to the table, so the list is optional.
 */
export function parseColumnVisibility(raw: string | null, columnIds?: readonly string[]): ColumnVisibility {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const stored = value as Record<string, unknown>;
  const visibility: Record<string, boolean> = {};
  for (const id of columnIds ?? Object.keys(stored)) {
    if (id !== '__proto__' && Object.prototype.hasOwnProperty.call(stored, id) && stored[id] === false) {
      visibility[id] = false;
    }
  }
  return visibility;
}

export function serializeColumnVisibility(visibility: ColumnVisibility): string {
  const hidden: Record<string, false> = {};
  for (const id of Object.keys(visibility).sort()) if (visibility[id] === false) hidden[id] = false;
  return JSON.stringify(hidden);
}
