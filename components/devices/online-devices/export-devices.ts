import { saveBlob } from '@/components/data-table/save-blob';
import { exportDevicesCsv } from '@/lib/api/devices-export';
import type { DeviceColumnId, DeviceQuery } from '@/lib/api/types';
import { csvFileName } from '@/lib/table/csv-file-name';

/*
 * "Export all" of the online devices tables, fetched on the click with what it needs (the streamed
 * download, the file's name and saving it), not with the page (export-all-button.tsx).
 */

/** Downloads every device matching `query` as CSV and saves it as `<tableId>-<yyyy-mm-dd>.csv`. */
export async function exportDevices(
  baseUrl: string,
  token: string,
  tableId: string,
  query: DeviceQuery,
  options: { columns: readonly DeviceColumnId[]; locale: string; admin: boolean },
  onProgress: (rows: number) => void,
): Promise<void> {
  const blob = await exportDevicesCsv(baseUrl, token, query, options, onProgress);
  saveBlob(blob, csvFileName(tableId));
}
