'use client';

import { useRef, useState } from 'react';

/**
 * Selected rows by id, kept across pages, sorts and searches. The row objects are remembered too, so
 * rows selected on another page can still be exported.
 */
export function useRowSelection<TData>(getRowId: (row: TData) => string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useRef(new Map<string, TData>());

  const change = (changed: readonly TData[], on: boolean) => {
    const next = new Set(selected);
    for (const row of changed) {
      const id = getRowId(row);
      if (on) {
        next.add(id);
        rows.current.set(id, row);
      } else {
        next.delete(id);
        rows.current.delete(id);
      }
    }
    setSelected(next);
  };

  return {
    count: selected.size,
    isSelected: (row: TData) => selected.has(getRowId(row)),
    /** Selects or clears these rows (one row, or the whole page). */
    change,
    clear: () => {
      rows.current.clear();
      setSelected(new Set());
    },
    /** The selected rows in the order they were selected, with the freshest copy of those in `current`. */
    selectedRows: (current: readonly TData[]): TData[] => {
      for (const row of current) {
        const id = getRowId(row);
        if (selected.has(id)) rows.current.set(id, row);
      }
      return [...selected].flatMap((id) => {
        const row = rows.current.get(id);
        return row === undefined ? [] : [row];
      });
    },
  };
}
