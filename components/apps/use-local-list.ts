'use client';

import { useCallback, useState } from 'react';

interface LocalList<T> {
  source: readonly T[] | undefined;
  items: readonly T[] | undefined;
}

/**
 * A local copy of a fetched list that the page edits in place after its own successful calls
 * (created, renamed, deleted, suspended), without fetching everything again. A new answer from the
 * server (a reload) replaces the copy.
 */
export function useLocalList<T>(source: readonly T[] | undefined) {
  const [list, setList] = useState<LocalList<T>>({ source, items: source });
  // Adjusting state while rendering (not in an effect), so a new answer never shows the old copy.
  if (list.source !== source) setList({ source, items: source });

  const update = useCallback(
    (change: (items: readonly T[]) => readonly T[]) =>
      setList((current) => ({ ...current, items: change(current.items ?? []) })),
    [],
  );
  return [list.source === source ? list.items : source, update] as const;
}
