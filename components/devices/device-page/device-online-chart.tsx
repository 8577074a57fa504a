'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { OnlineBarChart } from '@/components/dashboard/online-bar-chart';
import { useClock } from '@/components/i18n/use-clock';
import { useConsoleState } from '@/components/state/console-store';
import type { DeviceSession } from '@/lib/api/types';

import { onlinePerDay } from './online-per-day';
import { SECTION, SECTION_TITLE } from './styles';
import { useDuration } from './use-duration';

/**
 * Hours online per UTC day over the last 7 days, drawn by the dashboards' bar chart; its figures are
 * also in a table only screen readers see. Days are UTC days, labelled in UTC, as on the dashboards.
 * A day before the device was first seen has no bar and reads "Not seen yet"; a day since then without
 * a session reads "Not online" (docs/product.md, Device page).
 */
export function DeviceOnlineChart({
  sessions,
  firstSeen,
}: {
  sessions: readonly DeviceSession[];
  firstSeen: string;
}) {
  const t = useTranslations('DevicePage');
  const format = useFormatter();
  const duration = useDuration();
  const now = useClock(60_000);
  const { rtlClass } = useConsoleState((state) => state.displaySettings);
  const id = useId();
  const { starts, seconds } = onlinePerDay(sessions, Date.parse(firstSeen), now.getTime());
  const figure = (value: number | null) =>
    value === null ? t('chartNotSeenYet') : value === 0 ? t('chartNotOnline') : duration(value);
  const days = starts.map((start) => format.dateTime(new Date(start), 'weekdayDay'));
  const ticks = starts.map((start) => format.dateTime(new Date(start), 'day'));
  const total = seconds.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className={SECTION_TITLE}>
        {t('chartTitle')}
      </h2>
      <div className="mt-3">
        <OnlineBarChart
          values={seconds.map((value) => (value ?? 0) / 3600)}
          tickLabels={ticks}
          barLabels={days.map((day, index) => `${day}: ${figure(seconds[index])}`)}
          summary={t('chartSummary', { total: duration(total) })}
          rtl={rtlClass === 'rtl'}
          formatValue={(hours) => t('hoursValue', { hours })}
        />
      </div>
      <div className="sr-only">
        <table>
          <caption>{t('chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chartDay')}</th>
              <th scope="col">{t('chartOnline')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={starts[index]}>
                <th scope="row">{day}</th>
                <td>{figure(seconds[index])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
