import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { onlineWindowSeconds } from '@/lib/server/config';

/**
 * "Online" is decided by the database clock, in SQL, so that every count, filter and flag agrees.
 * Each app has its own window (apps.online_window_seconds, 10 s to 7 days), or ONLINE_WINDOW_SECONDS
 * when it has none: a device is online while its last heartbeat is less than its app's window old.
 * The setting is a validated whole number of seconds, written into the SQL as a literal.
 */
export function defaultWindowSeconds(): number {
  return onlineWindowSeconds();
}

/** The window, in seconds, of the app whose online_window_seconds column (or expression) is given. */
export function appWindow(appWindowSeconds: AnyPgColumn | SQL): SQL {
  return sql`coalesce(${appWindowSeconds}, ${sql.raw(String(defaultWindowSeconds()))})`;
}

/** The time after which a beat keeps a device of that app online. */
export function onlineSince(appWindowSeconds: AnyPgColumn | SQL): SQL {
  return sql`(now() - make_interval(secs => ${appWindow(appWindowSeconds)}))`;
}

/**
 * Whether the device whose last_seen and app_id are given is online, from `devices` alone (no join on
 * apps): a range on last_seen that the indexes serve (the widest window of any app, computed once per
 * statement); then, only for devices of apps whose window is narrower (a set computed once and hashed),
 * their app's own window, looked up by the app's id. While every app has the same window, that is all
 * the range.
 */
export function deviceOnline(lastSeen: AnyPgColumn, appId: AnyPgColumn): SQL {
  const widest = sql`(select max(${appWindow(sql`w.online_window_seconds`)}) from apps w)`;
  const narrower = sql`(select n.id from apps n where ${appWindow(sql`n.online_window_seconds`)} < ${widest})`;
  const own = sql`(select o.online_window_seconds from apps o where o.id = ${appId})`;
  return sql`(${lastSeen} > ${onlineSince(widest)} and (${appId} not in ${narrower} or ${lastSeen} > ${onlineSince(own)}))`;
}
