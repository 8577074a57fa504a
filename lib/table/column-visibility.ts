/**
 * The column choice of a table, remembered per table in localStorage as JSON holding the columns the
 * user showed or hid (`{"model":true,"platform":false}`). A column the user never touched shows as its
 * definition says (shown, or hidden by default so that the table fits a laptop's width); columns added
 * later take their default, removed ones are dropped.
 */
export type ColumnVisibility = Record<string, boolean>;

export function columnVisibilityStorageKey(tableId: string): string {
  return `table:${tableId}:columns`;
}

/**
 * The stored choice, reduced to booleans (and to `columnIds` when given); anything unreadable counts
 * as "no choice". Unknown ids are harmless to the table, so the list is optional.
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
    if (id === '__proto__' || !Object.prototype.hasOwnProperty.call(stored, id)) continue;
    if (typeof stored[id] === 'boolean') visibility[id] = stored[id];
  }
  return visibility;
}

export function serializeColumnVisibility(visibility: ColumnVisibility): string {
  const chosen: Record<string, boolean> = {};
  for (const id of Object.keys(visibility).sort()) {
    if (typeof visibility[id] === 'boolean') chosen[id] = visibility[id];
  }
  return JSON.stringify(chosen);
}

/** Whether a column shows: the user's choice, else its default. */
export function isColumnVisible(visibility: ColumnVisibility, id: string, hiddenByDefault = false): boolean {
  return visibility[id] ?? !hiddenByDefault;
}
