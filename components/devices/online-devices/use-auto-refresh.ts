'use client';

import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `refresh` every `intervalMs` while `enabled`, skipping ticks while the tab is hidden (no
 * point loading what nobody sees) and catching up as soon as the tab is shown again.
 */
export function useAutoRefresh(enabled: boolean, refresh: () => void, intervalMs: number): void {
  const tick = useEffectEvent(() => refresh());

  useEffect(() => {
    if (!enabled) return;
    let missed = false;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden') missed = true;
      else tick();
    }, intervalMs);
    const onVisible = () => {
      if (missed && document.visibilityState === 'visible') {
        missed = false;
        tick();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, intervalMs]);
}
