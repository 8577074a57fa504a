/** Marks a data table's outer element (`data-table-root` in data-table.tsx), so its controls can be found from inside it. */
const TABLE_ROOT = '[data-table-root]';

/** The table's search box. */
export const TABLE_SEARCH = 'input[type="search"]';
/** The header's "select all on this page" checkbox. */
export const TABLE_SELECT_ALL = 'thead input[type="checkbox"]';

/**
 * Moves the focus to a control of the table holding `from`. For a button that goes away with what it
 * did (Clear search, Clear selection): the focus stays in the table, on the control to use next,
 * instead of falling to the page.
 */
export function focusInTable(from: Element, selector: string): void {
  from.closest(TABLE_ROOT)?.querySelector<HTMLElement>(selector)?.focus();
}
