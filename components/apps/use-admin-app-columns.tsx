'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import type { App } from '@/lib/api/types';

import { AdminQuotaCell } from './admin-quota-cell';
import {
  appColumn,
  AppNameAndBundleId,
  createdColumn,
  deviceCountColumn,
  hiddenByDefault,
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
 * Columns of the admin's table of every customer's apps (the shared ones from `app-columns.tsx`). By
 * default app (with its bundle id), owner, status and quota, which fit 1280 px with the sidebar open in
 * every language; platform, bundle id, device counts and creation date are one click away in Columns.
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
        cell: ({ row }) => <AppNameAndBundleId app={row.original} />,
        // A usual name, and a usual bundle id (25 characters), on one line each, not a word a line.
        meta: { minWidth: '14rem' },
      }),
      ownerColumn(t('owner')),
      hiddenByDefault(platformColumn(t('platform'), labels)),
      hiddenByDefault(
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
      ),
      statusColumn(t('status'), labels, toggle),
      hiddenByDefault(deviceCountColumn('devicesOnline', t('devicesOnline'), format)),
      hiddenByDefault(deviceCountColumn('devicesTotal', t('devicesTotal'), format)),
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
      hiddenByDefault(createdColumn(t('created'))),
    ]);
  }, [t, format, labels, onToggleStatus, onChangeQuota]);
}
