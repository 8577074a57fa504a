/** The device page's sections and their small tables. */
export const SECTION =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
export const SECTION_TITLE = 'text-base font-semibold text-slate-900 dark:text-white';
export const TABLE = 'mt-3 w-full text-start text-sm';
export const TH =
  'border-b border-slate-200 px-2 py-2 text-start text-xs font-medium text-slate-600 dark:border-slate-800 dark:text-slate-400';
export const TD = 'border-b border-slate-100 px-2 py-2 align-top dark:border-slate-800';
export const EMPTY = 'mt-3 text-sm text-slate-600 dark:text-slate-400';
