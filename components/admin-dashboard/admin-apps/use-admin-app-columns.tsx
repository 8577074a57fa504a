'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import { FormattedDate } from '@/components/devices/formatted-date';
import { NotReported } from '@/components/devices/not-reported';
import { PlatformName } from '@/components/devices/platform-name';
import type { App } from '@/lib/api/types';

import { AppStatusBadge } from '@/components/apps/app-status-badge';

const col = dataTableColumnHelper<App>();

/** The columns of the admin dashboard's applications table (DESIGN 4). */
export function useAdminAppColumns(): DataTableColumnDef<App>[] {
  const t = useTranslations('AdminDashboard');
  const format = useFormatter();
  return useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t('columns.app'),
          cell: (info) => (
            <span className="flex flex-col">
              <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span>
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">
                {info.row.original.bundleId}
              </span>
            </span>
          ),
        }),
        // Searching by name or email both find the owner.
        col.accessor((app) => (app.owner ? `${app.owner.name} ${app.owner.email}` : ''), {
          id: 'owner',
          header: t('columns.owner'),
          cell: (info) => {
            const owner = info.row.original.owner;
            if (!owner) return <NotReported />;
            return (
              <span className="flex flex-col">
                <span>{owner.name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{owner.email}</span>
              </span>
            );
          },
        }),
        col.accessor('platform', {
          header: t('columns.platform'),
          cell: (info) => <PlatformName platform={info.getValue()} />,
        }),
        // Counts read in the language's digits and grouping ("1,200", "1.200"), like the cards above.
        col.accessor('devicesOnline', {
          header: t('columns.devicesOnline'),
          meta: { align: 'end' },
          cell: (info) => format.number(info.getValue()),
        }),
        col.accessor('devicesTotal', {
          header: t('columns.devicesTotal'),
          meta: { align: 'end' },
          cell: (info) => format.number(info.getValue()),
        }),
        // ISO 8601 strings sort in time order, so the raw value is the sort key.
        col.accessor('createdAt', {
          header: t('columns.created'),
          cell: (info) => <FormattedDate value={info.getValue()} />,
        }),
        col.accessor('status', {
          header: t('columns.status'),
          cell: (info) => <AppStatusBadge status={info.getValue()} />,
        }),
      ]),
    [t, format],
  );
}
