'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { usePlatformName } from '@/components/apps/use-platform-name';
import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { DEVICE_COLUMN_IDS, type Device, type DeviceColumnId } from '@/lib/api/types';
import { isColumnVisible } from '@/lib/table/column-visibility';
import { attributesText } from '@/lib/table/device-table';

import { DeviceLink } from '../device-link';
import { DeviceStatus } from '../device-status';
import { FormattedDate } from '../formatted-date';
import { NotReported } from '../not-reported';
import { PlatformName } from '../platform-name';
import { RelativeTime } from '../relative-time';

const col = dataTableColumnHelper<Device>();

const optionalText = (value: string | null) => (value === null || value === '' ? <NotReported /> : value);
/** The versions and the model: hidden by default, so that the default columns fit a laptop's width. */
const optional = {
  cell: (info: { getValue: () => string | null }) => optionalText(info.getValue()),
  meta: { hiddenByDefault: true },
};

/**
 * The columns of the online devices tables. Sortable column ids are the API's sort ids
 * (DEVICE_SORT_IDS); status and owner are not sortable on the server, so they opt out. The dates say
 * they sort newest first on the first press (text sorts ascending): their values are ISO text. Columns
 * whose values can be wider than their header get a least width, so the headers stay put when the
 * rows arrive. By default the table shows status, device id, app, platform (the admin's: owner) and
 * last seen, which fit 1280 px with the sidebar open in every language; the rest are in Columns. The
 * default columns have widths, so a wide screen's spare room is shared by them and not by the values.
 */
export function useDeviceColumns(admin: boolean, onlineWindowSeconds?: number): DataTableColumnDef<Device>[] {
  const t = useTranslations('DeviceColumns');
  const platformName = usePlatformName();
  return useMemo(() => {
    const owner = col.accessor((device) => device.owner?.email ?? '', {
      id: 'owner',
      header: t('owner'),
      enableSorting: false,
      meta: { minWidth: '14rem', width: '14rem' },
      cell: (info) => {
        const person = info.row.original.owner;
        if (!person) return <NotReported />;
        return (
          <span className="flex flex-col">
            <span className="wrap-anywhere">{person.name}</span>
            <span className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{person.email}</span>
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
        meta: {
          minWidth: '7rem',
          width: '7rem',
          exportValue: (online) => (online ? t('online') : t('offline')),
        },
      }),
      col.accessor('deviceId', {
        header: t('deviceId'),
        // The device's page, with the table's state for the way back.
        cell: (info) => <DeviceLink appId={info.row.original.appId} deviceId={info.getValue()} />,
        // The link's cut (DeviceLink, 13rem) and the cell's padding: an id as long as the header or longer
        // no longer widens the column when the rows arrive (a layout shift on a narrow screen).
        meta: { minWidth: '15rem', width: '15rem' },
      }),
      col.accessor('appName', {
        header: t('appName'),
        // A long name wraps rather than widening the column (the headers would move as pages change).
        cell: (info) => <span className="wrap-anywhere">{info.getValue()}</span>,
        meta: { minWidth: '9rem', width: '12rem' },
      }),
      ...(admin ? [owner] : []),
      col.accessor('platform', {
        header: t('platform'),
        cell: (info) => <PlatformName platform={info.getValue()} />,
        meta: {
          hiddenByDefault: admin,
          width: '7rem',
          exportValue: (platform) => (typeof platform === 'string' ? platformName(platform) : platform),
        },
      }),
      col.accessor('osVersion', { ...optional, header: t('osVersion') }),
      col.accessor('model', { ...optional, header: t('model') }),
      col.accessor('sdkVersion', { ...optional, header: t('sdkVersion') }),
      col.accessor('appVersion', { ...optional, header: t('appVersion') }),
      col.accessor('lastSeen', {
        header: t('lastSeen'),
        sortDescFirst: true,
        cell: (info) => <RelativeTime value={info.getValue()} />,
        meta: { minWidth: '9rem', width: '9rem' },
      }),
      col.accessor('firstSeen', {
        header: t('firstSeen'),
        sortDescFirst: true,
        cell: (info) => <FormattedDate value={info.getValue()} />,
        meta: { hiddenByDefault: true },
      }),
      col.accessor((device) => device.tags.join(' '), {
        id: 'tags',
        header: t('tags'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? <span className="wrap-anywhere">{info.getValue()}</span> : <NotReported />,
        meta: { hiddenByDefault: true, minWidth: '8rem' },
      }),
      col.accessor((device) => attributesText(device.attributes), {
        id: 'attributes',
        header: t('attributes'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? <span className="wrap-anywhere">{info.getValue()}</span> : <NotReported />,
        meta: { hiddenByDefault: true, minWidth: '10rem' },
      }),
    ]);
  }, [t, platformName, admin, onlineWindowSeconds]);
}

/** The ids of the columns the table shows (the user's choice, else the defaults), for "Export all". */
export function useShownDeviceColumns(
  tableId: string,
  columns: readonly DataTableColumnDef<Device>[],
): DeviceColumnId[] {
  const [visibility] = useColumnVisibility(tableId);
  return useMemo(
    () =>
      columns
        .filter((column) => isColumnVisible(visibility, column.id, column.meta?.hiddenByDefault))
        .map((column) => column.id)
        .filter((id): id is DeviceColumnId => (DEVICE_COLUMN_IDS as readonly string[]).includes(id)),
    [columns, visibility],
  );
}
