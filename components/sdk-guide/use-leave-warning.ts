'use client';

import { useEffect } from 'react';

import { confirmDiscardingUnsavedWork, hasUnsavedWork, holdUnsavedWork } from '@/lib/page-exit/unsaved-work';

/** Marks the history entry pushed over the page while there is unsaved work (see below). */
const GUARD = '__fleetdeckLeaveGuard';

function onGuardEntry(): boolean {
  const state: unknown = window.history.state;
  return !!state && typeof state === 'object' && GUARD in state;
}

/** Pushes a copy of this entry (the router's state kept, same address), marked as the guard. */
function pushGuardEntry(): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [GUARD]: true }, '');
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * While `active` (unsaved changes), asks before the user leaves the page: the browser's own prompt on
 * reload, close or typed address, and a confirmation on in-app links (the app router has no
 * navigation event to hook, so link clicks are caught on the way down, before Next's Link sees them).
 * Back and Forward fire neither: a guard entry (this page again) goes on top of the history, so Back
 * first lands on the page itself; then it asks, and staying puts the guard back, leaving goes back
 * for real. The guard stays once the work is saved (one Back that stays on the page), and is reused.
 * It also marks the work as unsaved for the session (lib/page-exit/unsaved-work.ts): signing out asks
 * the same question, and a session that ends by itself leaves the page on screen.
 */
export function useLeaveWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const release = holdUnsavedWork(message);

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The user has already agreed to leave (signing out asked).
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      const here = window.location;
      if (url.origin !== here.origin) return; // beforeunload covers leaving the site
      if (url.pathname === here.pathname && url.search === here.search) return; // same page (an anchor)
      if (!confirmDiscardingUnsavedWork()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };

    const onPopState = (event: PopStateEvent) => {
      // Back onto the guard (from an anchor), or an anchor's own entry (no state): still this page.
      if (onGuardEntry() || event.state == null || !hasUnsavedWork()) return;
      if (confirmDiscardingUnsavedWork()) window.history.back();
      else pushGuardEntry();
    };

    if (!onGuardEntry()) pushGuardEntry();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
