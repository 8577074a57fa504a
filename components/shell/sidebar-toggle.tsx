'use client';

import { useTranslations } from 'next-intl';

import { MenuIcon } from '@/components/icons/menu-icon';
import { cx } from '@/components/shell/class-names';
import { SIDEBAR_ID, SIDEBAR_TOGGLE_ID } from '@/components/shell/shell-ids';
import { ICON_BUTTON } from '@/components/shell/styles';
import { useSidebar } from '@/components/shell/use-sidebar';
import { useConsoleState } from '@/components/state/console-store';

/** Opens and closes the sidebar; with the horizontal menu, wide screens have no sidebar to toggle. */
export function SidebarToggle() {
  const t = useTranslations('Header');
  const { menu } = useConsoleState((state) => state.displaySettings);
  const { open, toggle } = useSidebar();
  return (
    <button
      id={SIDEBAR_TOGGLE_ID}
      type="button"
      aria-controls={SIDEBAR_ID}
      aria-expanded={open ?? undefined}
      onClick={toggle}
      className={cx(ICON_BUTTON, menu === 'horizontal' && 'lg:hidden')}
    >
      <MenuIcon />
      <span className="sr-only">{t('toggleSidebar')}</span>
    </button>
  );
}
