'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import {
  appColumn,
  AppNameAndBundleId,
  createdColumn,
  deviceCountColumn,
  hiddenByDefault,
  ownerColumn,
  platformColumn,
  statusColumn,
} from '@/components/apps/app-columns';
import { useAppLabels } from '@/components/apps/use-app-labels';
import type { DataTableColumnDef } from '@/components/data-table/columns';
import type { App } from '@/lib/api/types';

/**
 * The app column shows the bundle id under the name, so a search finds either (a table searches what it
 * shows). The value is the name, a separator, then the bundle id: NUL sorts before every character a
 * name may hold (the API refuses control characters), so the column still sorts by name (a tie, by
 * bundle id), and no search term spans both. The CSV keeps the name alone.
 */
const SEPARATOR = '\u0000';
const nameAndBundleId = (app: App) => `${app.name}${SEPARATOR}${app.bundleId}`;

/**
 * The columns of the admin dashboard's applications table (docs/product.md, Pages), in its order: app (with its
 * bundle id under the name), owner, platform, devices online and total, created, status. The cells are
 * the app management table's (`components/apps/app-columns.tsx`). Devices in total and created start
 * hidden (one click away in Columns), so that the defaults fit 1280 px with the sidebar open.
 */
export function useDashboardAppColumns(): DataTableColumnDef<App>[] {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  const labels = useAppLabels();
  return useMemo(
    () =>
      appColumn.columns([
        appColumn.accessor(nameAndBundleId, {
          id: 'name',
          header: t('columns.app'),
          sortFn: 'alphanumeric',
          meta: { exportValue: (value) => String(value).split(SEPARATOR)[0] },
          cell: ({ row }) => <AppNameAndBundleId app={row.original} />,
        }),
        ownerColumn(t('columns.owner')),
        platformColumn(t('columns.platform'), labels),
        deviceCountColumn('devicesOnline', t('columns.devicesOnline'), format),
        hiddenByDefault(deviceCountColumn('devicesTotal', t('columns.devicesTotal'), format)),
        hiddenByDefault(createdColumn(t('columns.created'))),
        statusColumn(t('columns.status'), labels),
      ]),
    [t, format, labels],
  );
}
