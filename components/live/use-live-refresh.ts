'use client';

import { useContext, useEffect, useEffectEvent } from 'react';

import type { LiveEvent } from '@/lib/live/read-events';

import { LiveEventsContext } from './live-events-context';

/** At most one refetch per resource in this time, however many events arrive. */
export const LIVE_REFRESH_MIN_INTERVAL_MS = 1000;

/**
 * Calls `refresh` when a live event concerns what the caller shows (`concerns`; every event after a
 * reconnection), coalesced: the first event refreshes at once, later ones within a second wait for one
 * refresh at its end. `concerns: null` turns it off.
 */
export function useLiveRefresh(concerns: ((event: LiveEvent) => boolean) | null, refresh: () => void): void {
  const subscribe = useContext(LiveEventsContext);
  const matches = useEffectEvent((event: LiveEvent) => !!concerns?.(event));
  const run = useEffectEvent(() => refresh());
  const enabled = concerns !== null;

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: number | undefined;
    const fire = () => {
      timer = undefined;
      last = Date.now();
      run();
    };
    const unsubscribe = subscribe((event) => {
      if (timer !== undefined || (event.type !== 'reconnected' && !matches(event))) return;
      const wait = last + LIVE_REFRESH_MIN_INTERVAL_MS - Date.now();
      if (wait <= 0) fire();
      else timer = window.setTimeout(fire, wait);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [enabled, subscribe]);
}
