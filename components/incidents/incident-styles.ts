import type { IncidentStatus } from '@/lib/api/contract/incidents';
import type { LiveEvent } from '@/lib/live/read-events';

/** An incident's status as a badge: open in amber, resolved in green. */
export const STATUS_BADGE: Record<IncidentStatus, string> = {
  open: 'inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  resolved:
    'inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
};

/** Opened in a maintenance window: recorded, never sent. */
export const MAINTENANCE_BADGE =
  'inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100';

/** The offline check announces each change of an app's incidents as an `app` event (and a reconnection may hide one). */
export const concernsIncidents = (event: LiveEvent) => event.type === 'app';
