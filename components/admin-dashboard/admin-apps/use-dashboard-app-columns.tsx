'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { AppOwner } from '@/components/apps/app-owner';
import { AppStatusBadge } from '@/components/apps/app-status-badge';
import { useAppLabels } from '@/components/apps/use-app-labels';
import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import { FormattedDate } from '@/components/devices/formatted-date';
import type { App } from '@/lib/api/types';

const col = dataTableColumnHelper<App>();

/**
 * The columns of the admin dashboard's applications table (DESIGN 4). The cells are the app
 * management table's (owner, status badge, dates); the search matches what is on screen, so the
 * platform and status are matched by their translated names and the counts not at all.
 */
export function useDashboardAppColumns(): DataTableColumnDef<App>[] {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  const labels = useAppLabels();
  return useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('columns.app'),
          cell: (info) => (
            <span className="flex flex-col">
              <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span>
              <span dir="ltr" className="font-mono text-xs text-slate-500 dark:text-slate-400">
                {info.row.original.bundleId}
              </span>
            </span>
          ),
        }),
        // Searching by name or email both find the owner.
        col.accessor((app) => (app.owner ? `${app.owner.name} ${app.owner.email}` : ''), {
          id: 'owner',
          header: t('columns.owner'),
          cell: ({ row }) => (row.original.owner ? <AppOwner owner={row.original.owner} /> : null),
        }),
        col.accessor((app) => labels.platform(app.platform), {
          id: 'platform',
          header: t('columns.platform'),
        }),
        // Counts read in the language's digits and grouping ("1,200", "1.200"), like the cards above.
        col.accessor('devicesOnline', {
          header: t('columns.devicesOnline'),
          meta: { align: 'end' },
          enableGlobalFilter: false,
          cell: (info) => format.number(info.getValue()),
        }),
        col.accessor('devicesTotal', {
          header: t('columns.devicesTotal'),
          meta: { align: 'end' },
          enableGlobalFilter: false,
          cell: (info) => format.number(info.getValue()),
        }),
        // ISO 8601 strings sort in time order, so the raw value is the sort key.
        col.accessor('createdAt', {
          header: t('columns.created'),
          enableGlobalFilter: false,
          cell: (info) => <FormattedDate value={info.getValue()} />,
        }),
        col.accessor((app) => labels.status(app.status), {
          id: 'status',
          header: t('columns.status'),
          cell: ({ row }) => <AppStatusBadge status={row.original.status} />,
        }),
      ]),
    [t, format, labels],
  );
}
