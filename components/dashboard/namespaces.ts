/**
 * The message namespaces the dashboard's client components read. The pages hand exactly these to
 * their `IntlScope` (a nested provider replaces the shell's messages, so every one must be here).
 */
export const DASHBOARD_NAMESPACES = [
  'AdminResetLink',
  'AdminTwoFactorReset',
  'ApiErrors',
  'AppStatuses',
  'CustomerSelect',
  'Dashboard',
  'FirstRunChecklist',
  'Platforms',
] as const;

/**
 * The admin's copy of the dashboard (`/admin/user-dashboard`): the dashboard's, and its organisations
 * table's (docs/product.md, Organisations), which the customer's page never shows.
 */
export const USER_DASHBOARD_NAMESPACES = [...DASHBOARD_NAMESPACES, 'AdminOrgs', 'DataTable'] as const;
