import { useSyncExternalStore } from 'react';

import { SIDEBAR_AUTO_CLOSE_WIDTH, WIDE_SCREEN_QUERY } from '@/lib/state/sidebar';

function wideQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

/** Whether the window is at least 1024px wide, read now (for event handlers). */
export function isWideScreen(): boolean {
  return wideQuery()?.matches ?? window.innerWidth >= SIDEBAR_AUTO_CLOSE_WIDTH;
}

/** Subscribes to crossings of the 1024px line (a media query, not every resize event). */
export function subscribeWideScreen(onChange: () => void): () => void {
  const query = wideQuery();
  if (!query) {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** `null` on the server and while hydrating: CSS breakpoints decide until the client knows. */
export function useWideScreen(): boolean | null {
  return useSyncExternalStore(subscribeWideScreen, isWideScreen, () => null);
}
