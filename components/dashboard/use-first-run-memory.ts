'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';

import { userScopedStorageKey } from '@/lib/auth/sign-in-record';
import { userInfoAtom } from '@/lib/state/user';

type Memory = 'shown' | 'hidden' | null;

/** Whether this user's checklist was shown, or hidden since (removed at sign-out with the user's data). */
const storageKey = (userId: string) => userScopedStorageKey(userId, 'first_run_checklist');

function read(key: string | null): Memory {
  if (!key || typeof window === 'undefined') return null;
  try {
    const value = window.localStorage.getItem(key);
    return value === 'shown' || value === 'hidden' ? value : null;
  } catch {
    return null;
  }
}

function write(key: string | null, value: Exclude<Memory, null>): void {
  if (!key) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): remembered for this visit only.
  }
}

/**
 * Whether the dashboard shows the first-run checklist: while the customer is starting (`starting`), and
 * afterwards, "All set", until they hide it, across reloads (remembered per user in this browser until
 * sign-out).
 */
export function useFirstRunMemory(starting: boolean) {
  const userId = useAtomValue(userInfoAtom)?.id;
  const key = userId ? storageKey(userId) : null;
  const [memory, setMemory] = useState<{ key: string | null; value: Memory }>(() => ({
    key,
    value: read(key),
  }));
  const current = memory.key === key ? memory.value : read(key);
  if (memory.key !== key) setMemory({ key, value: current });
  if (starting && current !== 'shown') {
    write(key, 'shown');
    setMemory({ key, value: 'shown' });
  }
  const hide = useCallback(() => {
    write(key, 'hidden');
    setMemory({ key, value: 'hidden' });
  }, [key]);
  return { shown: starting || current === 'shown', hide };
}
