'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { listViews } from '@/lib/api/views';
import { savedViewsChangesAtom } from '@/lib/state/views';

/** The active organisation's saved views (GET /api/views), read again after this tab changes one. */
export function useSavedViews() {
  const changes = useAtomValue(savedViewsChangesAtom);
  return useApiResource(`views:${changes}`, listViews);
}

/** Tells every list of saved views in this tab that one changed. */
export function useSavedViewsChanged(): () => void {
  const bump = useSetAtom(savedViewsChangesAtom);
  return useCallback(() => bump((count) => count + 1), [bump]);
}
