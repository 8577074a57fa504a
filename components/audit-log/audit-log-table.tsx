'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import type { AuditEntry } from '@/lib/api/contract/audit';
import type { DataTableState } from '@/lib/table/state';

import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import { ADMIN_AUDIT_FILTERS, AUDIT_FILTERS, AUDIT_SORT_IDS, auditQueryFromState } from './audit-table';
import { useAuditColumns, type AuditRowFilter } from './use-audit-columns';
import { useAuditPage } from './use-audit-page';

const NO_ENTRIES: readonly AuditEntry[] = [];
const DEFAULTS = { sort: null } satisfies Partial<DataTableState>;

/**
 * The audit log (a customer's own, or with `admin` everyone's, or one customer's or organisation's),
 * newest first. Page, size, search and
 * filters live in the URL like the devices tables'; the server filters and pages, and the export
 * downloads the whole filtered log, not only the page on screen.
 */
export function AuditLogTable({ admin = false }: { admin?: boolean }) {
  const t = useTranslations('AuditLog');
  const errorMessage = useApiErrorMessage();
  const { state, setState, isPending } = useTableUrlState({
    defaults: DEFAULTS,
    sortIds: AUDIT_SORT_IDS,
    filterKeys: admin ? ADMIN_AUDIT_FILTERS : AUDIT_FILTERS,
  });
  const query = auditQueryFromState(state);
  const entries = useAuditPage(query, admin);
  const onFilter = useCallback<AuditRowFilter>(
    (key, value) => setState({ ...state, filters: { ...state.filters, [key]: value } }),
    [state, setState],
  );
  const columns = useAuditColumns(onFilter);
  const refreshFailed = entries.error !== undefined && entries.current;
  const filtered = Boolean(state.q || Object.values(state.filters).some(Boolean));

  return (
    <DataTable
      id={admin ? 'admin-audit-log' : 'audit-log'}
      caption={admin ? t('adminCaption') : t('caption')}
      columns={columns}
      rows={entries.data?.data ?? NO_ENTRIES}
      total={entries.data?.total ?? 0}
      totalIsEstimate={entries.data?.totalIsEstimate}
      getRowId={(entry) => entry.id}
      state={state}
      onStateChange={setState}
      sortable={false}
      loading={isPending || (entries.loading && !entries.current)}
      error={entries.error && !refreshFailed ? errorMessage(entries.error) : undefined}
      refreshError={refreshFailed ? errorMessage(entries.error) : undefined}
      onRefresh={entries.reload}
      searchPlaceholder={t('searchPlaceholder')}
      toolbar={
        <>
          <AuditFilters
            admin={admin}
            filters={state.filters}
            onChange={(filters) => setState({ ...state, filters })}
          />
          <AuditExportButton query={query} admin={admin} />
        </>
      }
      emptyHint={
        filtered ? (
          <button
            type="button"
            onClick={() => setState({ ...state, q: '', filters: {} })}
            className="text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
          >
            {t('clearFilters')}
          </button>
        ) : (
          t('emptyHint')
        )
      }
    />
  );
}
