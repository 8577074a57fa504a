'use client';

import { useTranslations } from 'next-intl';

import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { cx } from '@/components/shell/class-names';
import { NavIcon } from '@/components/shell/nav-icon';
import { NavLinkItem } from '@/components/shell/nav-link-item';
import type { NavGroup } from '@/config/navigation';

/** A submenu of the sidebar: a disclosure button and its links. */
export function NavGroupItem({
  group,
  open,
  pathname,
  onToggle,
  onChoose,
}: {
  group: NavGroup;
  open: boolean;
  pathname: string;
  onToggle: () => void;
  onChoose: () => void;
}) {
  const t = useTranslations('Navigation');
  const listId = `nav-group-${group.id}`;
  const holdsCurrent = group.children.some((child) => child.href === pathname);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={cx(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium transition-colors',
          'hover:bg-slate-100 dark:hover:bg-white/5',
          holdsCurrent ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300',
        )}
      >
        <NavIcon
          name={group.icon}
          className={cx(
            'size-5 shrink-0',
            holdsCurrent ? 'text-brand-600 dark:text-brand-100' : 'text-slate-400 dark:text-slate-500',
          )}
        />
        <span className="rail-label nav-label flex-1">{t(group.labelKey)}</span>
        <ChevronDownIcon
          className={cx(
            'rail-hide size-4 shrink-0 text-slate-400 transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul id={listId} hidden={!open} className="rail-hide mt-1 space-y-1">
        {group.children.map((child) => (
          <li key={child.href}>
            <NavLinkItem link={child} current={child.href === pathname} nested onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </>
  );
}
