'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';

import { ClientDataTable } from '@/components/data-table/client-data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { CustomerSelect } from '@/components/forms/customer-select';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import type { App } from '@/lib/api/types';

import { ORG_FILTER, OWNER_FILTER } from './admin-apps-href';
import { ConfirmDialog } from './confirm-dialog';
import { StatusNotice } from './status-notice';
import { SuspendReasonField } from './suspend-reason-field';
import { ADMIN_APP_SORT_IDS, useAdminAppColumns } from './use-admin-app-columns';
import { useAdminAppList } from './use-admin-app-list';

// The quota dialog's code loads when an admin asks for it, not with the page (bench/README.md).
const loadQuotaDialog = () => import('./app-quota-dialog').then((module) => module.AppQuotaDialog);
const NO_ROWS: readonly App[] = [];
const getAppId = (app: App) => app.id;
// The API lists apps newest first, the table's default order: its first view needs no sorting.
const NEWEST_FIRST = { id: 'createdAt', desc: true };

/**
 * The admin's app management: every customer's apps in the data table (sorted, searched and paged in
 * the browser; the owner filter asks the API), with suspend and resume behind a confirmation and each
 * app's heartbeat quota in a dialog. The table's state, the owner included, lives in the URL
 * (`?owner=<customer id>`, or `?orgId=` for one organisation, which a choice of owner replaces).
 */
export function AdminAppManagementTable() {
  const t = useTranslations('AdminApps');
  const apiErrorMessage = useApiErrorMessage();
  const { state, setState, isPending } = useTableUrlState({
    defaults: { sort: NEWEST_FIRST },
    sortIds: ADMIN_APP_SORT_IDS,
    filterKeys: [OWNER_FILTER, ORG_FILTER],
  });
  const owner = state.filters[OWNER_FILTER] ?? '';
  const orgId = state.filters[ORG_FILTER] ?? '';
  const { apps, rows, defaultQuota, change } = useAdminAppList({ ownerId: owner, orgId });
  const [pending, setPendingApp] = useState<App | null>(null);
  const [quotaApp, setQuotaApp] = useState<App | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const quotaDialog = useCodeOnRequest(loadQuotaDialog);
  const { request: requestQuotaDialog } = quotaDialog;
  const QuotaDialog = quotaDialog.code;
  const columns = useAdminAppColumns(
    useCallback((app: App) => {
      setReason('');
      setPendingApp(app);
    }, []),
    useCallback(
      async (app: App) => {
        if (await requestQuotaDialog()) setQuotaApp(app);
      },
      [requestQuotaDialog],
    ),
  );

  const suspending = pending?.status === 'active';
  const loadError = apps.error ? (
    <>
      {t('loadFailed')} {apiErrorMessage(apps.error)}
    </>
  ) : undefined;

  return (
    <div className="space-y-4">
      <StatusNotice message={notice} dismissLabel={t('dismiss')} onDismiss={() => setNotice(null)} />
      {quotaDialog.failed ? <CodeLoadFailed /> : null}
      <ClientDataTable
        id="admin-apps"
        caption={t('caption')}
        rowsSortedBy={NEWEST_FIRST}
        columns={columns}
        rows={rows ?? NO_ROWS}
        getRowId={getAppId}
        state={state}
        onStateChange={setState}
        loading={apps.loading || isPending}
        error={loadError}
        onRefresh={apps.reload}
        searchPlaceholder={t('search')}
        emptyHint={orgId ? t('emptyHintOrg') : owner ? t('emptyHintOwner') : t('emptyHint')}
        toolbar={
          <CustomerSelect
            layout="inline"
            label={t('ownerFilter')}
            value={orgId || owner}
            organisation={!!orgId}
            onChange={(ownerId) =>
              setState({ ...state, filters: { ...state.filters, [OWNER_FILTER]: ownerId, [ORG_FILTER]: '' } })
            }
          />
        }
      />
      {pending ? (
        <ConfirmDialog
          title={t(suspending ? 'suspendTitle' : 'resumeTitle', { name: pending.name })}
          description={t(suspending ? 'suspendDescription' : 'resumeDescription')}
          confirmLabel={t(suspending ? 'suspendConfirm' : 'resumeConfirm')}
          busyLabel={t('working')}
          cancelLabel={t('cancel')}
          destructive={suspending}
          onCancel={() => setPendingApp(null)}
          onConfirm={async () => {
            const app = await change(pending.id, {
              status: suspending ? 'suspended' : 'active',
              ...(suspending && reason.trim() ? { reason: reason.trim() } : {}),
            });
            setPendingApp(null);
            setNotice(t(app.status === 'suspended' ? 'suspended' : 'resumed', { name: pending.name }));
          }}
        >
          {suspending ? <SuspendReasonField value={reason} onChange={setReason} /> : null}
        </ConfirmDialog>
      ) : null}
      {quotaApp && QuotaDialog ? (
        <QuotaDialog
          app={quotaApp}
          defaultQuota={defaultQuota}
          onCancel={() => setQuotaApp(null)}
          onSubmit={async (heartbeatQuota) => {
            await change(quotaApp.id, { heartbeatQuota });
            setQuotaApp(null);
            setNotice(t('quotaSaved', { name: quotaApp.name }));
          }}
        />
      ) : null}
    </div>
  );
}
