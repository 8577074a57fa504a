import 'server-only';

import { sql, type SQL } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';

/**
 * "Online" is decided by the database clock, in SQL, so that every count, filter and flag agrees
 * and the online filter is a range on the last_seen index. The window is a validated whole number
 * of seconds (ONLINE_WINDOW_SECONDS), written into the SQL as a literal. A device is online while
 * `last_seen > onlineSince()`: its last heartbeat is less than the window old.
 */
export function onlineSince(): SQL {
  return sql.raw(`(now() - interval '${serverConfig().onlineWindowSeconds} seconds')`);
}
