'use client';

import type { useFormatter } from 'next-intl';
import type { ReactNode } from 'react';

import { dataTableColumnHelper, type DataTableColumnMeta } from '@/components/data-table/columns';
import { FormattedDate } from '@/components/devices/formatted-date';
import type { App } from '@/lib/api/types';

import { AppOwner } from './app-owner';
import { AppStatusBadge } from './app-status-badge';
import type { useAppLabels } from './use-app-labels';

/*
 * The columns both admin tables of apps share (app management and the admin dashboard), each with the
 * header its table gives it. A search finds what is on screen: the owner by name or email, platform and
 * status by their translated names; counts and dates are not search terms.
 */

type AppLabels = ReturnType<typeof useAppLabels>;

export const appColumn = dataTableColumnHelper<App>();

/**
 * A column that starts hidden, one click away in Columns: the defaults of a table fit a laptop's
 * width (1280 px with the sidebar open) without scrolling sideways.
 */
export function hiddenByDefault<C extends { meta?: DataTableColumnMeta }>(column: C): C {
  return { ...column, meta: { ...column.meta, hiddenByDefault: true } };
}

/** The app's name with its bundle id under it (a long id wraps rather than widening the column). */
export function AppNameAndBundleId({ app }: { app: App }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium wrap-anywhere text-slate-900 dark:text-white">{app.name}</span>
      <span dir="ltr" className="font-mono text-xs wrap-anywhere text-slate-500 dark:text-slate-400">
        {app.bundleId}
      </span>
    </span>
  );
}

export const ownerColumn = (header: string) =>
  appColumn.accessor((app) => (app.owner ? `${app.owner.name} ${app.owner.email}` : ''), {
    id: 'owner',
    header,
    cell: ({ row }) => (row.original.owner ? <AppOwner owner={row.original.owner} /> : null),
  });

export const platformColumn = (header: string, labels: AppLabels) =>
  appColumn.accessor((app) => labels.platform(app.platform), { id: 'platform', header });

/** The status badge, and beside it what the table offers to do about it (`action`, never hidden then). */
export const statusColumn = (header: string, labels: AppLabels, action?: (app: App) => ReactNode) =>
  appColumn.accessor((app) => labels.status(app.status), {
    id: 'status',
    header,
    enableHiding: !action,
    cell: ({ row }) =>
      action ? (
        <span className="flex items-center justify-between gap-3">
          <AppStatusBadge status={row.original.status} />
          {action(row.original)}
        </span>
      ) : (
        <AppStatusBadge status={row.original.status} />
      ),
  });

/** A device count in the language's digits and grouping ("1,200", "1.200"). */
export const deviceCountColumn = (
  key: 'devicesOnline' | 'devicesTotal',
  header: string,
  format: ReturnType<typeof useFormatter>,
) =>
  appColumn.accessor(key, {
    header,
    meta: { align: 'end' },
    enableGlobalFilter: false,
    sortDescFirst: true,
    cell: (info) => format.number(info.getValue()),
  });

export const createdColumn = (header: string) =>
  appColumn.accessor((app) => new Date(app.createdAt), {
    id: 'createdAt',
    header,
    enableGlobalFilter: false,
    sortDescFirst: true,
    sortFn: 'datetime',
    cell: ({ row }) => <FormattedDate value={row.original.createdAt} />,
  });
