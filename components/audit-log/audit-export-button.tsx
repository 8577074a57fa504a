'use client';

import { useTranslations } from 'next-intl';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { saveBlob } from '@/components/data-table/save-blob';
import { StreamedExportButton } from '@/components/data-table/streamed-export-button';
import { exportAuditCsv } from '@/lib/api/audit';
import type { AuditQuery } from '@/lib/api/contract/audit';
import { csvFileName } from '@/lib/table/csv-file-name';

/**
 * "Export CSV": the whole filtered log (every page, not only this one), as the server streams it.
 * Its state is announced (a polite live region), and a failure says why beside the button.
 */
export function AuditExportButton({ query, admin }: { query: AuditQuery; admin: boolean }) {
  const t = useTranslations('AuditLog');
  const api = useDashboardApi();
  return (
    <StreamedExportButton
      label={t('export')}
      progress={() => t('exporting')}
      failed={(reason) => t('exportFailed', { reason })}
      run={async () => {
        const blob = await api((baseUrl, token) => exportAuditCsv(baseUrl, token, query, { admin }));
        saveBlob(blob, csvFileName(admin ? 'admin-audit-log' : 'audit-log'));
      }}
    />
  );
}
