'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { DataTableIcon } from '@/components/data-table/data-table-icon';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { exportAuditCsv } from '@/lib/api/audit';
import type { AuditQuery } from '@/lib/api/contract/audit';
import { HttpError } from '@/lib/http/client';
import { csvFileName } from '@/lib/table/csv';

const buttonClass =
  'inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 ' +
  'hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the URL is only needed for the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Export CSV": the whole filtered log (every page, not only this one), as the server streams it.
 * Its state is announced (a polite live region), and a failure says why beside the button.
 */
export function AuditExportButton({ query, admin }: { query: AuditQuery; admin: boolean }) {
  const t = useTranslations('AuditLog');
  const api = useDashboardApi();
  const errorMessage = useApiErrorMessage();
  const [state, setState] = useState<{ busy: boolean; error?: HttpError }>({ busy: false });
  const run = async () => {
    if (state.busy) return;
    setState({ busy: true });
    try {
      const blob = await api((baseUrl, token) => exportAuditCsv(baseUrl, token, query, { admin }));
      save(blob, csvFileName(admin ? 'admin-audit-log' : 'audit-log'));
      setState({ busy: false });
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof HttpError ? error : new HttpError(0, 'network_error', ''),
      });
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {/* aria-disabled while it works, not disabled: the button keeps the focus it was pressed with. */}
      <button type="button" className={buttonClass} aria-disabled={state.busy || undefined} onClick={run}>
        <DataTableIcon name="download" />
        {t('export')}
      </button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state.busy ? t('exporting') : null}
      </span>
      {state.error ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('exportFailed', { reason: errorMessage(state.error) })}
        </span>
      ) : null}
    </span>
  );
}
