import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** Namespaces of the console pages; each has a `title` (the page title before '| {product}'). */
export type PageNamespace =
  | 'AdminDashboardPage'
  | 'ApiReferencePage'
  | 'ApiTokensPage'
  | 'AppManagementPage'
  | 'AuditLogPage'
  | 'DashboardPage'
  | 'DiagnosticsPage'
  | 'IncidentPage'
  | 'IncidentsPage'
  | 'MembersPage'
  | 'OnlineDevicesPage'
  | 'SdkGuidePage'
  | 'UserDashboardPage'
  | 'VersionsPage';

/** The page's own title; the root layout's template adds the product name ('Online devices | Fleetdeck'). */
export async function pageMetadata(namespace: PageNamespace): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('title') };
}
