'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { cx } from '@/components/shell/class-names';
import { HorizontalNavLink } from '@/components/shell/horizontal-nav-link';
import { NavIcon } from '@/components/shell/nav-icon';
import type { NavGroup } from '@/config/navigation';

/**
 * A submenu of the horizontal bar: a disclosure button with a drop-down list of links. While it holds
 * the current page, the button is marked as the current page's link is (aria-current and its colours),
 * so the bar shows where the user is with the list closed.
 */
export function HorizontalNavGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const t = useTranslations('Navigation');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `hnav-group-${group.id}`;
  const holdsCurrent = group.children.some((child) => child.href === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={holdsCurrent ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cx(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          holdsCurrent
            ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
            : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/5',
        )}
      >
        <NavIcon name={group.icon} className="size-4.5 shrink-0" />
        {t(group.labelKey)}
        <ChevronDownIcon className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute start-0 top-full z-40 mt-1 w-60 space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {group.children.map((child) => (
          <li key={child.href}>
            <HorizontalNavLink
              link={child}
              current={child.href === pathname}
              onChoose={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
