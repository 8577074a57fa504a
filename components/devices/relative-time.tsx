'use client';

import { useFormatter } from 'next-intl';

import { useClock } from '@/components/i18n/use-clock';

/** How often "2 minutes ago" (and a row's online status) is brought up to date while the page stays open. */
export const CLOCK_TICK_MS = 30_000;

/**
 * A past moment as "2 minutes ago", with the exact local date and time as its tooltip and in
 * `dateTime`. A timestamp slightly ahead of this clock (server clock skew) reads as "now", not "in 3 seconds".
 */
export function RelativeTime({ value }: { value: string }) {
  const format = useFormatter();
  const now = useClock(CLOCK_TICK_MS);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const past = date.getTime() > now.getTime() ? now : date;
  return (
    <time dateTime={value} title={format.dateTime(date, 'exact')} className="whitespace-nowrap">
      {format.relativeTime(past, now)}
    </time>
  );
}
