/**
 * In-tab news that the session is ending (sign-out, expiry, refused token), so the session guard hides
 * the page at once and leaves the redirect to whoever ended it. Other tabs learn from `storage` events.
 * `pageStays`: the session ended by itself over unsaved work, which stays on screen (no redirect).
 */
export interface SessionEnding {
  pageStays: boolean;
}

const listeners = new Set<(ending: SessionEnding) => void>();

export function onSessionEnding(listener: (ending: SessionEnding) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionEnding(ending: SessionEnding): void {
  for (const listener of [...listeners]) listener(ending);
}
