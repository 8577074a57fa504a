/** Every message namespace the admin dashboard's client components use, for the page's IntlScope. */
export const ADMIN_DASHBOARD_NAMESPACES = [
  'AdminDashboard',
  'ApiErrors',
  'AppStatuses',
  'ContactMessages',
  'DataTable',
  'Platforms',
] as const;
