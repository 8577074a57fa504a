import 'server-only';

import { and, eq, gt } from 'drizzle-orm';

import { serverConfig, type RateLimit, type ServerConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';

/**
 * An app's heartbeat quota: heartbeats accepted per window, all its devices together. The window and the
 * default count come from HEARTBEAT_RATE_LIMIT; an admin may set another count for one app
 * (`apps.heartbeat_quota`). With the setting `off`, apps without a count of their own have no quota, and
 * a count an admin sets applies per minute.
 */
export const QUOTA_LIMIT_NAME = 'heartbeat';
const MINUTE_MS = 60_000;

/** The quota that applies to an app, or null when none does. */
export function effectiveQuota(
  appQuota: number | null,
  config: Pick<ServerConfig, 'heartbeatRateLimit'> = serverConfig(),
): RateLimit | null {
  const setting = config.heartbeatRateLimit;
  if (appQuota !== null) return { limit: appQuota, windowMs: setting?.windowMs ?? MINUTE_MS };
  return setting;
}

export interface QuotaUsage {
  /** Beats accepted per window; null when the app has no quota. */
  limit: number | null;
  windowSeconds: number | null;
  /** Whether the count is the app's own (set by an admin) or the setting's default. */
  custom: boolean;
  /** Beats accepted in the current window. */
  used: number;
  /** When the current window ends (ISO time); null when no window is open. */
  resetsAt: string | null;
}

/**
 * What the app has used of its quota in the current window. The count is kept in the `rate_limits`
 * table on both databases, by the ingest batches' transactions (lib/server/ingest/commit.ts).
 */
export async function quotaUsage(app: { id: string; heartbeatQuota: number | null }): Promise<QuotaUsage> {
  const quota = effectiveQuota(app.heartbeatQuota);
  const db = await getDb();
  const [window] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.name, QUOTA_LIMIT_NAME),
        eq(rateLimits.key, app.id),
        gt(rateLimits.resetAt, new Date()),
      ),
    )
    .limit(1);
  return {
    limit: quota?.limit ?? null,
    windowSeconds: quota ? quota.windowMs / 1000 : null,
    custom: app.heartbeatQuota !== null,
    used: window?.count ?? 0,
    resetsAt: window ? window.resetAt.toISOString() : null,
  };
}
