/**
 * A live stream the test speaks into, for the components that listen through LiveEventsContext
 * (imported by *.test.tsx only): `subscribe` is the context's value, `emit` hands an event to every
 * listener inside React's act().
 */
import { act } from '@testing-library/react';

import type { LiveEvent } from '@/lib/live/read-events';

export function fakeStream() {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    subscribe: (listener: (event: LiveEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (event: LiveEvent) => act(() => listeners.forEach((listener) => listener(event))),
  };
}
