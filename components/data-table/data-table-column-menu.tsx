'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';

import { DataTableIcon } from './data-table-icon';

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
}

// The list's code loads when the menu is first pointed at, focused or opened, not with the table.
const loadPanel = () => import('./data-table-column-panel').then((module) => module.DataTableColumnPanel);

/**
 * Show/hide columns. A disclosure button opening a list of real checkboxes (data-table-column-panel.tsx):
 * Tab moves between them, Space toggles, Escape closes and returns focus to the button, clicking or
 * tabbing away closes. The last visible column cannot be hidden, so the table never ends up without
 * columns.
 */
export function DataTableColumnMenu({
  columns,
  onToggle,
}: {
  columns: readonly ColumnChoice[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const t = useTranslations('DataTable');
  const panel = useCodeOnRequest(loadPanel);
  const Panel = panel.code;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Pressed while its code is on the way: it opens when the code comes unless the user left the menu
  // (the focus went elsewhere) or pressed again.
  const pending = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  const shown = open && Panel !== null;

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
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        pending.current = false;
        if (open) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onPointerEnter={panel.prefetch}
        onFocus={panel.prefetch}
        onClick={async () => {
          if (open || pending.current) {
            pending.current = false;
            return setOpen(false);
          }
          pending.current = true;
          const loaded = await panel.request();
          if (loaded && pending.current) setOpen(true);
          pending.current = false;
        }}
        className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <DataTableIcon name="columns" />
        {t('columns')}
      </button>
      {panel.failed ? <CodeLoadFailed floating /> : null}
      {shown ? (
        <Panel id={panelId} columns={columns} onToggle={onToggle} rootRef={rootRef} onClose={close} />
      ) : null}
    </div>
  );
}
