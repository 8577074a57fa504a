'use client';

import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `refresh` every `intervalMs` while `enabled`, skipping ticks while the tab is hidden (no point
 * loading what nobody sees). When the tab is shown again after at least one skipped tick it catches up
 * with one call at once; a tab hidden and shown between two ticks missed nothing and gets no call.
 * `refresh` may change on every render: the latest one is called, and the timer is not restarted.
 */
export function useAutoRefresh(refresh: () => void, intervalMs: number, enabled = true): void {
  const tick = useEffectEvent(() => refresh());

  useEffect(() => {
    if (!enabled) return;
    let missed = false;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') missed = true;
      else tick();
    }, intervalMs);
    const onVisibilityChange = () => {
      if (missed && document.visibilityState === 'visible') {
        missed = false;
        tick();
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, intervalMs]);
}
