'use client';

import { useFormatter } from 'next-intl';

/**
 * A date in the user's language ("Mar 4, 2025"; with `withTime`, "Mar 4, 2025, 3:07 PM"), with the
 * exact time as its tooltip.
 */
export function FormattedDate({ value, withTime = false }: { value: string; withTime?: boolean }) {
  const format = useFormatter();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  return (
    <time dateTime={value} title={format.dateTime(date, 'exact')} className="whitespace-nowrap">
      {format.dateTime(date, withTime ? 'dateTime' : 'date')}
    </time>
  );
}
