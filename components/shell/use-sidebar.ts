import { useCallback } from 'react';
import { flushSync } from 'react-dom';

import { focusPageContent } from '@/components/shell/focus-page-content';
import { SIDEBAR_TOGGLE_ID } from '@/components/shell/shell-ids';
import { isWideScreen, useWideScreen } from '@/components/shell/use-wide-screen';
import { useConsoleSetter, useConsoleState } from '@/components/state/console-store';
import { serializeSidebarCookie, sidebarOpenFor } from '@/lib/state/sidebar';

export interface SidebarControls {
  /** `null`: not known yet (server, hydration); CSS shows it from 1024px and hides it below. */
  open: boolean | null;
  wide: boolean | null;
  /**
   * Open over the page (under 1024px): a modal dialog, the rest of the shell inert. Never true while
   * `open` or `wide` is not known yet.
   */
  covering: boolean;
  toggle: () => void;
  /**
   * Closes it and puts the focus back on the header's toggle: Escape, the close button and the
   * backdrop of the sidebar that covers the page (a modal dialog under 1024px).
   */
  closeToToggle: () => void;
  /** Choosing a link closes the sidebar under 1024px, where it covers the page. */
  closeOnNarrow: () => void;
}

export function useSidebar(): SidebarControls {
  const wide = useWideScreen();
  const choice = useConsoleState((state) => state.sidebarChoice);
  const setChoice = useConsoleSetter('sidebarChoice');
  const wideOpen = useConsoleState((state) => state.sidebarWideOpen);
  const setWideOpen = useConsoleSetter('sidebarWideOpen');

  const toggle = useCallback(() => {
    const isWide = isWideScreen();
    const next = !sidebarOpenFor(choice, wideOpen, isWide);
    if (isWide) {
      // On wide screens the choice is a lasting preference, kept for the next visit.
      setWideOpen(next);
      setChoice(null);
      document.cookie = serializeSidebarCookie(next);
    } else {
      setChoice(next);
    }
  }, [choice, wideOpen, setChoice, setWideOpen]);

  // While the sidebar covers the page, the rest of the shell is `inert` and refuses focus: it is closed
  // and rendered at once (flushSync), so that the focus can go back into the page.
  const closeToToggle = useCallback(() => {
    flushSync(() => setChoice(false));
    document.getElementById(SIDEBAR_TOGGLE_ID)?.focus();
  }, [setChoice]);
  const closeOnNarrow = useCallback(() => {
    if (isWideScreen()) return;
    flushSync(() => setChoice(false));
    // The chosen link goes out of sight with the sidebar: the focus goes to the page it opens, where
    // Tab continues, instead of falling to the document.
    focusPageContent();
  }, [setChoice]);

  const open = sidebarOpenFor(choice, wideOpen, wide);
  const covering = open === true && wide === false;
  return { open, wide, covering, toggle, closeToToggle, closeOnNarrow };
}
