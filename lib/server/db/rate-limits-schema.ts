import 'server-only';

import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows on PostgreSQL, shared by every console instance (lib/server/rate-limit/database.ts):
 * one row per limit and key (`login`, `email:ada@example.com`), counting attempts until `reset_at`.
 * PGlite, one process, keeps these counts in memory. The apps' heartbeat quotas (`heartbeat`, keyed by app
 * id) are kept here on both databases, counted in each process's memory and added every 200 ms
 * (lib/server/rate-limit/synced-window.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [table.name, table.key] }),
    // Expired windows are swept by time.
    index('rate_limits_reset_at_idx').on(table.resetAt),
  ],
);
