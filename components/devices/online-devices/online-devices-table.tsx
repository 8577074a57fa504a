'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useState } from 'react';

import { useAutoRefresh } from '@/components/data/use-auto-refresh';
import { DataTable } from '@/components/data-table/data-table';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { FleetFilterChips } from '@/components/devices/fleet/fleet-filter-chips';
import { TagDevicesButton } from '@/components/devices/fleet/tag-devices-button';
import { useFleetFilters } from '@/components/devices/fleet/use-fleet-filters';
import { SaveViewButton } from '@/components/devices/views/save-view-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { deviceQueryString, type OnlineDevicesFirstAnswers } from '@/lib/api/devices';
import { DEVICE_SORT_IDS, type Device } from '@/lib/api/types';
import {
  ADMIN_DEVICE_FILTERS,
  CUSTOMER_DEVICE_FILTERS,
  DEVICE_TABLE_DEFAULTS,
  deviceQueryFromState,
  deviceRowId,
} from '@/lib/table/device-table';
import type { DataTableState } from '@/lib/table/state';
import { hasFleetFilters, NO_FLEET_FILTERS } from '@/lib/validations/device-filters';

import { AutoRefreshToggle } from './auto-refresh-toggle';
import { DeviceFilters, type OwnerFilter } from './device-filters';
import { ExportAllButton } from './export-all-button';
import { useDeviceColumns, useShownDeviceColumns } from './use-device-columns';
import { useDeviceApps, useDevicePage } from './use-device-data';

/**
 * What to do when the table is empty: its code loads when the table is, not with every page of rows.
 * The server renders it as before where it shows on the first answer.
 */
const OnlineDevicesEmptyHint = lazy(() =>
  import('./online-devices-empty-hint').then((module) => ({ default: module.OnlineDevicesEmptyHint })),
);

const NO_DEVICES: readonly Device[] = [];
const AUTO_REFRESH_MS = 30_000;

/**
 * The online devices table (customer page, and with `admin` every customer's devices with their
 * owner). Page, size, sort, search and filters live in the URL, so a view can be shared and
 * back/forward walk through it; the server sorts, searches and pages. `first`: its calls as the
 * server answered them for the page's address (docs/architecture.md, "First answers"). `OwnerFilter`:
 * the admin's owner filter, which the admin's table gives (admin-online-devices-table.tsx).
 */
