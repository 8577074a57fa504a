/**
 * The message namespaces the dashboard's client components read. The pages hand exactly these to
 * their `IntlScope` (a nested provider replaces the shell's messages, so every one must be here).
 */
export const DASHBOARD_NAMESPACES = [
  'AdminResetLink',
  'ApiErrors',
  'AppStatuses',
  'CustomerSelect',
  'Dashboard',
  'FirstRunChecklist',
  'Platforms',
] as const;
