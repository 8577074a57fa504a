'use client';

import { useMemo } from 'react';

import { useClock } from './use-clock';

/** The server's time in an answer, and when (by the browser's clock) the answer arrived. */
export interface ServerTime {
  /** ISO 8601: the server's clock when it answered. */
  now: string;
  /** Epoch ms by the browser's clock when the answer arrived. */
  receivedAt: number;
}

/**
 * The server's "now", moved on by the browser's clock every `tickMs`: times the server set (a key
 * revoked, a grace period's end) read the same as on the server, whatever the browser's clock says.
 * From the moment an answer arrives it is the answer's own time, not the clock's last tick (which may
 * be a whole tick old: a key just revoked would read "stops in 14 seconds").
 */
export function useServerClock(answer: ServerTime | undefined, tickMs: number): Date {
  const clock = useClock(tickMs).getTime();
  const offset = answer ? Date.parse(answer.now) - answer.receivedAt : 0;
  const browserNow = answer ? Math.max(clock, answer.receivedAt) : clock;
  const now = browserNow + (Number.isFinite(offset) ? offset : 0);
  return useMemo(() => new Date(now), [now]);
}
