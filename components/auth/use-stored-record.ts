'use client';

import { useSyncExternalStore } from 'react';

import { AUTH_TOKEN_KEY, readRawStoredRecord } from '@/lib/auth/sign-in-record';

/** Before hydration the server cannot know what the browser stored. */
export const UNKNOWN_RECORD = undefined;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === AUTH_TOKEN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Storage the browser refuses (disabled, or blocked for this site) holds no record. */
function readRecordOrNone(): string | null {
  try {
    return readRawStoredRecord();
  } catch {
    return null;
  }
}

/**
 * The raw `auth_token` value in localStorage, as an external store: re-read on every render and
 * whenever another tab changes it (sign-in, sign-out), which is how sign-outs reach every tab.
 * `UNKNOWN_RECORD` while server rendering and hydrating.
 */
export function useStoredRecord(): string | null | typeof UNKNOWN_RECORD {
  return useSyncExternalStore(subscribe, readRecordOrNone, () => UNKNOWN_RECORD);
}
