'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';

import { ArrivalNoticeBanner } from '@/components/feedback/arrival-notice-banner';
import { cx } from '@/components/shell/class-names';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { MAIN_CONTENT_ID } from '@/components/shell/shell-ids';
import { Sidebar } from '@/components/shell/sidebar';
import { SidebarBackdrop } from '@/components/shell/sidebar-backdrop';
import { SkipLink } from '@/components/shell/skip-link';
import { useSidebar } from '@/components/shell/use-sidebar';
import { useSidebarAutoClose } from '@/components/shell/use-sidebar-auto-close';
import { useConsoleSetter, useConsoleState, useHydrateConsoleState } from '@/components/state/console-store';
import type { ShellVariant } from '@/config/navigation';
import type { Menu } from '@/lib/display/settings';

/**
 * The menu bar of the "horizontal" menu setting, loaded only where it is chosen: the default sidebar
 * pages do not ship it. The server renders it as before where it is.
 */
const HorizontalNav = lazy(() =>
  import('@/components/shell/horizontal-nav').then((module) => ({ default: module.HorizontalNav })),
);

/** Room the content leaves, from 1024px, for a sidebar that sits beside it. */
function contentOffset(menu: Menu, open: boolean | null): string | false {
  if (menu === 'horizontal' || open === false) return false;
  return menu === 'collapsible-vertical' ? 'lg:ps-18' : 'lg:ps-65';
}

const NAVBAR_FRAME = {
  'navbar-sticky': 'sticky top-0',
  'navbar-floating': 'sticky top-0 px-3 pt-3 sm:px-4',
  'navbar-static': 'relative',
} as const;

/**
 * The signed-in console (app and admin layouts): skip link, sidebar, header (server-rendered, passed
 * in), the horizontal menu bar when chosen, the page, and the scroll-to-top button. The display
 * settings shape it: menu, layout (full or boxed), navbar (sticky, floating or static) and semidark
 * (sidebar and header dark on a light page, by scoping the `dark` variant to them).
 */
export function AppShell({
  variant,
  header,
  sidebarWideOpen = true,
  children,
}: {
  variant: ShellVariant;
  header: ReactNode;
  /** The wide-screen preference from the `sidebar_state` cookie. */
  sidebarWideOpen?: boolean;
  children: ReactNode;
}) {
  useHydrateConsoleState({ sidebarWideOpen });
  const display = useConsoleState((state) => state.displaySettings);
  const { open, covering, closeToToggle } = useSidebar();
  const busy = useConsoleState((state) => state.mainLoader);
  useSidebarAutoClose(open, closeToToggle);

  // The full-screen loader stays until the shell's first frame has painted, once per page load.
  const setReady = useConsoleSetter('shellReady');
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [setReady]);

  return (
    <div
      // Under the full-screen loader (the name update), out of reach of the keyboard as of the pointer.
      inert={busy}
      className="group/shell min-h-dvh"
      data-menu={display.menu}
      data-layout={display.layout}
      data-navbar={display.navbar}
    >
      {/*
       * Under 1024px the open sidebar is a modal dialog over the page: the rest of the shell is inert,
       * out of reach of the keyboard, the pointer and a screen reader's reading cursor (not the backdrop).
       */}
      <SkipLink inert={covering} />
      <Sidebar variant={variant} />
      <SidebarBackdrop />
      <div
        inert={covering}
        className={cx(
          'flex min-h-dvh min-w-0 flex-col transition-[padding] duration-200 ease-out',
          contentOffset(display.menu, open),
        )}
      >
        <div
          data-shell-navbar
          className={cx('z-20', NAVBAR_FRAME[display.navbar], display.semidark && 'dark [color-scheme:dark]')}
        >
          <div
            className={cx(
              'border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90',
              display.navbar === 'navbar-floating'
                ? 'rounded-xl border shadow-lg shadow-slate-900/5'
                : 'border-b',
            )}
          >
            {header}
            {display.menu === 'horizontal' ? (
              <Suspense fallback={null}>
                <HorizontalNav variant={variant} />
              </Suspense>
            ) : null}
          </div>
        </div>
        {/*
         * The page ends 5rem below its content: room for the scroll-to-top button (1.5rem from the
         * bottom, 2.75rem tall), which would otherwise cover the last controls, such as a table's pages.
         */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-20 outline-none sm:px-6 lg:px-8 lg:pt-8"
        >
          <ArrivalNoticeBanner />
          {/* Boxed: a framed column narrower than the room a laptop's screen leaves beside the sidebar. */}
          <div
            className={
              display.layout === 'boxed-layout'
                ? 'mx-auto w-full max-w-5xl rounded-2xl bg-slate-100 p-4 ring-1 ring-slate-200 sm:p-6 dark:bg-slate-950/60 dark:ring-slate-800'
                : undefined
            }
          >
            {children}
          </div>
          {/* Fixed in the corner; inside <main> so every control sits in a landmark. */}
          <ScrollToTop />
        </main>
      </div>
    </div>
  );
}
