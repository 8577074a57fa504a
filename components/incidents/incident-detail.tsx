'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ScrollingTable } from '@/components/data-table/scrolling-table';
import { devicePagePath } from '@/components/devices/device-page/paths';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useClock } from '@/components/i18n/use-clock';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { ERROR_NOTE, PRIMARY_BUTTON } from '@/components/shell/styles';
import { TABLE_FRAME, TABLE_HEAD } from '@/components/shell/table-styles';
import type { IncidentDetail as Detail } from '@/lib/api/contract/incidents';
import { acknowledgeIncident, getIncident } from '@/lib/api/incidents';
import { INCIDENTS_PATH, ONLINE_DEVICES_PATH, VERSIONS_PATH, VIEW_PARAM } from '@/lib/routes';

import { concernsIncidents, MAINTENANCE_BADGE, STATUS_BADGE } from './incident-styles';
import { useIncidentText } from './use-incident-text';

const CARD =
  'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const HEADING = 'text-base font-semibold text-slate-900 dark:text-white';
const CELL = 'px-3 py-2 text-sm text-slate-800 dark:text-slate-200';
const LINK = 'text-brand-700 underline dark:text-brand-100';

/**
 * The devices table on the incident's scope: its saved view, opened as the view (its own filters), or
 * the app's offline devices; for a regression, the app's versions and regressions.
 */
function devicesHref(incident: Detail): string {
  if (incident.kind === 'regression')
    return `${VERSIONS_PATH}?${new URLSearchParams({ app: incident.scope.appId })}`;
  const params = incident.scope.viewId
    ? new URLSearchParams({ [VIEW_PARAM]: incident.scope.viewId })
    : new URLSearchParams({ app: incident.scope.appId, status: 'offline' });
  return `${ONLINE_DEVICES_PATH}?${params}`;
}

function Timeline({ incident }: { incident: Detail }) {
  const t = useTranslations('Incidents');
  const text = useIncidentText();
  const line = (event: Detail['timeline'][number]) => {
    switch (event.type) {
      case 'opened':
      case 'grew':
        return t(event.type === 'opened' ? 'eventOpened' : 'eventGrew', {
          count: event.devicesAffected ?? 0,
        });
      case 'notified':
        return t('eventNotified', { count: event.endpoints ?? 0 });
      case 'acknowledged':
        return t('eventAcknowledged', {
          name: event.actor?.name || event.actor?.email || t('deletedAccount'),
        });
      case 'resolved':
        if (event.resolution === 'quiet') return t('eventResolvedQuiet');
        return t(incident.kind === 'regression' ? 'eventResolvedUpdated' : 'eventResolvedReturned');
    }
  };
  return (
    <ol className="space-y-2">
      {incident.timeline.map((event, index) => (
        <li
          key={`${event.at}-${index}`}
          className="flex flex-wrap gap-x-3 text-sm text-slate-800 dark:text-slate-200"
        >
          <time
            dateTime={event.at}
            className="whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400"
          >
            {text.time(event.at)}
          </time>
          <span dir="auto">{line(event)}</span>
        </li>
      ))}
    </ol>
  );
}

