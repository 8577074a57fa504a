'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { ONLINE_DEVICES_PATH, VIEW_PARAM } from '@/lib/routes';
import { viewHref } from '@/lib/table/saved-view';

import { useSavedViews } from './use-saved-views';

/**
 * The organisation's saved views in the sidebar, under Online devices (docs/product.md, Saved views):
 * each opens the devices table as it was saved. Loaded after the shell (saved-views-slot.tsx); nothing
 * shows until the list has come, or when there is none.
 */
export function SavedViewLinks({ onChoose }: { onChoose: () => void }) {
  const t = useTranslations('Navigation');
  const views = useSavedViews();
  const pathname = usePathname();
  const currentId = useSearchParams().get(VIEW_PARAM);
  const list = views.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul aria-label={t('savedViews')} className="rail-hide mt-1 space-y-1">
      {list.map((view) => {
        const current = pathname === ONLINE_DEVICES_PATH && currentId === view.id;
        return (
          <li key={view.id}>
            <Link
              href={viewHref(view)}
              // The page is Online devices; the view is the current one of its list.
              aria-current={current ? 'true' : undefined}
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
