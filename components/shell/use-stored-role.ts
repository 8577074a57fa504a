import { useSyncExternalStore } from 'react';

import type { Role } from '@/lib/auth/roles';
import { readStoredRecord } from '@/lib/auth/sign-in-record';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The role of the stored sign-in record (spec 6: roles are read from it); null on the server. */
export function useStoredRole(): Role | null {
  return useSyncExternalStore(
    subscribe,
    () => readStoredRecord()?.role ?? null,
    () => null,
  );
}
