'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { devicePagePath } from '@/components/devices/device-page/paths';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ERROR_NOTE } from '@/components/shell/styles';
import { TABLE_FRAME, TABLE_HEAD } from '@/components/shell/table-styles';
import { useConsoleState } from '@/components/state/console-store';
import { listApps } from '@/lib/api/apps';
import type { VersionAdoption, VersionRegressions } from '@/lib/api/contract/versions';
import { getVersionAdoption, getVersionRegressions } from '@/lib/api/versions';

import { AdoptionChart, colourOf } from './adoption-chart';

const CARD =
  'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const HEADING = 'text-base font-semibold text-slate-900 dark:text-white';
const CELL = 'px-3 py-2 text-sm text-slate-800 dark:text-slate-200';
const NOTE = 'text-sm text-slate-600 dark:text-slate-400';

function AdoptionSection({ adoption }: { adoption: VersionAdoption }) {
  const t = useTranslations('Versions');
  const format = useFormatter();
  const { rtlClass } = useConsoleState((state) => state.displaySettings);
  const versionName = (version: string | null) => version ?? t('notReported');
  const percent = (share: number) => format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  // A version there on the first of the 30 days came before them: how fast it spread is not known.
  const windowStart = adoption.days[0]?.day;
  const days = (count: number | null, firstDay: string | null) =>
    count !== null ? t('days', { count }) : firstDay === windowStart ? t('beforeWindow') : t('notReached');
  const summary =
    adoption.newest === null
      ? t('chartEmpty')
      : t('chartSummary', { version: adoption.newest, share: percent(adoption.newestShare) });
  return (
    <section aria-labelledby="adoption-heading" className={CARD}>
      <h2 id="adoption-heading" className={HEADING}>
        {t('adoptionTitle')}
      </h2>
      <p className="text-sm text-slate-800 dark:text-slate-200">{summary}</p>
      <AdoptionChart
        adoption={adoption}
        dayLabels={adoption.days.map((entry) => format.dateTime(new Date(`${entry.day}T00:00:00Z`), 'day'))}
        summary={summary}
        rtl={rtlClass === 'rtl'}
        formatValue={(value) => format.number(value)}
      />
      <div className={TABLE_FRAME}>
        <ScrollingTable>
          <table className="w-full">
            <caption className="sr-only">{t('versionsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={TABLE_HEAD}>
                  {t('version')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('devicesToday')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('share')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('firstDay')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('to50')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t('to90')}
                </th>
              </tr>
            </thead>
            <tbody>
              {adoption.versions.map((entry, index) => (
                <tr key={entry.version ?? ''} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className={`${CELL} text-start font-medium`}>
                    <span className="flex items-center gap-2">
                      <svg aria-hidden="true" className="size-3 shrink-0" viewBox="0 0 12 12">
                        <rect width="12" height="12" rx="2" className={colourOf(index)} />
                      </svg>
                      <span className="whitespace-nowrap">{versionName(entry.version)}</span>
                    </span>
                  </th>
                  <td className={CELL}>{format.number(entry.devices)}</td>
                  <td className={CELL}>{percent(entry.share)}</td>
                  <td className={CELL}>
                    {entry.firstDay
                      ? format.dateTime(new Date(`${entry.firstDay}T00:00:00Z`), 'day')
                      : t('notReached')}
                  </td>
                  <td className={CELL}>{days(entry.daysTo50, entry.firstDay)}</td>
                  <td className={CELL}>{days(entry.daysTo90, entry.firstDay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </div>
    </section>
  );
}

function DeviceChanges({
  appId,
  caption,
  rows,
  withLastSeen,
}: {
  appId: string;
  caption: string;
  rows: VersionRegressions['silent'] | VersionRegressions['downgrades'];
  withLastSeen: boolean;
}) {
  const t = useTranslations('Versions');
  const format = useFormatter();
  const when = (value: string) => format.dateTime(new Date(value), 'dateTime');
  if (rows.length === 0) return <p className={NOTE}>{t('noneFound')}</p>;
  return (
    <div className={TABLE_FRAME}>
      <ScrollingTable>
        <table className="w-full">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE_HEAD}>
                {t('device')}
              </th>
              <th scope="col" className={TABLE_HEAD}>
                {t('change')}
              </th>
              <th scope="col" className={TABLE_HEAD}>
                {t('changedAt')}
              </th>
              {withLastSeen ? (
                <th scope="col" className={TABLE_HEAD}>
                  {t('lastSeen')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.deviceId}@${row.at}`}
                className="border-t border-slate-100 dark:border-slate-800"
              >
                <td className={CELL}>
                  <Link
                    href={devicePagePath(appId, row.deviceId)}
                    className="wrap-anywhere text-brand-700 underline dark:text-brand-100"
                  >
                    {row.deviceId}
                  </Link>
                </td>
                <td className={CELL}>{t('fromTo', { from: row.from, to: row.to })}</td>
                <td className={CELL}>{when(row.at)}</td>
                {withLastSeen && 'lastSeen' in row ? <td className={CELL}>{when(row.lastSeen)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </div>
  );
}

function RegressionsSection({ appId, regressions }: { appId: string; regressions: VersionRegressions }) {
  const t = useTranslations('Versions');
  const format = useFormatter();
  return (
    <section aria-labelledby="regressions-heading" className={CARD}>
      <h2 id="regressions-heading" className={HEADING}>
        {t('regressionsTitle')}
      </h2>
      <p className={NOTE}>{t('regressionsIntro')}</p>
      {regressions.versions.length > 0 ? (
        <ul aria-label={t('perVersion')} className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
          {regressions.versions.map((entry) => (
            <li key={entry.version}>
              {t('versionCounts', {
                version: entry.version,
                downgrades: format.number(entry.downgrades),
                silent: format.number(entry.silent),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('downgradesTitle')}</h3>
      <DeviceChanges
        appId={appId}
        caption={t('downgradesTitle')}
        rows={regressions.downgrades}
        withLastSeen={false}
      />
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('silentTitle')}</h3>
      <DeviceChanges appId={appId} caption={t('silentTitle')} rows={regressions.silent} withLastSeen />
    </section>
  );
}

/**
 * An app's version adoption and regressions (docs/product.md, Version adoption): the app chosen in the
 * address (`?app=`, else the first), its devices by version over 30 days, and the devices that went
 * back a version or silent after an update, each linking to its page.
 */
export function VersionsView() {
  const t = useTranslations('Versions');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const apps = useApiResource('apps', listApps);
  const list = apps.data?.data ?? [];
  const appId = searchParams.get('app') ?? list[0]?.id ?? '';
  // Each answer says which app it is of: while another app's loads, the last one is not shown for it.
  const adoption = useApiResource(`versions:${appId}`, async (baseUrl, token) =>
    appId ? { appId, answer: (await getVersionAdoption(baseUrl, token, appId)).data } : null,
  );
  const regressions = useApiResource(`regressions:${appId}`, async (baseUrl, token) =>
    appId ? { appId, answer: (await getVersionRegressions(baseUrl, token, appId)).data } : null,
  );
  const shownAdoption = adoption.data?.appId === appId ? adoption.data.answer : undefined;
  const shownRegressions = regressions.data?.appId === appId ? regressions.data.answer : undefined;
  const error = apps.error ?? adoption.error ?? regressions.error;

  return (
    <div className="space-y-6">
      <FilterSelect
        label={t('app')}
        value={appId}
        options={list.map((app) => ({ value: app.id, label: app.name }))}
        unknownLabel={() => t('unknownApp')}
        onChange={(value) =>
          router.push(`${pathname}?${new URLSearchParams({ app: value }).toString()}`, { scroll: false })
        }
        layout="stacked"
      />
      {error ? <p className={ERROR_NOTE}>{errorMessage(error)}</p> : null}
      {apps.data && list.length === 0 ? <p className={NOTE}>{t('noApps')}</p> : null}
      {shownAdoption ? (
        <AdoptionSection adoption={shownAdoption} />
      ) : appId && !error ? (
        <p className={NOTE}>{t('loading')}</p>
      ) : null}
      {shownRegressions ? <RegressionsSection appId={appId} regressions={shownRegressions} /> : null}
    </div>
  );
}
