'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';

import type { ColumnChoice } from './data-table-column-menu';

/**
 * The open list of the column menu (data-table-column-menu.tsx): a checkbox per column, the last
 * visible one locked. It scrolls the page just enough to show all of it, as a table low on a page
 * puts it below the screen, and closes on a press outside the menu (`rootRef`).
 */
export function DataTableColumnPanel({
  id,
  columns,
  onToggle,
  rootRef,
  onClose,
}: {
  id: string;
  columns: readonly ColumnChoice[];
  onToggle: (id: string, visible: boolean) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  const t = useTranslations('DataTable');
  const panelRef = useRef<HTMLFieldSetElement>(null);
  const visibleCount = columns.filter((column) => column.visible).length;

  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'nearest' });
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [rootRef, onClose]);

  return (
    <fieldset
      ref={panelRef}
      id={id}
      className="absolute end-0 top-full z-20 mt-1 max-h-[32rem] min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <legend className="sr-only">{t('columnsLegend')}</legend>
      {columns.map((column) => (
        <label
          key={column.id}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <input
            type="checkbox"
            checked={column.visible}
            disabled={column.visible && visibleCount <= 1}
            onChange={(event) => onToggle(column.id, event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {column.label}
        </label>
      ))}
    </fieldset>
  );
}