function Devices({ incident }: { incident: Detail }) {
  const t = useTranslations('Incidents');
  const text = useIncidentText();
  const regression = incident.kind === 'regression';
  return (
    <div className="space-y-2">
      {incident.devices.length < incident.devicesAffected ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('devicesFirst', { shown: incident.devices.length, total: incident.devicesAffected })}
        </p>
      ) : null}
      <div className={TABLE_FRAME}>
        <ScrollingTable>
          <table className="w-full">
            <caption className="sr-only">{t('devicesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={TABLE_HEAD}>
                  {t('device')}
                </th>
                <th scope="col" className={TABLE_HEAD}>
                  {t(regression ? 'wentBack' : 'wentOffline')}
                </th>
                {regression ? (
                  <th scope="col" className={TABLE_HEAD}>
                    {t('versions')}
                  </th>
                ) : null}
                <th scope="col" className={TABLE_HEAD}>
                  {t(regression ? 'updatedAgain' : 'back')}
                </th>
              </tr>
            </thead>
            <tbody>
              {incident.devices.map((device) => (
                <tr key={device.deviceId} className="border-t border-slate-100 dark:border-slate-800">
                  <td className={CELL}>
                    <Link
                      href={devicePagePath(incident.scope.appId, device.deviceId)}
                      className={`${LINK} wrap-anywhere`}
                    >
                      {device.deviceId}
                    </Link>
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>{text.time(device.offlineAt)}</td>
                  {regression ? (
                    <td className={`${CELL} whitespace-nowrap`} dir="auto">
                      {t('versionChange', { from: device.fromVersion ?? '', to: device.toVersion ?? '' })}
                    </td>
                  ) : null}
                  <td className={`${CELL} whitespace-nowrap`}>
                    {device.backAt ? text.time(device.backAt) : t('notBack')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </div>
    </div>
  );
}

/**
 * One incident (docs/product.md, Incidents): what went offline together and when, how many are still
 * offline, who acknowledged it (or "Acknowledge", for the roles that may), its timeline and its devices,
 * with a link to the devices table on its scope. Fetched again when the app's incidents change.
 */
export function IncidentDetail({ id }: { id: string }) {
  const t = useTranslations('Incidents');
  const text = useIncidentText();
  const errorMessage = useApiErrorMessage();
  const api = useDashboardApi();
  const reasonFor = useRoleReason();
  const now = useClock(60_000).getTime();
  const incident = useApiResource(`incident:${id}`, (baseUrl, token) => getIncident(baseUrl, token, id), {
    live: concernsIncidents,
  });
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const shown = incident.data?.data;

  const acknowledge = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await api((baseUrl, token) => acknowledgeIncident(baseUrl, token, id));
      incident.reload();
      // The button goes away with the answer: the focus goes to the incident's heading, not the page.
      headingRef.current?.focus();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <Link href={INCIDENTS_PATH} className={`${LINK} text-sm`}>
        {t('allIncidents')}
      </Link>
      {incident.error ? <p className={ERROR_NOTE}>{errorMessage(incident.error)}</p> : null}
      {shown === undefined ? (
        incident.error ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>
        )
      ) : (
        <>
          <section aria-labelledby="incident-summary" className={CARD}>
            <div className="flex flex-wrap items-center gap-3">
              <span className={STATUS_BADGE[shown.status]}>{t(shown.status)}</span>
              {shown.duringMaintenance ? (
                <span className={MAINTENANCE_BADGE}>{t('duringMaintenance')}</span>
              ) : null}
              <h2 ref={headingRef} tabIndex={-1} id="incident-summary" dir="auto" className={HEADING}>
                {text.summary(shown)}
              </h2>
            </div>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-500 dark:text-slate-400">
                {t(shown.kind === 'regression' ? 'stillOlder' : 'stillOffline')}
              </dt>
              <dd className="text-slate-800 dark:text-slate-200">
                {t('offlineOf', { offline: shown.devicesOffline, affected: shown.devicesAffected })}
              </dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('duration')}</dt>
              <dd className="text-slate-800 dark:text-slate-200">{text.duration(shown, now)}</dd>
              <dt className="text-slate-500 dark:text-slate-400">{t('acknowledged')}</dt>
              {/* Said when it changes: the button pressed to acknowledge it goes away then. */}
              <dd aria-live="polite" className="text-slate-800 dark:text-slate-200">
                {shown.acknowledgedBy && shown.acknowledgedAt
                  ? t('acknowledgedBy', {
                      name: shown.acknowledgedBy.name || shown.acknowledgedBy.email,
                      time: text.time(shown.acknowledgedAt),
                    })
                  : t('notAcknowledged')}
              </dd>
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              {shown.status === 'open' && shown.acknowledgedAt === null ? (
                <GatedButton
                  reason={reasonFor('manageAlerts')}
                  className={PRIMARY_BUTTON}
                  aria-disabled={busy || undefined}
                  onClick={acknowledge}
                >
                  {busy ? t('acknowledging') : t('acknowledge')}
                </GatedButton>
              ) : null}
              <Link href={devicesHref(shown)} className={`${LINK} text-sm`}>
                {t(
                  shown.kind === 'regression'
                    ? 'showRegressions'
                    : shown.scope.viewId
                      ? 'showViewDevices'
                      : 'showDevices',
                )}
              </Link>
            </div>
            {failure ? (
              <p role="alert" className={ERROR_NOTE}>
                {errorMessage(failure)}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="incident-timeline" className={CARD}>
            <h2 id="incident-timeline" className={HEADING}>
              {t('timeline')}
            </h2>
            <Timeline incident={shown} />
          </section>
          <section aria-labelledby="incident-devices" className={CARD}>
            <h2 id="incident-devices" className={HEADING}>
              {t('devices')}
            </h2>
            <Devices incident={shown} />
          </section>
        </>
      )}
    </div>
  );
}
