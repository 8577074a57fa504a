import { FIRST_RUN_COOKIE, userScopedStorageKey } from '@/lib/auth/sign-in-record';
import {
  preferenceCookie,
  readCookie,
  readPreference,
  writePreference,
} from '@/lib/preferences/stored-preference';

/**
 * Whether the dashboard's first-run checklist was shown to a user, or hidden by them since
 * (docs/product.md, "Install check"): kept in localStorage per user, the source of truth, and mirrored
 * to a cookie (`<user id>:<state>`) that the server reads for its first render, so that a checklist
 * still to be hidden is in the page's HTML instead of appearing above the figures once the page has
 * loaded. Both go at sign-out (`clearSignIn`). Only the browser half touches `window` and `document`.
 */
export type FirstRunMemory = 'shown' | 'hidden';

function isMemory(value: string | null | undefined): value is FirstRunMemory {
  return value === 'shown' || value === 'hidden';
}

/** The state in the cookie's value, when it is `userId`'s; otherwise none. */
export function parseFirstRunCookie(value: string | undefined, userId: string): FirstRunMemory | null {
  if (!value) return null;
  const separator = value.lastIndexOf(':');
  const state = value.slice(separator + 1);
  return value.slice(0, separator) === userId && isMemory(state) ? state : null;
}

// ---- Browser half -------------------------------------------------------------------------------

const storageKey = (userId: string) => userScopedStorageKey(userId, 'first_run_checklist');
const listeners = new Set<() => void>();

/**
 * The user's remembered state: localStorage's, or the cookie's when the browser refuses storage (or
 * its value was lost).
 */
export function readFirstRunMemory(userId: string): FirstRunMemory | null {
  const stored = readPreference(storageKey(userId));
  return isMemory(stored) ? stored : parseFirstRunCookie(readCookie(FIRST_RUN_COOKIE), userId);
}

/** Remembers the state for the user, in both places, and tells this tab's readers. */
export function rememberFirstRun(userId: string, memory: FirstRunMemory): void {
  // The cookie's value names the user, localStorage's key does: each is written in its own form.
  writePreference({ key: storageKey(userId) }, memory);
  document.cookie = preferenceCookie(FIRST_RUN_COOKIE, `${userId}:${memory}`);
  for (const listener of listeners) listener();
}

/** Calls `listener` when the state may have changed: here, or in another tab (a `storage` event). */
export function subscribeFirstRunMemory(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
