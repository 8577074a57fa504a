'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useClock } from '@/components/i18n/use-clock';
import { ERROR_NOTE, NEXT_STEP_BUTTON } from '@/components/shell/styles';
import { TABLE_FRAME, TABLE_HEAD } from '@/components/shell/table-styles';
import type { Incident, IncidentStatus } from '@/lib/api/contract/incidents';
import { listIncidents } from '@/lib/api/incidents';
import { INCIDENTS_PATH } from '@/lib/routes';

import { concernsIncidents, MAINTENANCE_BADGE, STATUS_BADGE } from './incident-styles';
import { useIncidentText } from './use-incident-text';

const CELL = 'px-3 py-2 text-sm text-slate-800 dark:text-slate-200';
const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/30 dark:aria-[current=page]:text-brand-100';

const STATUSES: readonly IncidentStatus[] = ['open', 'resolved'];

/**
 * The organisation's incidents (docs/product.md, Incidents), open or resolved (`?status=`, open by
 * default), newest first, 100 at a time ("Show older incidents"): what went offline, when, for how long,
 * and who acknowledged it. Each links to its page. The first page is fetched again when an app's
 * incidents change (a live `app` event).
 */
export function IncidentsList() {
  const t = useTranslations('Incidents');
  const text = useIncidentText();
  const errorMessage = useApiErrorMessage();
  const now = useClock(60_000).getTime();
  const asked = useSearchParams().get('status');
  const status: IncidentStatus = asked === 'resolved' ? 'resolved' : 'open';
  const incidents = useApiResource(
    `incidents:${status}`,
    (baseUrl, token) => listIncidents(baseUrl, token, status),
    { live: concernsIncidents },
  );
  // Older pages asked for with "Show older incidents". They go on from page one as it was when they
  // were asked for (`after`): once page one changes (a live refresh moved the 100th), or the status
  // does, they are dropped rather than leave a gap.
  const api = useDashboardApi();
  const [older, setOlder] = useState<{
    status: IncidentStatus;
    after: string;
    rows: Incident[];
    cursor: string | null;
    error?: unknown;
  }>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const firstCursor = incidents.data?.nextCursor ?? null;
  const shownOlder = older?.status === status && older.after === firstCursor ? older : undefined;
  const nextCursor = shownOlder ? shownOlder.cursor : firstCursor;
  const firstPage = incidents.data?.data;
  const rows =
    firstPage &&
    [...firstPage, ...(shownOlder?.rows ?? [])].filter(
      (incident, index, all) => all.findIndex((other) => other.id === incident.id) === index,
    );
  const tableRef = useRef<HTMLTableElement>(null);
  const showOlder = async () => {
    if (!nextCursor || !firstCursor || loadingOlder) return;
    setLoadingOlder(true);
    const shown = rows?.length ?? 0;
    try {
      const answer = await api((baseUrl, token) => listIncidents(baseUrl, token, status, nextCursor));
      const loaded = [...(shownOlder?.rows ?? []), ...answer.data];
      setOlder({ status, after: firstCursor, rows: loaded, cursor: answer.nextCursor });
      // The button may go with the last page: the focus goes to the first incident it brought.
      requestAnimationFrame(() =>
        tableRef.current?.querySelectorAll<HTMLAnchorElement>('tbody a')[shown]?.focus(),
      );
    } catch (error) {
      setOlder({ status, after: firstCursor, rows: shownOlder?.rows ?? [], cursor: nextCursor, error });
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <div className="space-y-4">
      <nav aria-label={t('tabsLabel')} className="flex gap-2">
        {STATUSES.map((value) => (
          <Link
            key={value}
            href={`${INCIDENTS_PATH}?${new URLSearchParams({ status: value })}`}
            aria-current={value === status ? 'page' : undefined}
            className={TAB}
          >
            {t(value)}
          </Link>
        ))}
      </nav>
      {incidents.error ? <p className={ERROR_NOTE}>{errorMessage(incidents.error)}</p> : null}
      {rows === undefined ? (
        incidents.error ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>
        )
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(status === 'open' ? 'noneOpen' : 'noneResolved')}
        </p>
      ) : (
        <div className={TABLE_FRAME}>
          <ScrollingTable>
            <table ref={tableRef} className="w-full">
              <caption className="sr-only">
                {t(status === 'open' ? 'captionOpen' : 'captionResolved')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('incident')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('status')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('duration')}
                  </th>
                  <th scope="col" className={TABLE_HEAD}>
                    {t('acknowledged')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((incident) => (
                  <tr key={incident.id} className="border-t border-slate-100 align-top dark:border-slate-800">
                    <td className={CELL}>
                      <Link
                        href={`${INCIDENTS_PATH}/${incident.id}`}
                        className="text-brand-700 underline dark:text-brand-100"
                      >
                        {text.summary(incident)}
                      </Link>
                    </td>
                    <td className={CELL}>
                      <span className="flex flex-wrap gap-1">
                        <span className={STATUS_BADGE[incident.status]}>{t(incident.status)}</span>
                        {incident.duringMaintenance ? (
                          <span className={MAINTENANCE_BADGE}>{t('duringMaintenance')}</span>
                        ) : null}
                      </span>
                    </td>
                    <td className={`${CELL} whitespace-nowrap`}>{text.duration(incident, now)}</td>
                    <td className={CELL}>
                      {incident.acknowledgedBy ? (
                        <span dir="auto">
                          {incident.acknowledgedBy.name || incident.acknowledgedBy.email}
                        </span>
                      ) : (
                        t('notAcknowledged')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </div>
      )}
      {rows && nextCursor ? (
        <button
          type="button"
          onClick={showOlder}
          aria-disabled={loadingOlder || undefined}
          className={NEXT_STEP_BUTTON}
        >
          {t('showOlder')}
        </button>
      ) : null}
      {shownOlder?.error ? (
        <p role="alert" className={ERROR_NOTE}>
          {errorMessage(shownOlder.error)}
        </p>
      ) : null}
    </div>
  );
}
