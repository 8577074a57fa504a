import type { DeviceSession } from '@/lib/api/types';

const DAY_MS = 86_400_000;

/**
 * Seconds online in each of the last `days` UTC days (oldest first, today last), from the sessions: each
 * session's part within each day, an open session (no end) counting up to `now`. A day that ended before
 * the device was first seen is null: it was not offline then, it did not exist yet (docs/product.md,
 * Device page).
 */
export function onlinePerDay(
  sessions: readonly DeviceSession[],
  firstSeen: number,
  now: number,
  days = 7,
): { starts: number[]; seconds: (number | null)[] } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const starts = Array.from({ length: days }, (_, index) => today - (days - 1 - index) * DAY_MS);
  const seconds = starts.map((dayStart) => {
    if (dayStart + DAY_MS <= firstSeen) return null;
    const dayEnd = Math.min(dayStart + DAY_MS, now);
    let total = 0;
    for (const session of sessions) {
      const start = Date.parse(session.start);
      const end = session.end === null ? now : Date.parse(session.end);
      total += Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart));
    }
    return Math.round(total / 1000);
  });
  return { starts, seconds };
}

/** A duration as whole hours and minutes, for "2 h 5 min" style labels. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
