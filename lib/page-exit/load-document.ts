/**
 * Replaces the page with a fresh document load of `url` (no history entry). Used where a session ends:
 * the client router's cache holds what the signed-in user saw, and prefetches made while signed in
 * (the middleware answered them with a redirect home), so a client-side navigation there could show
 * stale data or follow a stale redirect. A new document starts with an empty cache.
 */
export function loadDocument(url: string): void {
  window.location.replace(url);
}
