'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState, type ComponentProps, type ComponentType } from 'react';

import type { FleetFilterChipList as ChipList } from '@/components/devices/fleet/fleet-filter-chip-list';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { hasFleetFilters, type FleetFilters } from '@/lib/validations/device-filters';

// The dialog that builds a filter loads when the user asks for it, not with the table; so do the
// chips of the active filters, where there are any (the server renders them as before where there are).
const loadChipList = () => import('@/components/devices/fleet/fleet-filter-chip-list');
/**
 * Where the chips' code cannot be fetched (offline, or a new deployment replaced the files), that is
 * said in their place and the table stays (a reload fetches them again).
 */
const ChipsUnavailable: ComponentType<ComponentProps<typeof ChipList>> = () => <CodeLoadFailed />;
const FleetFilterChipList = lazy(() =>
  loadChipList().then(
    (module) => ({ default: module.FleetFilterChipList }),
    () => ({ default: ChipsUnavailable }),
  ),
);
const loadDialog = () =>
  Promise.all([
    import('@/components/devices/fleet/fleet-filter-dialog'),
    // Applying a filter shows its chip: its code comes with the dialog's.
    loadChipList(),
  ]).then(([module]) => module.FleetFilterDialog);

const ADD_BUTTON =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed border-slate-400 px-3 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-500 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The active filters by tag, attribute and app version, each a chip that removes it
 * (fleet-filter-chip-list.tsx), and "Add filter" (its dialog, fleet-filter-dialog.tsx). Needs the
 * `FleetFilters` namespace.
 */
export function FleetFilterChips({
  fleet,
  onChange,
}: {
  fleet: FleetFilters;
  onChange: (fleet: FleetFilters) => void;
}) {
  const t = useTranslations('FleetFilters');
  const dialog = useCodeOnRequest(loadDialog);
  const Dialog = dialog.code;
  const [open, setOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      {hasFleetFilters(fleet) ? (
        <Suspense fallback={null}>
          <FleetFilterChipList fleet={fleet} onChange={onChange} addRef={addRef} />
        </Suspense>
      ) : null}
      <button
        ref={addRef}
        type="button"
        className={ADD_BUTTON}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={async () => {
          if (await dialog.request()) setOpen(true);
        }}
      >
        {t('add')}
      </button>
      {dialog.failed ? <CodeLoadFailed /> : null}
      {open && Dialog ? (
        <Dialog
          fleet={fleet}
          returnFocus={addRef}
          onClose={() => setOpen(false)}
          onApply={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      ) : null}
    </div>
  );
}
