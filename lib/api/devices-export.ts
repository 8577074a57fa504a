import { deviceQueryString } from '@/lib/api/devices';
import type { DeviceColumnId, DeviceQuery } from '@/lib/api/types';
import { fetchCsv } from '@/lib/http/csv-download';

/*
 * Apart from lib/api/devices.ts: the export runs on a click, and the online devices page loads it
 * then (components/devices/online-devices/export-all-button.tsx), not with the page.
 */

/**
 * Every device matching the query (its paging aside) as CSV, streamed by the server: the `columns`
 * in that order, headers and words in `locale`. `onProgress` hears the rows received so far.
 */
export function exportDevicesCsv(
  baseUrl: string,
  token: string,
  query: DeviceQuery,
  options: { columns: readonly DeviceColumnId[]; locale: string; admin?: boolean },
  onProgress?: (rows: number) => void,
): Promise<Blob> {
  const params = new URLSearchParams(deviceQueryString(query));
  params.delete('page');
  params.delete('pageSize');
  params.set('columns', options.columns.join(','));
  params.set('locale', options.locale);
  const path = options.admin ? '/api/admin/devices/export' : '/api/devices/export';
  return fetchCsv(`${baseUrl}${path}?${params}`, token, onProgress);
}
