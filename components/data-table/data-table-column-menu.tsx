'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { DataTableIcon } from './data-table-icon';

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
}

/**
 * Show/hide columns. A disclosure button opening a list of real checkboxes: Tab moves between them,
 * Space toggles, Escape closes and returns focus to the button, clicking or tabbing away closes.
 * The last visible column cannot be hidden, so the table never ends up without columns. The open list
 * scrolls the page just enough to show all of it, as a table low on a page puts it below the screen.
 */
export function DataTableColumnMenu({
  columns,
  onToggle,
}: {
  columns: readonly ColumnChoice[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const t = useTranslations('DataTable');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLFieldSetElement>(null);
  const visibleCount = columns.filter((column) => column.visible).length;

  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (columns.length === 0) return null;

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <DataTableIcon name="columns" />
        {t('columns')}
      </button>
      <fieldset
        ref={panelRef}
        id={panelId}
        hidden={!open}
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
    </div>
  );
}
