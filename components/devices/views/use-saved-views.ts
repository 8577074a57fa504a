'use client';

import { useCallback } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useConsoleSetter, useConsoleState } from '@/components/state/console-store';
import { listViews } from '@/lib/api/views';

/** The active organisation's saved views (GET /api/views), read again after this tab changes one. */
export function useSavedViews() {
  const changes = useConsoleState((state) => state.savedViewsChanges);
  return useApiResource(`views:${changes}`, listViews);
}

/** Tells every list of saved views in this tab that one changed. */
export function useSavedViewsChanged(): () => void {
  const bump = useConsoleSetter('savedViewsChanges');
  return useCallback(() => bump((count) => count + 1), [bump]);
}
