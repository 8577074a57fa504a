'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

import {
  columnVisibilityStorageKey,
  parseColumnVisibility,
  serializeColumnVisibility,
  type ColumnVisibility,
} from '@/lib/table/column-visibility';

// Same-tab writers notify through this set; other tabs through the `storage` event.
const listeners = new Set<() => void>();
// Choices that localStorage refused (private mode, blocked storage, full): kept for this page only.
const memory = new Map<string, string>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  const unsaved = memory.get(key);
  if (unsaved !== undefined) return unsaved;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
  listeners.forEach((listener) => listener());
}

/**
 * The table's column choice, remembered in localStorage under `table:<tableId>:columns`. The server
 * render and the first client render show the default columns (no hydration mismatch); the stored
 * choice applies right after.
 */
export function useColumnVisibility(
  tableId: string,
): [ColumnVisibility, (update: (current: ColumnVisibility) => ColumnVisibility) => void] {
  const key = columnVisibilityStorageKey(tableId);
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const visibility = useMemo(() => parseColumnVisibility(raw), [raw]);
  const setVisibility = useCallback(
    (update: (current: ColumnVisibility) => ColumnVisibility) => {
      write(key, serializeColumnVisibility(update({ ...visibility })));
    },
    [key, visibility],
  );
  return [visibility, setVisibility];
}
