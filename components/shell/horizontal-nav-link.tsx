'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { NavIcon } from '@/components/shell/nav-icon';
import type { NavLink } from '@/config/navigation';

export function HorizontalNavLink({
  link,
  current,
  onChoose,
}: {
  link: NavLink;
  current: boolean;
  onChoose?: () => void;
}) {
  const t = useTranslations('Navigation');
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      onClick={onChoose}
      className="flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-white/5 dark:hover:text-white dark:aria-[current=page]:bg-brand-500/15 dark:aria-[current=page]:text-brand-100"
    >
      <NavIcon name={link.icon} className="size-4.5 shrink-0" />
      {t(link.labelKey)}
    </Link>
  );
}
