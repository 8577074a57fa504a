'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import { NavIcon } from '@/components/shell/nav-icon';
import type { NavLink } from '@/config/navigation';

/** One sidebar link; the current page's link carries aria-current="page" (spec 2: marked active). */
export function NavLinkItem({
  link,
  current,
  nested = false,
  onChoose,
}: {
  link: NavLink;
  current: boolean;
  nested?: boolean;
  onChoose: () => void;
}) {
  const t = useTranslations('Navigation');
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      onClick={onChoose}
      className={cx(
        'group/link flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/5 dark:hover:text-white',
        'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700',
        'dark:aria-[current=page]:bg-brand-500/15 dark:aria-[current=page]:text-brand-100',
        nested && 'ps-11',
      )}
    >
      {nested ? null : (
        <NavIcon
          name={link.icon}
          className="size-5 shrink-0 text-slate-400 group-hover/link:text-slate-600 group-aria-[current=page]/link:text-brand-600 dark:text-slate-500 dark:group-hover/link:text-slate-200 dark:group-aria-[current=page]/link:text-brand-100"
        />
      )}
      {/* Long translations wrap; only the icon rail, whose labels slide in, keeps them on one line. */}
      <span className="rail-label min-w-0 break-words group-data-[rail=true]/sidebar:truncate">
        {t(link.labelKey)}
      </span>
    </Link>
  );
}
