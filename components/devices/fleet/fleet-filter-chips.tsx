'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { usePlatformName } from '@/components/apps/use-platform-name';
import { CloseIcon } from '@/components/icons/close-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import type { AttributeFilter, FleetFilters } from '@/lib/validations/device-filters';

// The dialog that builds a filter loads when the user asks for it, not with the table.
const loadDialog = () =>
  import('@/components/devices/fleet/fleet-filter-dialog').then((module) => module.FleetFilterDialog);

const CHIP =
  'inline-flex h-8 max-w-full items-center gap-1 rounded-full border border-brand-500/40 bg-brand-50 ps-3 pe-1 text-sm text-brand-800 dark:border-brand-500/50 dark:bg-brand-700/30 dark:text-brand-100';
const ADD_BUTTON =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed border-slate-400 px-3 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-500 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * One filter in words: "Tag store-42", "store = 42", "rev > 4", "kiosk is set", "Version 2.0",
 * "Platform iOS", "OS 18.1", "Seen in the last 24 hours", "Not seen for more than 7 days".
 */
export function useFleetFilterText() {
  const t = useTranslations('FleetFilters');
  const platformName = usePlatformName();
  const age = (value: string) =>
    t(value.endsWith('h') ? 'ageHours' : 'ageDays', { count: Number(value.slice(0, -1)) });
  return {
    tag: (tag: string) => t('chipTag', { tag }),
    version: (version: string) => t('chipVersion', { version }),
    platform: (platform: string) => t('chipPlatform', { platform: platformName(platform) }),
    os: (os: string) => t('chipOs', { os }),
    seenWithin: (value: string) => t('chipSeenWithin', { age: age(value) }),
    seenOver: (value: string) => t('chipSeenOver', { age: age(value) }),
    attribute: ({ key, op, value }: AttributeFilter) =>
      op === 'exists'
        ? t(value ? 'chipExists' : 'chipMissing', { key })
        : t(`chip_${op}`, { key, value: String(value) }),
  };
}

/**
 * The active filters by tag, attribute and app version, each a chip that removes it, and "Add filter"
 * (its dialog, fleet-filter-dialog.tsx). Needs the `FleetFilters` namespace.
 */
export function FleetFilterChips({
  fleet,
  onChange,
}: {
  fleet: FleetFilters;
  onChange: (fleet: FleetFilters) => void;
}) {
  const t = useTranslations('FleetFilters');
  const text = useFleetFilterText();
  const dialog = useCodeOnRequest(loadDialog);
  const Dialog = dialog.code;
  const [open, setOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  const chips = [
    ...fleet.tags.map((tag) => ({
      key: `tag:${tag}`,
      label: text.tag(tag),
      without: { ...fleet, tags: fleet.tags.filter((other) => other !== tag) },
    })),
    ...fleet.attributes.map((filter, index) => ({
      key: `attr:${index}:${filter.key}:${filter.op}`,
      label: text.attribute(filter),
      without: { ...fleet, attributes: fleet.attributes.filter((_, other) => other !== index) },
    })),
    ...(fleet.version === null
      ? []
      : [{ key: 'version', label: text.version(fleet.version), without: { ...fleet, version: null } }]),
    ...(fleet.platform === null
      ? []
      : [{ key: 'platform', label: text.platform(fleet.platform), without: { ...fleet, platform: null } }]),
    ...(fleet.os === null ? [] : [{ key: 'os', label: text.os(fleet.os), without: { ...fleet, os: null } }]),
    ...(fleet.seenWithin === null
      ? []
      : [
          {
            key: 'seen.within',
            label: text.seenWithin(fleet.seenWithin),
            without: { ...fleet, seenWithin: null },
          },
        ]),
    ...(fleet.seenOver === null
      ? []
      : [{ key: 'seen.over', label: text.seenOver(fleet.seenOver), without: { ...fleet, seenOver: null } }]),
  ];

  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <span key={chip.key} className={CHIP}>
          <span dir="auto" className="truncate">
            {chip.label}
          </span>
          <button
            type="button"
            aria-label={t('remove', { filter: chip.label })}
            onClick={() => {
              addRef.current?.focus();
              onChange(chip.without);
            }}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-700/60"
          >
            <CloseIcon className="size-3.5" />
          </button>
        </span>
      ))}
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
