/** Class lists shared by several shell controls, so they look and behave alike. */

/** A square button holding an icon. Its class list is in app/globals.css: every header holds three. */
export const ICON_BUTTON = 'icon-button';

export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm transition-colors hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** A plain button under a message: what to do next (Clear search, Show all devices, Show more). */
export const NEXT_STEP_BUTTON =
  'mt-3 inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** An error said in place: a failed call, or code that could not be fetched. */
export const ERROR_NOTE =
  'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200';
