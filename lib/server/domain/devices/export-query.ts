import 'server-only';

import { LOCALES, resolveLocale, type Locale } from '@/i18n/locales';
import { DEVICE_COLUMN_IDS, type DeviceColumnId } from '@/lib/api/types';
import { parseDeviceQuery, type DeviceListQuery } from '@/lib/server/domain/devices/query';
import { ApiError } from '@/lib/server/http/api-error';
import { requestLocale } from '@/lib/server/http/request-locale';
import { ONE_OF } from '@/lib/validations/messages';

/** What a devices export is asked for: the list's filters, search and sort, its columns and language. */
export interface DeviceExportQuery extends Omit<DeviceListQuery, 'page' | 'pageSize'> {
  /** In the order given; every column of the caller's table when none are named. */
  columns: DeviceColumnId[];
  locale: Locale;
}

const isColumn = (id: string): id is DeviceColumnId => (DEVICE_COLUMN_IDS as readonly string[]).includes(id);

/** `columns=online,deviceId,lastSeen`: known ids only, each once; `owner` on the admin's export only. */
function parseColumns(raw: string | null, admin: boolean): DeviceColumnId[] | null {
  const all = DEVICE_COLUMN_IDS.filter((id) => admin || id !== 'owner');
  const ids = (raw ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) return all;
  if (!ids.every((id): id is DeviceColumnId => isColumn(id) && all.includes(id))) return null;
  return [...new Set(ids)];
}

/**
 * The query of `GET /api/devices/export` (and the admin copy): the list's parameters as the list
 * checks them (its paging, if sent, is not used), `columns=` and `locale=` (else the NEXT_LOCALE
 * cookie, else English). A bad parameter is a 400 validation_failed naming it, like the list's.
 */
export function parseDeviceExportQuery(request: Request, { admin = false } = {}): DeviceExportQuery {
  const params = new URL(request.url).searchParams;
  params.delete('page');
  params.delete('pageSize');
  const list = parseDeviceQuery(params);
  const columns = parseColumns(params.get('columns'), admin);
  const locale = params.get('locale')?.trim();
  const fields: Record<string, string> = {};
  if (columns === null) fields.columns = ONE_OF;
  if (locale && !(LOCALES as readonly string[]).includes(locale)) fields.locale = ONE_OF;
  if (columns === null || fields.locale) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an export has no pages
  const { page, pageSize, ...filters } = list;
  return { ...filters, columns, locale: resolveLocale(locale || requestLocale(request)) };
}
