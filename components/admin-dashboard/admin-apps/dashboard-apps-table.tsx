'use client';

import { useTranslations } from 'next-intl';

import { ClientDataTable } from '@/components/data-table/client-data-table';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import type { App } from '@/lib/api/types';

import { useDashboardAppColumns } from './use-dashboard-app-columns';

const NO_APPS: readonly App[] = [];
const getAppId = (app: App) => app.id;
// The API lists apps newest first, the table's default order: its first view needs no sorting.
const NEWEST_FIRST = { id: 'createdAt', desc: true };
const DEFAULT_STATE = { sort: NEWEST_FIRST };

/**
 * The admin dashboard's overview of every customer's applications, to read only (suspending and
 * resuming is the app management page's `AdminAppManagementTable`). All of them arrive at once (a
 * platform has hundreds, not millions), so the table sorts, searches and pages in the browser.
 */
export function DashboardAppsTable({
  apps,
  loading,
  error,
  onRefresh,
}: {
  apps: readonly App[] | undefined;
  loading: boolean;
  error: unknown;
  onRefresh: () => void;
}) {
  const t = useTranslations('AdminDashboard');
  const errorMessage = useApiErrorMessage();
  const columns = useDashboardAppColumns();
  return (
    <ClientDataTable
      id="admin-dashboard-apps"
      caption={t('appsCaption')}
      columns={columns}
      rows={apps ?? NO_APPS}
      getRowId={getAppId}
      getRowLabel={(app) => app.name}
      defaultState={DEFAULT_STATE}
      rowsSortedBy={NEWEST_FIRST}
      loading={loading}
      error={error ? errorMessage(error) : undefined}
      onRefresh={onRefresh}
      searchPlaceholder={t('appsSearch')}
      emptyHint={t('appsEmpty')}
    />
  );
}
