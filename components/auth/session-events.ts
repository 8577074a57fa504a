/**
 * In-tab news that the session is ending (sign-out, expiry, refused token), so the session guard hides
 * the page at once and leaves the redirect to whoever ended it. Other tabs learn from `storage` events.
 */
const listeners = new Set<() => void>();

export function onSessionEnding(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionEnding(): void {
  for (const listener of [...listeners]) listener();
}
