/** The devices table a device page belongs to. */
export const tablePath = (admin: boolean) => (admin ? '/admin/online-devices' : '/online-devices');

/** A device's page in the customers' console: `/online-devices/<appId>/<deviceId>`. */
export const devicePagePath = (appId: string, deviceId: string) =>
  `${tablePath(false)}/${encodeURIComponent(appId)}/${encodeURIComponent(deviceId)}`;

/** The table's query string a device link carries (`?back=`), so the way back restores the table. */
export const BACK_PARAM = 'back';

/** Only the table's own query string is taken from the URL: the path is always the table's. */
export function backHref(path: string, back: string | null): string {
  const query = back ? new URLSearchParams(back).toString() : '';
  return query ? `${path}?${query}` : path;
}
