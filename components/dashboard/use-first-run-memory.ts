'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { useConsoleState } from '@/components/state/console-store';
import {
  readFirstRunMemory,
  rememberFirstRun,
  subscribeFirstRunMemory,
  type FirstRunMemory,
} from '@/lib/preferences/first-run-memory';

/**
 * Whether the dashboard shows the first-run checklist: while the customer is starting (`starting`), and
 * afterwards, "All set", until they hide it, across reloads (remembered per user in this browser until
 * sign-out, lib/preferences/first-run-memory.ts). `remembered`: the state the server read from the
 * cookie for its render, which hydration starts from, and which stands until the user is known here.
 */
export function useFirstRunMemory(starting: boolean, remembered: FirstRunMemory | null = null) {
  const userId = useConsoleState((state) => state.userInfo)?.id;
  // What this visit remembered, which stands even where it cannot be stored (the user not known here).
  const [here, setHere] = useState<FirstRunMemory | null>(null);
  const stored = useSyncExternalStore(
    subscribeFirstRunMemory,
    () => (userId ? readFirstRunMemory(userId) : remembered),
    () => remembered,
  );
  // Shown once, it stays (rendered again at once, before anything is committed).
  if (starting && here !== 'shown') setHere('shown');
  const current = here ?? stored;
  useEffect(() => {
    if (!userId) return;
    if (starting && stored !== 'shown') rememberFirstRun(userId, 'shown');
    // The cookie copy catches up with a state stored before it existed, for the next load's HTML.
    else if (stored && stored !== remembered) rememberFirstRun(userId, stored);
  }, [remembered, starting, stored, userId]);
  const hide = useCallback(() => {
    setHere('hidden');
    if (userId) rememberFirstRun(userId, 'hidden');
  }, [userId]);
  return { shown: starting || current === 'shown', hide };
}
