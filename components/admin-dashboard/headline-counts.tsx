'use client';

import { useFormatter, useTranslations } from 'next-intl';

export interface HeadlineFigures {
  customers?: number;
  apps?: number;
  devicesOnline?: number;
  devicesTotal?: number;
}

const ORDER = ['customers', 'apps', 'devicesOnline', 'devicesTotal'] as const;

/**
 * The platform at a glance. A figure still loading shows a placeholder of the same size; one whose call
 * failed (`unavailable`: the error and its Try again are above) shows a dash, read as "Not available".
 */
export function HeadlineCounts({
  figures,
  unavailable,
}: {
  figures: HeadlineFigures;
  unavailable: readonly (keyof HeadlineFigures)[];
}) {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {ORDER.map((key) => {
        const value = figures[key];
        return (
          <div
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`counts.${key}`)}</dt>
            <dd className="mt-2 text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {value === undefined && unavailable.includes(key) ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('countUnavailable')}</span>
                </>
              ) : value === undefined ? (
                <span
                  aria-hidden="true"
                  className="block h-9 w-20 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-700"
                />
              ) : (
                format.number(value)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
