'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/features';
import type { Device } from '@/lib/api/types';

import { DeviceStatus } from '../device-status';
import { FormattedDate } from '../formatted-date';
import { NotReported } from '../not-reported';
import { PlatformName } from '../platform-name';
import { RelativeTime } from '../relative-time';

const col = dataTableColumnHelper<Device>();

const optionalText = (value: string | null) => (value === null || value === '' ? <NotReported /> : value);

/**
 * The columns of the online devices tables. Sortable column ids are the API's sort ids
 * (DEVICE_SORT_IDS); status and owner are not sortable on the server, so they opt out.
 */
export function useDeviceColumns(admin: boolean): DataTableColumnDef<Device>[] {
  const t = useTranslations('DeviceColumns');
  return useMemo(() => {
    const owner = col.accessor((device) => device.owner?.email ?? '', {
      id: 'owner',
      header: t('owner'),
      enableSorting: false,
      cell: (info) => {
        const person = info.row.original.owner;
        if (!person) return <NotReported />;
        return (
          <span className="flex flex-col">
            <span>{person.name}</span>
            <span className="text-xs text-slate-500 dark:text-slate-400">{person.email}</span>
          </span>
        );
      },
    });
    return col.columns([
      col.accessor('online', {
        header: t('status'),
        enableSorting: false,
        cell: (info) => <DeviceStatus online={info.getValue()} />,
        meta: { exportValue: (online) => (online ? 'online' : 'offline') },
      }),
      col.accessor('deviceId', {
        header: t('deviceId'),
        cell: (info) => <span className="font-mono text-xs break-all">{info.getValue()}</span>,
      }),
      col.accessor('appName', {
        header: t('appName'),
        cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
      }),
      ...(admin ? [owner] : []),
      col.accessor('platform', {
        header: t('platform'),
        cell: (info) => <PlatformName platform={info.getValue()} />,
      }),
      col.accessor('osVersion', { header: t('osVersion'), cell: (info) => optionalText(info.getValue()) }),
      col.accessor('model', { header: t('model'), cell: (info) => optionalText(info.getValue()) }),
      col.accessor('sdkVersion', { header: t('sdkVersion'), cell: (info) => optionalText(info.getValue()) }),
      col.accessor('appVersion', { header: t('appVersion'), cell: (info) => optionalText(info.getValue()) }),
      col.accessor('lastSeen', {
        header: t('lastSeen'),
        cell: (info) => <RelativeTime value={info.getValue()} />,
      }),
      col.accessor('firstSeen', {
        header: t('firstSeen'),
        cell: (info) => <FormattedDate value={info.getValue()} />,
      }),
    ]);
  }, [t, admin]);
}
