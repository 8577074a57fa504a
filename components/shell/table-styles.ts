/* Apart from styles.ts, which every console page loads: only the pages with these tables use them. */

/** A plain table's frame (scrolls sideways in a ScrollingTable) and its column headers: members, tokens. */
export const TABLE_FRAME =
  'overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900';
export const TABLE_HEAD = 'px-3 py-2 text-start text-xs font-medium text-slate-500 dark:text-slate-400';
