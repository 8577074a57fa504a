'use client';

import { useFormatter, useTimeZone, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

import { cx } from '@/components/shell/class-names';
import { useConsoleState } from '@/components/state/console-store';
import type { DateTimeFormatName } from '@/i18n/formats';
import type { SeriesPoint } from '@/lib/api/types';

import { ChartDataTable } from './chart-data-table';
import { summarize } from './chart-scale';
import { OnlineBarChart } from './online-bar-chart';

export type ChartRange = 'hourly' | 'daily';

/**
 * Hours are shown in the reader's own time zone. Days are the server's calendar days (UTC), so they
 * are labelled in UTC (the formats say so). `summary` holds the summary sentence's arguments for the
 * peak: the day and the hour apart ("on Saturday at 2:00 PM"), so that each language puts its own
 * words for a day and for a clock time.
 */
const FORMATS: Record<
  ChartRange,
  { tick: DateTimeFormatName; full: DateTimeFormatName; summary: Record<string, DateTimeFormatName> }
> = {
  hourly: { tick: 'hour', full: 'weekdayHour', summary: { peakDay: 'weekday', peakHour: 'hourMinute' } },
  daily: { tick: 'day', full: 'weekdayDay', summary: { peakDay: 'longDay' } },
};

/** Whether an hour that starts on the hour in UTC starts within the hour in `timeZone` (India: 2:30). */
function startsOffTheHour(dates: readonly Date[], timeZone: string | undefined): boolean {
  const minute = new Intl.DateTimeFormat('en', { timeZone, minute: 'numeric' });
  return dates.some((date) => minute.format(date) !== '0');
}

/**
 * The formatter's time zone is the reader's (the `tz` cookie); daily labels say UTC themselves. The
 * hours are UTC hours, so in a zone offset by a fraction of an hour (India, Nepal) the axis names
 * their minutes too: "2:30 PM", not "2 PM".
 */
function useTimeLabels(points: readonly SeriesPoint[], range: ChartRange) {
  const format = useFormatter();
  const timeZone = useTimeZone();
  return useMemo(() => {
    const dates = points.map((point) => new Date(point.t));
    const tick = range === 'hourly' && startsOffTheHour(dates, timeZone) ? 'hourMinute' : FORMATS[range].tick;
    return {
      ticks: dates.map((date) => format.dateTime(date, tick)),
      full: dates.map((date) => format.dateTime(date, FORMATS[range].full)),
    };
  }, [format, points, range, timeZone]);
}

/** The card with the chart of online devices and its 24 hours / 30 days switch. */
export function OnlineChart({ hourly, daily }: { hourly: SeriesPoint[]; daily: SeriesPoint[] }) {
  const t = useTranslations('Dashboard');
  const format = useFormatter();
  const { rtlClass } = useConsoleState((state) => state.displaySettings);
  const [range, setRange] = useState<ChartRange>('hourly');
  const headingId = useId();
  const points = range === 'hourly' ? hourly : daily;
  const values = points.map((point) => point.online);
  const labels = useTimeLabels(points, range);
  const formatValue = (value: number) => format.number(value);

  const { peak, peakIndex, latest } = summarize(values);
  const peakTimeArguments = (date: Date) =>
    Object.fromEntries(
      Object.entries(FORMATS[range].summary).map(([name, options]) => [name, format.dateTime(date, options)]),
    );
  const summary =
    peakIndex === -1
      ? t('chart.noData')
      : peak === 0
        ? t(`chart.summaryNone.${range}`)
        : t(`chart.summary.${range}`, {
            peak: formatValue(peak),
            ...peakTimeArguments(new Date(points[peakIndex].t)),
            latest: formatValue(latest),
          });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('chart.title')}
        </h2>
        <div
          role="group"
          aria-label={t('chart.rangeLabel')}
          className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {(['hourly', 'daily'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={range === option}
              onClick={() => setRange(option)}
              className={cx(
                'rounded-md px-3 py-1 text-sm font-medium transition-colors',
                range === option
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {t(`chart.range.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`chart.description.${range}`)}</p>
      <div className="mt-4">
        {peakIndex === -1 ? (
          <p className="py-16 text-center text-sm text-slate-500 dark:text-slate-400">{summary}</p>
        ) : (
          <>
            <OnlineBarChart
              values={values}
              tickLabels={labels.ticks}
              barLabels={labels.full.map((time, index) => `${time}: ${formatValue(values[index])}`)}
              summary={summary}
              rtl={rtlClass === 'rtl'}
              formatValue={formatValue}
            />
            <ChartDataTable
              caption={t(`chart.tableCaption.${range}`)}
              times={labels.full}
              values={values.map(formatValue)}
            />
          </>
        )}
      </div>
    </section>
  );
}
