/**
 * The one in-tab channel of the browser session's lifecycle (other tabs learn from `storage` events):
 * - `ending`: this tab is ending the session (sign-out, expiry, refused token), so the session guard
 *   hides the page at once and leaves the redirect to whoever ended it. `pageStays`: the session ended
 *   by itself over unsaved work, which stays on screen (no redirect).
 * - `refused`: a request made with `token` answered 401, so that token is dead (revoked, expired or
 *   unknown), whichever call found out; the session guard then ends the session, unless the tab holds
 *   another token by then (a call that left before a sign-in in another tab and came back after it).
 * Kept free of React and of the browser, so the HTTP client can report to it.
 */
export type SessionEvent =
  | { type: 'ending'; pageStays: boolean }
  | { type: 'refused'; token: string }
  // A call was refused for want of two-factor sign-in (403 mfa_required): the shell's gate offers it.
  | { type: 'mfaRequired' };

const listeners = new Set<(event: SessionEvent) => void>();

/** Returns the unsubscribe function. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionEvent(event: SessionEvent): void {
  // A copy, so a listener that unsubscribes while running does not disturb the loop.
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}
