'use client';

import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `refresh` every `intervalMs` while the tab is visible, and once more when the user comes back
 * to a tab that was hidden, so the figures are current without polling from background tabs.
 */
export function useAutoRefresh(refresh: () => void, intervalMs: number): void {
  const onTick = useEffectEvent(() => {
    if (document.visibilityState === 'visible') refresh();
  });

  useEffect(() => {
    const tick = () => onTick();
    const timer = window.setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [intervalMs]);
}
