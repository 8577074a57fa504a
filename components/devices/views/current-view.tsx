'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import type { SavedView } from '@/lib/api/contract/views';
import { DEVICE_COLUMN_IDS } from '@/lib/api/types';
import { ONLINE_DEVICES_PATH, VIEW_PARAM } from '@/lib/routes';
import { viewHref } from '@/lib/table/saved-view';

import { useSavedViews } from './use-saved-views';

/**
 * The view the table's address names (`view`): its name, or a note that it is gone. Its columns apply
 * once, when it is opened or after it changed; the user's own choice of columns afterwards stays
 * theirs. Only an address with a view reads the list of views.
 */
export function CurrentView({
  viewId,
  tableId,
  onFound,
}: {
  viewId: string;
  tableId: string;
  onFound: (view: SavedView | null) => void;
}) {
  const t = useTranslations('SavedViews');
  const views = useSavedViews();
  const view = views.data?.data.find((candidate) => candidate.id === viewId);
  const [, setVisibility] = useColumnVisibility(tableId);
  const applied = useRef<string | null>(null);
  const wasOpening = useRef(false);
  const router = useRouter();
  const searchParams = useSearchParams();
  // An address naming the view alone (the sidebar's link) opens it: its query fills the address, and
  // its columns apply, also when this view is pressed again while shown.
  const opening = [...searchParams.keys()].every((name) => name === VIEW_PARAM);
  useEffect(() => {
    onFound(view ?? null);
    if (!view) return;
    // An opening is the address coming to name the view alone (it then gets the query beside it).
    const opened = opening && !wasOpening.current;
    wasOpening.current = opening;
    // Once per version of the view and per opening of it: a change of columns made meanwhile, which
    // re-runs this effect, stays the user's.
    const version = `${view.id}@${view.updatedAt}`;
    if (applied.current === version && !opened) return;
    applied.current = version;
    const columns = view.columns;
    // A view saved without columns shows the table's own defaults.
    setVisibility(() =>
      columns ? Object.fromEntries(DEVICE_COLUMN_IDS.map((id) => [id, columns.includes(id)])) : {},
    );
    const href = viewHref(view);
    if (opening && href !== `${ONLINE_DEVICES_PATH}?${searchParams.toString()}`)
      router.replace(href, { scroll: false });
  }, [view, setVisibility, onFound, opening, router, searchParams]);
  if (view)
    return (
      <span className="text-sm font-semibold text-slate-800 wrap-anywhere dark:text-slate-100">
        {t('current', { name: view.name })}
      </span>
    );
  return views.data ? <span className="text-sm text-slate-700 dark:text-slate-300">{t('gone')}</span> : null;
}
