'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { TOOL_BUTTON } from '@/components/data-table/data-table-toolbar';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import type { SavedView } from '@/lib/api/contract/views';
import { DEVICE_COLUMN_IDS } from '@/lib/api/types';
import { VIEW_PARAM } from '@/lib/table/saved-view';

import { useSavedViews } from './use-saved-views';

const loadDialog = () =>
  import('@/components/devices/views/save-view-dialog').then((module) => module.SaveViewDialog);

/**
 * The view the table's address names (`view`): its name, or a note that it is gone. Its columns apply
 * once, when it is opened or after it changed; the user's own choice of columns afterwards stays
 * theirs. Only an address with a view reads the list of views.
 */
function CurrentView({
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
  useEffect(() => {
    onFound(view ?? null);
    const columns = view?.columns;
    if (!view || !columns) return;
    const version = `${view.id}@${view.updatedAt}`;
    if (applied.current === version) return;
    applied.current = version;
    setVisibility(() => Object.fromEntries(DEVICE_COLUMN_IDS.map((id) => [id, columns.includes(id)])));
  }, [view, setVisibility, onFound]);
  if (view)
    return (
      <span className="text-sm font-semibold text-slate-800 wrap-anywhere dark:text-slate-100">
        {t('current', { name: view.name })}
      </span>
    );
  return views.data ? <span className="text-sm text-slate-700 dark:text-slate-300">{t('gone')}</span> : null;
}

/**
 * Saved views on the devices table (docs/product.md, Saved views): the name of the view shown, and
 * "Save view", which saves the table's query and columns as a new view, updates the one shown or
 * deletes it (save-view-dialog.tsx, loaded on request). Viewers see the button inert, with the reason.
 * `query`: the devices API's query string of the table; `columns`: the columns shown.
 */
export function SaveViewButton({
  tableId,
  query,
  columns,
}: {
  tableId: string;
  query: string;
  columns: readonly string[];
}) {
  const t = useTranslations('SavedViews');
  const reasonFor = useRoleReason();
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const viewId = searchParams.get(VIEW_PARAM);
  const [found, setFound] = useState<SavedView | null>(null);
  const current = found?.id === viewId ? found : null;
  const dialog = useCodeOnRequest(loadDialog);
  const Dialog = dialog.code;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <>
      {viewId ? <CurrentView key={viewId} viewId={viewId} tableId={tableId} onFound={setFound} /> : null}
      <span role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-300">
        {outcome}
      </span>
      <GatedButton
        ref={buttonRef}
        reason={reasonFor('saveViews')}
        className={TOOL_BUTTON}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={async () => {
          setOutcome(null);
          if (await dialog.request()) setOpen(true);
        }}
      >
        {t('saveView')}
      </GatedButton>
      {dialog.failed ? <CodeLoadFailed /> : null}
      {open && Dialog ? (
        <Dialog
          current={current}
          query={query}
          columns={columns}
          pathname={pathname}
          searchParams={searchParams.toString()}
          returnFocus={buttonRef}
          onClose={(result) => {
            setOpen(false);
            if (result) setOutcome(result);
          }}
        />
      ) : null}
    </>
  );
}
