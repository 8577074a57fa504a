import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';

import { useAutoRefresh } from './use-auto-refresh';

const INTERVAL = 30_000;

let visibility: DocumentVisibilityState = 'visible';

/** Hides or shows the tab as a browser does: the state changes, then `visibilitychange` fires. */
function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useAutoRefresh', () => {
  it('calls refresh once per interval while the tab is visible', () => {
    const refresh = jest.fn();
    renderHook(() => useAutoRefresh(refresh, INTERVAL));

    advance(INTERVAL - 1);
    expect(refresh).not.toHaveBeenCalled();
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(2 * INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('calls nothing while the tab is hidden', () => {
    const refresh = jest.fn();
    renderHook(() => useAutoRefresh(refresh, INTERVAL));

    setVisibility('hidden');
    advance(5 * INTERVAL);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('catches up with exactly one call when the tab is shown after a missed tick', () => {
    const refresh = jest.fn();
    renderHook(() => useAutoRefresh(refresh, INTERVAL));

    setVisibility('hidden');
    advance(3 * INTERVAL);
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);

    // Caught up: hiding and showing again before the next tick asks for nothing more...
    setVisibility('hidden');
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    // ...and the ticks go on as before.
    advance(INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('calls nothing when the tab is shown again before a tick was missed', () => {
    const refresh = jest.fn();
    renderHook(() => useAutoRefresh(refresh, INTERVAL));

    advance(INTERVAL / 2);
    setVisibility('hidden');
    advance(INTERVAL / 2 - 1);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
    // The tick that follows comes on time.
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('calls nothing while disabled, and starts when enabled', () => {
    const refresh = jest.fn();
    const { rerender } = renderHook(({ enabled }) => useAutoRefresh(refresh, INTERVAL, enabled), {
      initialProps: { enabled: false },
    });

    advance(3 * INTERVAL);
    setVisibility('hidden');
    advance(INTERVAL);
    setVisibility('visible');
    expect(refresh).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);

    rerender({ enabled: true });
    advance(INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(1);

    rerender({ enabled: false });
    advance(3 * INTERVAL);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('calls the latest refresh without restarting the timer', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ refresh }) => useAutoRefresh(refresh, INTERVAL), {
      initialProps: { refresh: first },
    });

    advance(INTERVAL / 2);
    rerender({ refresh: second });
    advance(INTERVAL / 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('clears its timer and listener on unmount', () => {
    const refresh = jest.fn();
    const { unmount } = renderHook(() => useAutoRefresh(refresh, INTERVAL));
    expect(jest.getTimerCount()).toBe(1);

    setVisibility('hidden');
    advance(INTERVAL);
    unmount();
    expect(jest.getTimerCount()).toBe(0);

    // Neither a tick nor the catch-up of the tick missed before unmounting comes afterwards.
    setVisibility('visible');
    advance(3 * INTERVAL);
    expect(refresh).not.toHaveBeenCalled();
  });
});
