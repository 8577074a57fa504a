'use client';

import { useNow } from 'next-intl';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** One clock per tick length, ticking while something on the page reads it. */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const clocks = new Map<number, Clock>();

function clockOf(tickMs: number): Clock {
  let clock = clocks.get(tickMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: undefined };
    clocks.set(tickMs, clock);
  }
  return clock;
}

/**
 * Starts a clock that nothing read meanwhile (its last time may be long gone). From the moment the
 * first reader was rendered with when that is less than a tick ago (a page's hydration, a few seconds
 * after the server's read): what was rendered stays right, with no second render of every row, and
 * the first tick comes when it would have come from there. Else from the browser's clock at once.
 */
function start(clock: Clock, tickMs: number, renderedAt: number) {
  const now = Date.now();
  clock.now = Math.abs(now - renderedAt) < tickMs ? renderedAt : now;
  const tick = () => {
    clock.now = Date.now();
    for (const notify of clock.listeners) notify();
    clock.timer = setTimeout(tick, tickMs);
  };
  clock.timer = setTimeout(tick, Math.max(0, clock.now + tickMs - now));
}

function subscribe(tickMs: number, renderedAt: number, listener: () => void): () => void {
  const clock = clockOf(tickMs);
  if (clock.listeners.size === 0) start(clock, tickMs, renderedAt);
  clock.listeners.add(listener);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) clearTimeout(clock.timer);
  };
}

/**
 * The time that "2 minutes ago", a session's duration or a row's online status is counted from,
 * brought up to date every `tickMs` (everything on the page with the same tick agrees).
 * A part rendered on the server from data it read renders first with the moment of that read (its
 * `IntlScope`'s `now`), in the HTML and again in the browser's hydration, so the two match; from then
 * on, and for anything that appears later (a row brought by a refresh), it is the browser's clock,
 * at most a tick behind.
 * (next-intl's `useNow` would start each later row from the page's render, however long ago.)
 */
export function useClock(tickMs: number): Date {
  // The scope's `now` when it has one; else the moment of this component's first render.
  const renderedAt = useNow();
  const serverTime = renderedAt.getTime();
  const subscribeToClock = useCallback(
    (listener: () => void) => subscribe(tickMs, serverTime, listener),
    [tickMs, serverTime],
  );
  const time = useSyncExternalStore(
    subscribeToClock,
    () => clockOf(tickMs).now,
    () => serverTime,
  );
  return useMemo(() => new Date(time), [time]);
}
