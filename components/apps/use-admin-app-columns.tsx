'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import type { App } from '@/lib/api/types';

import { AdminQuotaCell } from './admin-quota-cell';
import {
  appColumn,
  createdColumn,
  deviceCountColumn,
  ownerColumn,
  platformColumn,
  statusColumn,
} from './app-columns';
import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from './styles';
import { useAppLabels } from './use-app-labels';

/** The column ids, which are also the sort ids the URL accepts. */
export const ADMIN_APP_SORT_IDS = [
  'name',
  'owner',
  'platform',
  'bundleId',
  'status',
  'devicesOnline',
  'devicesTotal',
  'quota',
  'createdAt',
] as const;

/**
 * Columns of the admin's table of every customer's apps (the shared ones from `app-columns.tsx`).
 * `onToggleStatus` asks to suspend an active app or resume a suspended one: its button sits beside the
 * status it changes, so it is in view on narrow screens and the new status shows where the user looks.
 * `onChangeQuota` asks to change the app's heartbeat quota, from beside the quota.
 */
export function useAdminAppColumns(onToggleStatus: (app: App) => void, onChangeQuota: (app: App) => void) {
  const t = useTranslations('AdminApps');
  const format = useFormatter();
  const labels = useAppLabels();

  return useMemo(() => {
    const toggle = (app: App) => {
      const suspend = app.status === 'active';
      return (
        <button
          type="button"
          aria-label={t(suspend ? 'suspendLabel' : 'resumeLabel', { app: app.name })}
          onClick={() => onToggleStatus(app)}
          className={suspend ? SMALL_DANGER_BUTTON : SMALL_BUTTON}
        >
          {t(suspend ? 'suspend' : 'resume')}
        </button>
      );
    };
    return appColumn.columns([
      appColumn.accessor('name', {
        header: t('name'),
        cell: (info) => <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span>,
        // A usual name on one line or two, not a word a line.
        meta: { minWidth: '12rem' },
      }),
      ownerColumn(t('owner')),
      platformColumn(t('platform'), labels),
      appColumn.accessor('bundleId', {
        header: t('bundleId'),
        cell: (info) => (
          <span dir="ltr" className="font-mono text-xs wrap-anywhere">
            {info.getValue()}
          </span>
        ),
        // A usual bundle id (30 characters) on one line; only a longer one breaks.
        meta: { minWidth: '16rem' },
      }),
      statusColumn(t('status'), labels, toggle),
      deviceCountColumn('devicesOnline', t('devicesOnline'), format),
      deviceCountColumn('devicesTotal', t('devicesTotal'), format),
      // Sorted by the count that applies; no quota at all is the most.
      appColumn.accessor((app) => app.quota?.limit ?? Number.POSITIVE_INFINITY, {
        id: 'quota',
        header: t('quota'),
        enableGlobalFilter: false,
        enableHiding: false,
        sortDescFirst: true,
        cell: ({ row }) => <AdminQuotaCell app={row.original} onChange={onChangeQuota} />,
        meta: { minWidth: '13rem' },
      }),
      createdColumn(t('created')),
    ]);
  }, [t, format, labels, onToggleStatus, onChangeQuota]);
}
