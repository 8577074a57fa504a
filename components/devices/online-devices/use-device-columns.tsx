'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import type { Device } from '@/lib/api/types';

import { DeviceLink } from '../device-link';
import { DeviceStatus } from '../device-status';
import { FormattedDate } from '../formatted-date';
import { NotReported } from '../not-reported';
import { PlatformName } from '../platform-name';
import { RelativeTime } from '../relative-time';

const col = dataTableColumnHelper<Device>();

const optionalText = (value: string | null) => (value === null || value === '' ? <NotReported /> : value);

/**
 * The columns of the online devices tables. Sortable column ids are the API's sort ids
 * (DEVICE_SORT_IDS); status and owner are not sortable on the server, so they opt out. The dates say
 * they sort newest first on the first press (text sorts ascending): their values are ISO text. Columns
 * whose values can be wider than their header get a least width, so the headers stay put when the
 * rows arrive.
 */
export function useDeviceColumns(admin: boolean, onlineWindowSeconds?: number): DataTableColumnDef<Device>[] {
  const t = useTranslations('DeviceColumns');
  return useMemo(() => {
    const owner = col.accessor((device) => device.owner?.email ?? '', {
      id: 'owner',
      header: t('owner'),
      enableSorting: false,
      meta: { minWidth: '14rem' },
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
        cell: (info) => (
          <DeviceStatus
            online={info.getValue()}
            lastSeen={info.row.original.lastSeen}
            windowSeconds={info.row.original.onlineWindowSeconds ?? onlineWindowSeconds}
          />
        ),
        meta: { minWidth: '7rem', exportValue: (online) => (online ? 'online' : 'offline') },
      }),
      col.accessor('deviceId', {
        header: t('deviceId'),
        // The device's page, with the table's state for the way back.
        cell: (info) => <DeviceLink appId={info.row.original.appId} deviceId={info.getValue()} />,
      }),
      col.accessor('appName', {
        header: t('appName'),
        // A long name wraps rather than widening the column (the headers would move as pages change).
        cell: (info) => <span className="wrap-anywhere">{info.getValue()}</span>,
        meta: { minWidth: '9rem' },
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
        sortDescFirst: true,
        cell: (info) => <RelativeTime value={info.getValue()} />,
        meta: { minWidth: '9rem' },
      }),
      col.accessor('firstSeen', {
        header: t('firstSeen'),
        sortDescFirst: true,
        cell: (info) => <FormattedDate value={info.getValue()} />,
      }),
    ]);
  }, [t, admin, onlineWindowSeconds]);
}
