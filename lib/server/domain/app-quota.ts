import 'server-only';

import { and, eq, gt, inArray } from 'drizzle-orm';

import type { AdminAppList, AppQuota } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { effectiveQuota, QUOTA_LIMIT_NAME } from '@/lib/server/ingest/quota';

/**
 * Apps' heartbeat quotas as the console shows them: the count that applies, whether an admin set it,
 * and what the app has used of it in the current window. Reads what `quotaUsage`
 * (lib/server/ingest/quota.ts) reads, for a whole list of apps in one query.
 */
export async function quotaUsages(
  list: readonly { id: string; heartbeatQuota: number | null }[],
): Promise<Map<string, AppQuota>> {
  const windows = new Map<string, { count: number; resetAt: Date }>();
  if (list.length > 0) {
    const db = await getDb();
    const rows = await db
      .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.name, QUOTA_LIMIT_NAME),
          inArray(
            rateLimits.key,
            list.map((app) => app.id),
          ),
          gt(rateLimits.resetAt, new Date()),
        ),
      );
    for (const row of rows) windows.set(row.key, row);
  }
  return new Map(
    list.map((app) => {
      const quota = effectiveQuota(app.heartbeatQuota);
      const window = windows.get(app.id);
      return [
        app.id,
        {
          limit: quota?.limit ?? null,
          windowSeconds: quota ? quota.windowMs / 1000 : null,
          custom: app.heartbeatQuota !== null,
          used: window?.count ?? 0,
          resetsAt: window ? window.resetAt.toISOString() : null,
        },
      ];
    }),
  );
}

/** The quota of apps without their own (HEARTBEAT_RATE_LIMIT), for the admin's choice; null when off. */
export function defaultQuota(): AdminAppList['defaultQuota'] {
  const quota = effectiveQuota(null);
  return quota ? { limit: quota.limit, windowSeconds: quota.windowMs / 1000 } : null;
}
