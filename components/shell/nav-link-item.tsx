'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import { NavIcon } from '@/components/shell/nav-icon';
import type { NavLink } from '@/config/navigation';

/** One sidebar link; the current page's link carries aria-current="page" (docs/product.md, Shell: marked active). */
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
      // The classes are in shell.css: a page's first HTML carries every link.
      className={cx('nav-link', nested && 'ps-11')}
    >
      {nested ? null : <NavIcon name={link.icon} className="nav-link-icon" />}
      {/* Long translations wrap; only the icon rail, whose labels slide in, keeps them on one line. */}
      <span className="rail-label nav-label">{t(link.labelKey)}</span>
    </Link>
  );
}
