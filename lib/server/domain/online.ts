import { sql, type SQL } from 'drizzle-orm';

import { serverConfig } from '@/lib/server/config';
import { devices } from '@/lib/server/db/schema';

/**
 * "Online" is decided by the database clock, in SQL, so that every count, filter and flag agrees
 * and the online filter is a range on the last_seen index. The window is a validated whole number
 * of seconds (ONLINE_WINDOW_SECONDS), written into the SQL as a literal.
 */
export function onlineSince(): SQL {
  return sql.raw(`(now() - interval '${serverConfig().onlineWindowSeconds} seconds')`);
}

export function isOnline(): SQL<boolean> {
  return sql<boolean>`(${devices.lastSeen} > ${onlineSince()})`;
}
