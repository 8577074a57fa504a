'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';

import { usePlatformName } from '@/components/apps/use-platform-name';
import { CloseIcon } from '@/components/icons/close-icon';
import type { AttributeFilter, FleetFilters } from '@/lib/validations/device-filters';

const CHIP =
  'inline-flex h-8 max-w-full items-center gap-1 rounded-full border border-brand-500/40 bg-brand-50 ps-3 pe-1 text-sm text-brand-800 dark:border-brand-500/50 dark:bg-brand-700/30 dark:text-brand-100';

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
 * The active filters by tag, attribute, version, platform, OS and last heartbeat, each a chip that
 * removes it and gives the focus to "Add filter" (`addRef`). Its code loads where a filter is active,
 * not with every devices table (fleet-filter-chips.tsx). Needs the `FleetFilters` namespace.
 */
export function FleetFilterChipList({
  fleet,
  onChange,
  addRef,
}: {
  fleet: FleetFilters;
  onChange: (fleet: FleetFilters) => void;
  addRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('FleetFilters');
  const text = useFleetFilterText();

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
    <>
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
    </>
  );
}
