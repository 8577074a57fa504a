'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import { CloseIcon } from '@/components/icons/close-icon';
import { cx } from '@/components/shell/class-names';
import { keepTabInside } from '@/components/shell/keep-tab-inside';
import { SIDEBAR_ID } from '@/components/shell/shell-ids';
import { ShellLogo } from '@/components/shell/shell-logo';
import { SidebarNav } from '@/components/shell/sidebar-nav';
import { ICON_BUTTON } from '@/components/shell/styles';
import { useSidebar } from '@/components/shell/use-sidebar';
import { useConsoleState } from '@/components/state/console-store';
import type { ShellVariant } from '@/config/navigation';

const HIDDEN = 'invisible -translate-x-full rtl:translate-x-full';
const HIDDEN_BELOW_LG = 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full';

/**
 * The 260px sidebar (docs/product.md, Shell), on the start side (the right in RTL). Under 1024px it slides over the
 * page; from 1024px it sits beside it. With the collapsible menu it is an icons-only rail on wide
 * screens that opens while pointed at or focused; with the horizontal menu, wide screens use the bar
 * under the header instead. A closed sidebar is `invisible`, so its links leave the tab order.
 *
 * Open over the page, it is a modal dialog (the app shell makes the rest inert) with a close button
 * of its own: the header's toggle is out of reach. The dialog role is on the aside's only child, as
 * ARIA in HTML allows no dialog role on an <aside>; from 1024px that child is a plain <div>.
 */
export function Sidebar({ variant }: { variant: ShellVariant }) {
  const t = useTranslations('Header');
  const { menu, semidark } = useConsoleState((state) => state.displaySettings);
  const { open, covering: modal, closeToToggle } = useSidebar();
  const rail = menu === 'collapsible-vertical' && open !== false;
  const ref = useRef<HTMLElement>(null);

  // Opened over the page on a narrow screen: move focus into it, as into any overlay, onto its first
  // link (what it was opened for; its close button is one Shift+Tab away). The sidebar turns visible
  // as its slide-in starts, a frame after this render: until then focus() is refused.
  useEffect(() => {
    if (!modal) return;
    const target = ref.current?.querySelector<HTMLElement>('nav a, nav button');
    let frame = 0;
    let tries = 0;
    const focus = () => {
      target?.focus();
      if (target && document.activeElement !== target && (tries += 1) < 10) {
        frame = requestAnimationFrame(focus);
      }
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [modal]);

  // While it covers the page, Tab goes round its own controls, not out to the browser's (the rest of
  // the page is inert). Escape closes it (use-sidebar-auto-close.ts).
  useEffect(() => {
    const aside = ref.current;
    if (!modal || !aside) return;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, aside);
    aside.addEventListener('keydown', onKeyDown);
    return () => aside.removeEventListener('keydown', onKeyDown);
  }, [modal]);

  return (
    <aside
      ref={ref}
      id={SIDEBAR_ID}
      data-rail={rail ? 'true' : undefined}
      className={cx(
        'group/sidebar fixed inset-y-0 start-0 z-40 flex w-65 flex-col overflow-hidden border-e border-slate-200 bg-white',
        'transition-[translate,width,visibility,box-shadow] duration-200 ease-out dark:border-slate-800 dark:bg-slate-900',
        open === false && HIDDEN,
        open === null && HIDDEN_BELOW_LG,
        open === true && 'max-lg:shadow-2xl',
        rail && 'lg:w-18 lg:hover:w-65 lg:hover:shadow-2xl lg:focus-within:w-65 lg:focus-within:shadow-2xl',
        menu === 'horizontal' && 'lg:hidden',
        semidark && 'dark [color-scheme:dark]',
      )}
    >
      <div
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-label={modal ? t('toggleSidebar') : undefined}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-5">
          <ShellLogo variant={variant} />
          {modal ? (
            <button type="button" onClick={closeToToggle} className={cx(ICON_BUTTON, '-me-2')}>
              <CloseIcon />
              <span className="sr-only">{t('closeSidebar')}</span>
            </button>
          ) : null}
        </div>
        <SidebarNav variant={variant} />
      </div>
    </aside>
  );
}
