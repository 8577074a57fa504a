'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { AppOwner } from '@/components/apps/app-owner';
import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import { FormattedDate } from '@/components/devices/formatted-date';
import type { AdminOrg } from '@/lib/api/contract/orgs';
import { adminOrgDevicesHref } from '@/lib/routes';

const column = dataTableColumnHelper<AdminOrg>();

/** The owners in a cell, each by name with the email under it (the search finds either). */
const ownersText = (org: AdminOrg) => org.owners.map((owner) => `${owner.name} ${owner.email}`).join(' ');

/**
 * The columns of the admin user dashboard's organisations table (docs/product.md, Organisations):
 * organisation, owner, members, apps, devices (online of total), created, and the link that opens the
 * organisation's devices. Counts and dates are not search terms; the name and the owners are.
 */
export function useAdminOrgColumns(): DataTableColumnDef<AdminOrg>[] {
  const t = useTranslations('AdminOrgs');
  const format = useFormatter();
  return useMemo(() => {
    const count = (key: 'members' | 'apps', header: string) =>
      column.accessor(key, {
        header,
        meta: { align: 'end' },
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: (info) => format.number(info.getValue()),
      });
    return [
      column.accessor('name', {
        header: t('columns.name'),
        sortFn: 'alphanumeric',
        cell: ({ row }) => (
          <span className="font-medium wrap-anywhere text-slate-900 dark:text-white">
            {row.original.name}
          </span>
        ),
      }),
      column.accessor(ownersText, {
        id: 'owner',
        header: t('columns.owner'),
        cell: ({ row }) => (
          <span className="flex flex-col gap-1">
            {row.original.owners.map((owner) => (
              <AppOwner key={owner.id} owner={owner} />
            ))}
          </span>
        ),
      }),
      count('members', t('columns.members')),
      count('apps', t('columns.apps')),
      column.accessor('devices', {
        header: t('columns.devices'),
        meta: { align: 'end' },
        enableGlobalFilter: false,
        sortDescFirst: true,
        cell: ({ row }) =>
          t('devicesOnlineOfTotal', { online: row.original.onlineDevices, total: row.original.devices }),
      }),
      column.accessor((org) => new Date(org.createdAt), {
        id: 'createdAt',
        header: t('columns.created'),
        enableGlobalFilter: false,
        sortDescFirst: true,
        sortFn: 'datetime',
        cell: ({ row }) => <FormattedDate value={row.original.createdAt} />,
      }),
      column.accessor((org) => org.id, {
        id: 'open',
        header: t('columns.open'),
        enableSorting: false,
        enableHiding: false,
        enableGlobalFilter: false,
        meta: { exportable: false },
        cell: ({ row }) => (
          <Link
            href={adminOrgDevicesHref(row.original.id)}
            prefetch={false}
            aria-label={t('openLabel', { name: row.original.name })}
            className="text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline dark:text-brand-100"
          >
            {t('open')}
          </Link>
        ),
      }),
    ];
  }, [t, format]);
}
