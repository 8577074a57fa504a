'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the part of the page that calls it, true after. What the browser learns
 * of the organisations (their list, the caller's role) is shown only once hydrated: a part of the page
 * that hydrates later (a Suspense boundary streamed in) would otherwise render it before its server
 * HTML, which had none of it, and React would throw that HTML away (hydration error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
