'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo } from 'react';

import { FilterSelect } from '@/components/data-table/filter-select';
import type { App, Customer, ListResponse } from '@/lib/api/types';
import { deviceStatusOf } from '@/lib/table/device-table';
import type { DataTableState } from '@/lib/table/state';

type Filters = DataTableState['filters'];

/**
 * The owner filter is the admin's alone: a customer's page does not load it (nor the admin API it
 * lists customers with). The server renders it for an admin as before.
 */
const CustomerSelect = lazy(() =>
  import('@/components/forms/customer-select').then((module) => ({ default: module.CustomerSelect })),
);

/**
 * The toolbar filters of the devices tables: status (online now, offline or all), app, and for admins the
 * owner (or the organisation opened with `orgId`, docs/product.md, Organisations). Choosing another
 * owner also clears the app, which belongs to one owner. `customers`: the
 * owner filter's list as the server answered it with the page (docs/architecture.md, "First answers").
 */
export function DeviceFilters({
  admin,
  filters,
  apps,
  customers,
  onChange,
}: {
  admin: boolean;
  filters: Filters;
  apps: readonly App[] | undefined;
  customers?: ListResponse<Customer>;
  onChange: (filters: Filters) => void;
}) {
  const t = useTranslations('OnlineDevices');
  // An admin's list holds every customer's apps until an owner is chosen, and two customers may name
  // their apps alike: the owner's email tells them apart.
  const withOwner = admin && !filters.owner && !filters.orgId;
  const appOptions = useMemo(
    () => [
      { value: '', label: t('allApps') },
      ...(apps ?? []).map((app) => ({
        value: app.id,
        label:
          withOwner && app.owner
            ? t('appOptionWithOwner', { name: app.name, owner: app.owner.email })
            : app.name,
      })),
    ],
    [apps, t, withOwner],
  );
  const statusOptions = useMemo(
    () => [
      { value: 'online', label: t('statusOnline') },
      { value: 'offline', label: t('statusOffline') },
      { value: 'all', label: t('statusAll') },
    ],
    [t],
  );

  return (
    <div role="group" aria-label={t('filters')} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <FilterSelect
        label={t('statusFilter')}
        value={deviceStatusOf(filters)}
        options={statusOptions}
        onChange={(status) => onChange({ ...filters, status })}
      />
      {admin ? (
        <Suspense fallback={null}>
          <CustomerSelect
            first={customers}
            layout="inline"
            label={t('ownerFilter')}
            // An organisation opened from the user dashboard (`orgId`) shows as its owner when it is
            // their personal one (its id is theirs), else by its name; a choice here replaces it.
            value={filters.orgId || filters.owner || ''}
            organisation={!!filters.orgId}
            onChange={(owner) => onChange({ ...filters, owner, orgId: '', app: '' })}
          />
        </Suspense>
      ) : null}
      <FilterSelect
        label={t('appFilter')}
        value={filters.app ?? ''}
        options={appOptions}
        onChange={(app) => onChange({ ...filters, app })}
        // Until the apps arrive an app id from the URL is shown as it is, not as unknown.
        unknownLabel={apps ? (id) => t('unknownOption', { id }) : undefined}
      />
    </div>
  );
}
