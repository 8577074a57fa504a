'use client';

import { useFormatter, useTranslations } from 'next-intl';

import type { Incident } from '@/lib/api/contract/incidents';

const MINUTE_MS = 60_000;

const SUMMARY = {
  offline: { app: 'summary', view: 'summaryView' },
  regression: { app: 'summaryRegression', view: 'summaryRegressionView' },
} as const;

/**
 * An incident in words: "312 devices of 1,350 of Shop went offline between 2:02 PM and 2:05 PM" (with
 * its view, "… of Shop in the view Store 42 …"; a regression's "… went back to an older version …"), and
 * how long it lasted or has lasted.
 */
export function useIncidentText() {
  const t = useTranslations('Incidents');
  const format = useFormatter();
  const time = (value: string) => format.dateTime(new Date(value), 'dateTime');
  const duration = (ms: number) => {
    const minutes = Math.max(1, Math.round(ms / MINUTE_MS));
    if (minutes < 60) return t('minutes', { count: minutes });
    if (minutes < 48 * 60) return t('hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('days', { count: Math.floor(minutes / (24 * 60)) });
  };
  return {
    time,
    summary: (incident: Incident) =>
      t(SUMMARY[incident.kind][incident.scope.viewName === null ? 'app' : 'view'], {
        affected: incident.devicesAffected,
        inScope: incident.devicesInScope,
        app: incident.scope.appName,
        view: incident.scope.viewName ?? '',
        from: time(incident.startedAt),
        // The same day twice is said once: "between Dec 5, 2026, 2:02 PM and 2:05 PM".
        to:
          format.dateTime(new Date(incident.startedAt), 'date') ===
          format.dateTime(new Date(incident.lastOfflineAt), 'date')
            ? format.dateTime(new Date(incident.lastOfflineAt), 'time')
            : time(incident.lastOfflineAt),
      }),
    /** "Open for 12 minutes" or "Lasted 2 hours 5 minutes", counted from its first device. */
    duration: (incident: Incident, now: number) =>
      incident.resolvedAt === null
        ? t('ongoing', { duration: duration(now - Date.parse(incident.startedAt)) })
        : t('lasted', {
            duration: duration(Date.parse(incident.resolvedAt) - Date.parse(incident.startedAt)),
          }),
  };
}
