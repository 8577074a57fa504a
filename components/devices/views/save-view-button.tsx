'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';

import { TOOL_BUTTON } from '@/components/data-table/data-table-toolbar';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import type { SavedView } from '@/lib/api/contract/views';
import type { DeviceQuery } from '@/lib/api/types';
import { VIEW_PARAM } from '@/lib/routes';

const loadDialog = () =>
  import('@/components/devices/views/save-view-dialog').then((module) => module.SaveViewDialog);

/** The view an address names, and its columns: code fetched only for such an address. */
const CurrentView = lazy(() =>
  import('@/components/devices/views/current-view').then((module) => ({ default: module.CurrentView })),
);

/**
 * Saved views on the devices table (docs/product.md, Saved views): the name of the view shown, and
 * "Save view", which saves the table's query and columns as a new view, updates the one shown or
 * deletes it (save-view-dialog.tsx, loaded on request). Viewers see the button inert, with the reason.
 * `query`: the table's query; `columns`: the columns shown.
 */
export function SaveViewButton({
  tableId,
  query,
  columns,
}: {
  tableId: string;
  query: DeviceQuery;
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
      {viewId ? (
        <Suspense fallback={null}>
          <CurrentView key={viewId} viewId={viewId} tableId={tableId} onFound={setFound} />
        </Suspense>
      ) : null}
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
