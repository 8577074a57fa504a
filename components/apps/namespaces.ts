/**
 * The message namespaces the app-management client components read. The pages hand exactly these
 * to their `IntlScope` (a nested provider replaces the shell's messages, so every one must be here).
 */
export const APP_MANAGEMENT_NAMESPACES = [
  'Alerts',
  'ApiErrors',
  'AppForm',
  'AppKey',
  'AppKeys',
  'AppManagement',
  'AppQuota',
  'AppStatuses',
  'IngestRefusals',
  'InstallCheck',
  'OrgRoles',
  'Platforms',
  'Validation',
] as const;

export const ADMIN_APPS_NAMESPACES = [
  'AdminApps',
  'ApiErrors',
  'AppQuotaDialog',
  'AppStatuses',
  'CustomerSelect',
  'DataTable',
  'Platforms',
  'Validation',
] as const;
