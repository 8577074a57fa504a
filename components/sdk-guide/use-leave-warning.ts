'use client';

import { useEffect } from 'react';

import { confirmDiscardingUnsavedWork, hasUnsavedWork, holdUnsavedWork } from '@/lib/navigation/unsaved-work';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * While `active` (unsaved changes), asks before the user leaves the page: the browser's own prompt on
 * reload, close or typed address, and a confirmation on in-app links (the app router has no
 * navigation event to hook, so link clicks are caught on the way down, before Next's Link sees them).
 * It also marks the work as unsaved for the session (lib/navigation/unsaved-work.ts): signing out asks
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

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
