'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { TOOL_BUTTON } from '@/components/data-table/data-table-toolbar';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import type { Device } from '@/lib/api/types';

const loadDialog = () =>
  import('@/components/devices/fleet/tag-devices-dialog').then((module) => module.TagDevicesDialog);

/**
 * "Tags" in the devices table's toolbar: adds or removes a tag on the selected devices of the page, or
 * on every device the table's filters match (tag-devices-dialog.tsx), then says how many changed.
 * `filter`: the table's query string. Needs the `FleetFilters` and `OrgRoles` namespaces.
 */
export function TagDevicesButton({
  selected,
  filter,
  total,
  totalIsEstimate,
  onDone,
}: {
  selected: readonly Device[];
  filter: string;
  /** Null while the rows of the table's query are loading: the button waits for them. */
  total: number | null;
  totalIsEstimate: boolean;
  onDone: () => void;
}) {
  const t = useTranslations('FleetFilters');
  const reasonFor = useRoleReason();
  const dialog = useCodeOnRequest(loadDialog);
  const Dialog = dialog.code;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <>
      <span role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-300">
        {outcome}
      </span>
      <GatedButton
        ref={buttonRef}
        reason={reasonFor('tagDevices')}
        className={TOOL_BUTTON}
        aria-disabled={total === null || undefined}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={async () => {
          if (total === null) return;
          setOutcome(null);
          if (await dialog.request()) setOpen(true);
        }}
      >
        {t('tagDevices')}
      </GatedButton>
      {dialog.failed ? <CodeLoadFailed /> : null}
      {open && Dialog && total !== null ? (
        <Dialog
          selected={selected}
          filter={filter}
          total={total}
          totalIsEstimate={totalIsEstimate}
          returnFocus={buttonRef}
          onClose={(result) => {
            setOpen(false);
            if (result) {
              setOutcome(result);
              onDone();
            }
          }}
        />
      ) : null}
    </>
  );
}
