'use client';

import { useTranslations } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { ClientDataTable } from '@/components/data-table/client-data-table';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { listAdminOrgs } from '@/lib/api/admin';
import type { AdminOrg } from '@/lib/api/contract/orgs';

import { useAdminOrgColumns } from './use-admin-org-columns';

const NO_ORGS: readonly AdminOrg[] = [];
const getOrgId = (org: AdminOrg) => org.id;
// The API lists organisations newest first, the table's default order: its first view needs no sorting.
const NEWEST_FIRST = { id: 'createdAt', desc: true };
const DEFAULT_STATE = { sort: NEWEST_FIRST };

/**
 * The admin user dashboard's organisations (docs/product.md, Organisations): every one with its
 * members, apps and devices, each opening on the admin's online devices page. All of them arrive at
 * once (a platform has hundreds, not millions), so the table sorts, searches and pages in the browser.
 */
export function AdminOrgsSection() {
  const t = useTranslations('AdminOrgs');
  const errorMessage = useApiErrorMessage();
  const columns = useAdminOrgColumns();
  const orgs = useApiResource('admin-orgs', (baseUrl, token) => listAdminOrgs(baseUrl, token));
  return (
    <section aria-labelledby="admin-orgs-title" className="mt-8 space-y-4">
      <div>
        <h2 id="admin-orgs-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </div>
      <ClientDataTable
        id="admin-orgs"
        caption={t('caption')}
        columns={columns}
        rows={orgs.data?.data ?? NO_ORGS}
        getRowId={getOrgId}
        getRowLabel={(org) => org.name}
        defaultState={DEFAULT_STATE}
        rowsSortedBy={NEWEST_FIRST}
        loading={!orgs.data && !orgs.error}
        error={orgs.error && !orgs.data ? errorMessage(orgs.error) : undefined}
        refreshError={orgs.error && orgs.data ? errorMessage(orgs.error) : undefined}
        onRefresh={orgs.reload}
        searchPlaceholder={t('search')}
        emptyHint={t('empty')}
      />
    </section>
  );
}
