'use client';

import { useLocale, useTranslations } from 'next-intl';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { StreamedExportButton } from '@/components/data-table/streamed-export-button';
import type { DeviceColumnId, DeviceQuery } from '@/lib/api/types';

/**
 * "Export all": every device matching the table's filters, search and sort (all pages), with the
 * columns in view, as the server streams it in the user's language; the rows received count up
 * while it runs.
 */
export function ExportAllButton({
  tableId,
  query,
  columns,
  admin,
}: {
  tableId: string;
  query: DeviceQuery;
  columns: readonly DeviceColumnId[];
  admin: boolean;
}) {
  const t = useTranslations('OnlineDevices');
  const locale = useLocale();
  const api = useDashboardApi();
  return (
    <StreamedExportButton
      label={t('exportAll')}
      progress={(rows) => (rows === null ? t('exportStarting') : t('exportProgress', { count: rows }))}
      failed={(reason) => t('exportFailed', { reason })}
      run={(onProgress) =>
        api(async (baseUrl, token) => {
          // Loaded on the click, with the file's saving, not with the page (bench/README.md).
          const { exportDevices } = await import('./export-devices');
          await exportDevices(baseUrl, token, tableId, query, { columns, locale, admin }, onProgress);
        })
      }
    />
  );
}