export function OnlineDevicesTable({
  admin = false,
  first = {},
  OwnerFilter,
}: {
  admin?: boolean;
  first?: OnlineDevicesFirstAnswers;
  OwnerFilter?: OwnerFilter;
}) {
  const t = useTranslations('OnlineDevices');
  const errorMessage = useApiErrorMessage();
  const filterKeys = admin ? ADMIN_DEVICE_FILTERS : CUSTOMER_DEVICE_FILTERS;
  const { state, setState, isPending, defaults } = useTableUrlState({
    defaults: DEVICE_TABLE_DEFAULTS,
    sortIds: DEVICE_SORT_IDS,
    filterKeys,
  });
  const fleetFilters = useFleetFilters({ state, defaults, filterKeys });
  const { fleet, setFleet } = fleetFilters;
  const query = { ...deviceQueryFromState(state, { admin }), fleet };
  const devices = useDevicePage(query, admin, first.devices);
  const apps = useDeviceApps(admin, { ownerId: query.ownerId, orgId: query.orgId }, first.apps);
  const columns = useDeviceColumns(admin, devices.data?.onlineWindowSeconds);
  const tableId = admin ? 'admin-online-devices' : 'online-devices';
  const shownColumns = useShownDeviceColumns(tableId, columns);

  // Off by default: a table that redraws on its own under the pointer gets in the way of reading
  // and selecting; who watches devices come online turns it on. Its reloads keep the rows on screen
  // (no skeleton), but only while they are the rows of the view it reloads: back on that view after
  // another page, the rows held are the other page's, and the skeleton must show.
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [quietRequest, setQuietRequest] = useState<string | null>(null);
  const requestKey = `${admin}?${JSON.stringify(query)}`;
  const { reload: reloadDevices } = devices;
  const { reload: reloadApps } = apps;
  const refresh = useCallback(() => {
    setQuietRequest(null);
    reloadDevices();
    reloadApps();
  }, [reloadDevices, reloadApps]);
  useAutoRefresh(
    () => {
      setQuietRequest(requestKey);
      reloadDevices();
    },
    AUTO_REFRESH_MS,
    autoRefresh,
  );
  const quiet = quietRequest === requestKey && devices.current;
  // A failed reload of the rows on screen leaves them there with a one-line notice (they are a little
  // old, not wrong); a failed first load or new query has no rows of its own and shows the error row.
  const refreshFailed = devices.error !== undefined && devices.current;

  const setFilters = (filters: DataTableState['filters']) => setState({ ...state, filters });
  const shownIds = new Set(
    (devices.current ? (devices.data?.data ?? NO_DEVICES) : NO_DEVICES).map(deviceRowId),
  );

  return (
    <DataTable
      id={tableId}
      caption={admin ? t('adminCaption') : t('caption')}
      columns={columns}
      rows={devices.data?.data ?? NO_DEVICES}
      total={devices.data?.total ?? 0}
      totalIsEstimate={devices.data?.totalIsEstimate}
      getRowId={deviceRowId}
      getRowLabel={(device) => t('rowLabel', { deviceId: device.deviceId, app: device.appName })}
      state={state}
      onStateChange={setState}
      // An empty answer waits for the apps, whose counts choose its hint: a hint that changed once
      // they came moved the footer below it (a layout shift).
      loading={
        isPending ||
        fleetFilters.isPending ||
        (devices.loading && !quiet) ||
        (devices.data?.data.length === 0 && apps.loading)
      }
      error={devices.error && !refreshFailed ? errorMessage(devices.error) : undefined}
      refreshError={refreshFailed ? errorMessage(devices.error) : undefined}
      onRefresh={refresh}
      searchPlaceholder={t('searchPlaceholder')}
      selectable
      selectionActions={
        admin
          ? undefined
          : (selected, clearSelection) => (
              <TagDevicesButton
                // The rows of the page on screen only: a selection outlives paging and filtering.
                selected={selected.filter((device) => shownIds.has(deviceRowId(device)))}
                filter={deviceQueryString(query)}
                // Only the answer of the query on screen: while another loads, the count is unknown.
                total={devices.current ? (devices.data?.total ?? 0) : null}
                totalIsEstimate={devices.data?.totalIsEstimate === true}
                onDone={() => {
                  clearSelection();
                  refresh();
                }}
              />
            )
      }
      toolbar={
        <>
          <DeviceFilters
            admin={admin}
            filters={state.filters}
            apps={apps.data?.data}
            customers={first.customers}
            OwnerFilter={OwnerFilter}
            onChange={setFilters}
          />
          <FleetFilterChips fleet={fleet} onChange={(next) => setFleet(next)} />
          {admin ? null : <SaveViewButton tableId={tableId} query={query} columns={shownColumns} />}
          <AutoRefreshToggle checked={autoRefresh} onChange={setAutoRefresh} />
          <ExportAllButton tableId={tableId} query={query} columns={shownColumns} admin={admin} />
        </>
      }
      emptyHint={
        <Suspense fallback={null}>
          <OnlineDevicesEmptyHint
            admin={admin}
            apps={apps.data?.data}
            state={state}
            fleetFiltered={hasFleetFilters(fleet)}
            onClearFilters={() =>
              setFleet(NO_FLEET_FILTERS, { ...state, q: '', filters: { status: state.filters.status ?? '' } })
            }
            onShowAll={() => setFilters({ ...state.filters, status: 'all' })}
          />
        </Suspense>
      }
    />
  );
}
