import 'server-only';

import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import type { DeviceColumnId } from '@/lib/api/types';
import type { DeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { deviceBatches, type DeviceRow } from '@/lib/server/domain/devices/keyset';
import type { DeviceListScope } from '@/lib/server/domain/devices/list';
import { ownerEmails } from '@/lib/server/domain/org-owners';
import { csvStream } from '@/lib/server/http/csv-stream';
import { attributesText } from '@/lib/table/device-table';

async function translators(locale: Locale) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  return {
    columns: createTranslator({ locale, messages, namespace: 'DeviceColumns' }),
    platforms: createTranslator({ locale, messages, namespace: 'Platforms' }),
  };
}

/**
 * The devices matching the query as CSV, streamed (csv-stream.ts), with the columns asked for: the
 * headers and the words (status, platform) in the user's language as the table shows them, times as
 * ISO 8601, an empty cell where a device reported nothing, the owner by email (its organisation's first
 * owner).
 */
export async function exportDevicesCsv(
  query: DeviceExportQuery,
  scope: DeviceListScope,
  batchSize?: number,
): Promise<ReadableStream<Uint8Array>> {
  const t = await translators(query.locale);
  const platform = (value: string | null) =>
    value === null ? null : t.platforms.has(value as 'ios') ? t.platforms(value as 'ios') : value;
  let emails = new Map<string, string>();
  const cell = (row: DeviceRow, id: DeviceColumnId): unknown => {
    switch (id) {
      case 'online':
        return row.online ? t.columns('online') : t.columns('offline');
      case 'owner':
        return emails.get(row.owner.id) ?? '';
      case 'platform':
        return platform(row.platform);
      case 'tags':
        return row.tags.join(' ');
      case 'attributes':
        return attributesText(row.attributes);
      default:
        return row[id];
    }
  };
  const header = query.columns.map((id) => t.columns(id === 'online' ? 'status' : id));
  async function* lines() {
    for await (const rows of deviceBatches(query, scope, batchSize)) {
      if (query.columns.includes('owner')) emails = await ownerEmails(rows.map((row) => row.owner.id));
      yield rows.map((row) => query.columns.map((id) => cell(row, id)));
    }
  }
  return csvStream(header, lines());
}
