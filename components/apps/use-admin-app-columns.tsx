'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { dataTableColumnHelper } from '@/components/data-table/columns';
import { FormattedDate } from '@/components/devices/formatted-date';
import type { App } from '@/lib/api/types';

import { AppOwner } from './app-owner';
import { AppStatusBadge } from './app-status-badge';
import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from './styles';
import { useAppLabels } from './use-app-labels';

const col = dataTableColumnHelper<App>();

/** The column ids, which are also the sort ids the URL accepts. */
export const ADMIN_APP_SORT_IDS = [
  'name',
  'owner',
  'platform',
  'bundleId',
  'status',
  'devicesOnline',
  'devicesTotal',
  'createdAt',
] as const;

/**
 * Columns of the admin's table of every customer's apps. Platform and status are matched and sorted
 * by their translated names, so a search for what is on screen finds it. `onToggleStatus` asks to
 * suspend an active app or resume a suspended one (its button is in the status cell).
 */
export function useAdminAppColumns(onToggleStatus: (app: App) => void) {
  const t = useTranslations('AdminApps');
  const format = useFormatter();
  const labels = useAppLabels();

  return useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('name'),
          cell: (info) => (
            <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span>
          ),
        }),
        col.accessor((app) => (app.owner ? `${app.owner.name} ${app.owner.email}` : ''), {
          id: 'owner',
          header: t('owner'),
          cell: ({ row }) => (row.original.owner ? <AppOwner owner={row.original.owner} /> : null),
        }),
        col.accessor((app) => labels.platform(app.platform), { id: 'platform', header: t('platform') }),
        col.accessor('bundleId', {
          header: t('bundleId'),
          cell: (info) => (
            <span dir="ltr" className="font-mono text-xs wrap-anywhere">
              {info.getValue()}
            </span>
          ),
        }),
        // The suspend/resume button sits beside the status it changes, so it is in view on narrow
        // screens and the new status shows where the user is looking.
        col.accessor((app) => labels.status(app.status), {
          id: 'status',
          header: t('status'),
          enableHiding: false,
          cell: ({ row }) => {
            const app = row.original;
            const suspend = app.status === 'active';
            return (
              <span className="flex items-center justify-between gap-3">
                <AppStatusBadge status={app.status} />
                <button
                  type="button"
                  aria-label={t(suspend ? 'suspendLabel' : 'resumeLabel', { app: app.name })}
                  onClick={() => onToggleStatus(app)}
                  className={suspend ? SMALL_DANGER_BUTTON : SMALL_BUTTON}
                >
                  {t(suspend ? 'suspend' : 'resume')}
                </button>
              </span>
            );
          },
        }),
        col.accessor('devicesOnline', {
          header: t('devicesOnline'),
          meta: { align: 'end' },
          enableGlobalFilter: false,
          cell: (info) => format.number(info.getValue()),
        }),
        col.accessor('devicesTotal', {
          header: t('devicesTotal'),
          meta: { align: 'end' },
          enableGlobalFilter: false,
          cell: (info) => format.number(info.getValue()),
        }),
        col.accessor((app) => new Date(app.createdAt), {
          id: 'createdAt',
          header: t('created'),
          enableGlobalFilter: false,
          sortFn: 'datetime',
          cell: ({ row }) => <FormattedDate value={row.original.createdAt} />,
        }),
      ]),
    [t, format, labels, onToggleStatus],
  );
}
