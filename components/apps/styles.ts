/** Class lists of the app-management controls, beside the shell's PRIMARY_BUTTON and SECONDARY_BUTTON. */

/** The confirmation button of an action that breaks something (delete, rotate, suspend). */
export const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500';

/** A compact bordered button for actions on one app (card actions, key tools, table rows). */
export const SMALL_BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-700/30 dark:aria-pressed:text-brand-100';

/** SMALL_BUTTON for a destructive action. */
export const SMALL_DANGER_BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-red-300 bg-white px-2.5 text-xs font-medium text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-500/40 dark:bg-slate-800 dark:text-red-300 dark:hover:bg-red-500/10';

/** The label above a value (definition terms, the key's label). */
export const FIELD_LABEL = 'text-xs font-medium text-slate-500 dark:text-slate-400';
