'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { DataTableNextStep } from '@/components/data-table/data-table-next-step';
import type { App } from '@/lib/api/types';
import { deviceStatusOf } from '@/lib/table/device-table';
import type { DataTableState } from '@/lib/table/state';

const LINK_CLASS =
  'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100';

/**
 * What to do when the table is empty, most useful reason first: no app yet (create one), apps but
 * never a device (integrate the SDK), nothing online right now (or, under "Offline", nothing offline)
 * among the devices the filters keep (show all devices), or a search or filter that matches nothing (clear it). `apps` is undefined
 * while the apps are loading.
 */
export function OnlineDevicesEmptyHint({
  admin,
  apps,
  state,
  fleetFiltered = false,
  onClearFilters,
  onShowAll,
}: {
  admin: boolean;
  apps: readonly App[] | undefined;
  state: DataTableState;
  /** Filters by tag, attribute or version narrow the list (they count as a search). */
  fleetFiltered?: boolean;
  onClearFilters: () => void;
  onShowAll: () => void;
}) {
  const t = useTranslations('OnlineDevices');
  const prefix = admin ? '/admin' : '';
  const link = (href: string) =>
    function HintLink(chunks: ReactNode) {
      return (
        <Link href={`${prefix}${href}`} className={LINK_CLASS}>
          {chunks}
        </Link>
      );
    };

  if (apps && apps.length === 0) {
    return <p>{t.rich(admin ? 'emptyAdminNoApps' : 'emptyNoApps', { link: link('/app-management') })}</p>;
  }

  const searching = state.q !== '' || fleetFiltered || !!state.filters.owner || !!state.filters.orgId;
  const inScope = state.filters.app ? apps?.filter((app) => app.id === state.filters.app) : apps;
  const everSeen = inScope?.reduce((sum, app) => sum + app.devicesTotal, 0);
  if (everSeen === 0 && !searching) {
    return <p>{t.rich('emptyNoDevices', { link: link('/sdk-integration-guide') })}</p>;
  }

  // Under "Online now" without a search, an app (or owner) filter whose apps have devices matches them
  // fine: none of them is online, and showing all of them (the filters kept) is the way on.
  const filtered = !!state.filters.app || !!state.filters.owner || !!state.filters.orgId;
  const noneOnline =
    deviceStatusOf(state.filters) === 'online' &&
    state.q === '' &&
    !fleetFiltered &&
    (!filtered || (everSeen ?? 0) > 0);
  if (noneOnline) {
    return <DataTableNextStep message={t('emptyNoneOnline')} action={t('showAll')} onAction={onShowAll} />;
  }
  // Under "Offline" the same: every device is online now, and all of them are one click away.
  if (deviceStatusOf(state.filters) === 'offline' && state.q === '' && !fleetFiltered) {
    return <DataTableNextStep message={t('emptyNoneOffline')} action={t('showAll')} onAction={onShowAll} />;
  }

  if (searching || state.filters.app) {
    return (
      <DataTableNextStep message={t('emptyNoMatch')} action={t('clearFilters')} onAction={onClearFilters} />
    );
  }
  return null;
}
