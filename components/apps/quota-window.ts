import type { AppQuota } from '@/lib/api/types';

/**
 * How messages name a quota's window: 'minute' and 'hour' read as words ("per minute", "this hour"),
 * any other length in seconds. The messages select on `window` and fill `seconds` in.
 */
export function quotaWindow(windowSeconds: number | null): {
  window: 'minute' | 'hour' | 'other';
  seconds: number;
} {
  const seconds = windowSeconds ?? 60;
  if (seconds === 60) return { window: 'minute', seconds };
  if (seconds === 3600) return { window: 'hour', seconds };
  return { window: 'other', seconds };
}

/** At this share of its quota an app is near it: the card says so before beats are refused. */
export const QUOTA_NEAR_SHARE = 0.8;

/** Where an app stands against its quota: under it, near it, or at it (further beats are refused). */
export function quotaLevel({
  limit,
  used,
}: Pick<AppQuota, 'limit' | 'used'>): 'none' | 'ok' | 'near' | 'full' {
  if (limit === null) return 'none';
  if (used >= limit) return 'full';
  return used >= limit * QUOTA_NEAR_SHARE ? 'near' : 'ok';
}
