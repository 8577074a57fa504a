'use client';

import { useSyncExternalStore } from 'react';

import { useConsoleState } from '@/components/state/console-store';
import { type SignInNotice } from '@/lib/state/session';

const noSubscription = () => () => {};

/**
 * What the session guard found (the store's `signInNotice`), for the sign-in and sign-up forms. The guard sets
 * it in an effect that may run before a form's Suspense boundary hydrates, and the server rendered no
 * notice: so hydration renders none either, and the notice shows in the render right after.
 */
export function useGuardNotice(): SignInNotice | null {
  const notice = useConsoleState((state) => state.signInNotice);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? notice : null;
}
