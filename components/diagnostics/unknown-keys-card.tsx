'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { getUnknownKeyRefusals } from '@/lib/api/admin';

import { DiagnosticsCard } from './diagnostics-card';

/** Heartbeats refused in the last 24 hours for keys of no app (mistyped or deleted apps' keys), per hour. */
export function UnknownKeysCard() {
  const t = useTranslations('Diagnostics');
  const format = useFormatter();
  const hours = useApiResource('unknown-keys', getUnknownKeyRefusals);
  const rows = hours.data?.data;
  return (
    <DiagnosticsCard title={t('unknownKeys.title')}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('unknownKeys.intro')}</p>
      {hours.error && !rows ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('unknownKeys.loadFailed')}
        </p>
      ) : null}
      {rows === undefined && !hours.error ? <p className="text-sm">{t('loading')}</p> : null}
      {rows && rows.length === 0 ? <p className="text-sm">{t('unknownKeys.none')}</p> : null}
      {rows && rows.length > 0 ? (
        <ScrollingTable>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('unknownKeys.title')}</caption>
            <thead>
              <tr className="text-start text-xs text-slate-500 dark:text-slate-400">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('unknownKeys.hour')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('unknownKeys.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.hour} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">
                    <time dateTime={row.hour}>{format.dateTime(new Date(row.hour), 'dateTime')}</time>
                  </td>
                  <td className="py-1 text-end tabular-nums">{format.number(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : null}
    </DiagnosticsCard>
  );
}
