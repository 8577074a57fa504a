'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useConsoleState } from '@/components/state/console-store';
import type { SavedView } from '@/lib/api/contract/views';
import { listViews } from '@/lib/api/views';
import { ONLINE_DEVICES_PATH, VIEW_PARAM } from '@/lib/routes';

/** A view's link: the devices page fills in its query (components/devices/views/current-view.tsx). */
export const viewLink = (id: string) => `${ONLINE_DEVICES_PATH}?${new URLSearchParams({ [VIEW_PARAM]: id })}`;

/**
 * The organisation's saved views in the sidebar, under Online devices (docs/product.md, Saved views).
 * Loaded after the shell (saved-views-slot.tsx), read again when this tab changes a view or the
 * organisation; nothing shows until the list has come, or when there is none, or when it failed (the
 * devices page has the views too). It is kept small on purpose: every console page fetches it.
 */
export function SavedViewLinks({ onChoose }: { onChoose: () => void }) {
  const t = useTranslations('Navigation');
  const api = useDashboardApi();
  const changes = useConsoleState((state) => state.savedViewsChanges);
  const orgSwitches = useConsoleState((state) => state.orgSwitchCount);
  const [views, setViews] = useState<readonly SavedView[]>([]);
  const pathname = usePathname();
  const currentId = useSearchParams().get(VIEW_PARAM);

  useEffect(() => {
    let current = true;
    api(listViews).then(
      ({ data }) => current && setViews(data),
      () => current && setViews([]),
    );
    return () => {
      current = false;
    };
  }, [api, changes, orgSwitches]);

  if (views.length === 0) return null;
  return (
    <ul aria-label={t('savedViews')} className="rail-hide mt-1 space-y-1">
      {views.map((view) => {
        const shown = pathname === ONLINE_DEVICES_PATH && currentId === view.id;
        return (
          <li key={view.id}>
            <Link
              href={viewLink(view.id)}
              // The page is Online devices; the view is the current one of its list.
              aria-current={shown ? 'true' : undefined}
              onClick={onChoose}
              className="nav-link ps-11"
            >
              <span className="nav-label">{view.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
