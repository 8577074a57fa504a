/** Every message namespace the audit log table and its parts use, for the pages' IntlScope. */
export const AUDIT_LOG_NAMESPACES = [
  'ApiErrors',
  'AppStatuses',
  'AuditLog',
  // The admin's owner filter.
  'CustomerSelect',
  'DataTable',
  'Platforms',
] as const;
