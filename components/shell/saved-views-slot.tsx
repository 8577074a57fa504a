'use client';

import { lazy, Suspense } from 'react';

import { useHydrated } from '@/components/orgs/use-hydrated';

const SavedViewLinks = lazy(() =>
  import('@/components/devices/views/saved-view-links').then((module) => ({
    default: module.SavedViewLinks,
  })),
);

/**
 * Where the sidebar lists the organisation's saved views, under Online devices. Their code and list
 * come after the page (they are no part of its first load), and only in the browser: the server knows
 * no views.
 */
export function SavedViewsSlot({ onChoose }: { onChoose: () => void }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <SavedViewLinks onChoose={onChoose} />
    </Suspense>
  ) : null;
}
