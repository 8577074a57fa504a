import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An app's organisation, as a subquery evaluated once per statement: a query that knows only the app's id
 * still names the organisation that leads the keys of every table that belongs to an app
 * (lib/server/db/schema.ts, docs/operations.md, Sharding by organisation), so that it is served by them.
 */
export function orgOfApp(appId: string | SQL): SQL {
  return sql`(select tenant_app.org_id from apps tenant_app where tenant_app.id = ${appId})`;
}

/** Rows of `table` that belong to `app`: its organisation and its id, as the keys have them. */
export function ofApp(
  table: { orgId: AnyPgColumn; appId: AnyPgColumn },
  app: { orgId: string; id: string },
): SQL {
  return sql`(${table.orgId} = ${app.orgId} and ${table.appId} = ${app.id})`;
}
