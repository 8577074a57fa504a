'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useMemo, type ComponentProps, type ComponentType } from 'react';

import { FilterSelect } from '@/components/data-table/filter-select';
import type { CustomerSelect } from '@/components/forms/customer-select';
import type { App, Customer, ListResponse } from '@/lib/api/types';
import { deviceStatusOf } from '@/lib/table/device-table';
import type { DataTableState } from '@/lib/table/state';

type Filters = DataTableState['filters'];

/** The admin's owner filter (CustomerSelect), which the admin's table gives (admin-online-devices-table.tsx). */
export type OwnerFilter = ComponentType<ComponentProps<typeof CustomerSelect>>;

/**
 * The toolbar filters of the devices tables: status (online now, offline or all), app, and for admins the
 * owner (or the organisation opened with `orgId`, docs/product.md, Organisations). Choosing another
 * owner also clears the app, which belongs to one owner. `customers`: the
 * owner filter's list as the server answered it with the page (docs/architecture.md, "First answers").
 * `OwnerFilter`: the owner filter's component, which only the admin's table has.
 */
export function DeviceFilters({
  admin,
  filters,
  apps,
  customers,
  OwnerFilter,
  onChange,
}: {
  admin: boolean;
  filters: Filters;
  apps: readonly App[] | undefined;
  customers?: ListResponse<Customer>;
  OwnerFilter?: OwnerFilter;
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
      {admin && OwnerFilter ? (
        <Suspense fallback={null}>
          <OwnerFilter
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
