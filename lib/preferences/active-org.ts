import {
  isPreferenceKey,
  mirrorCookie,
  readCookie,
  readPreference,
  writePreference,
} from '@/lib/preferences/stored-preference';

/**
 * The organisation the console acts in (docs/product.md, Organisations): its id, kept in localStorage,
 * the source of truth, and mirrored to the `active_org` cookie so a page's server render and the browser
 * agree on it. The server keeps its own copy (`users.active_org_id`, set by `PUT /api/orgs/active`),
 * which a call without the header and a reload act in; this one is what the HTTP client names in
 * `X-Fleetdeck-Org`, so a tab never acts in an organisation it does not show. Both go at sign-out
 * (`clearSignIn`). Only the browser half touches `window` and `document`.
 */
export const ACTIVE_ORG = { key: 'active_org', cookie: 'active_org' } as const;

/** An id as stored: short, printable, no separators a cookie or a header would split on. */
export function parseActiveOrg(value: string | null | undefined): string | null {
  if (!value) return null;
  const decoded = safeDecode(value);
  return decoded && /^[\w-]{1,128}$/.test(decoded) ? decoded : null;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

// ---- Browser half -------------------------------------------------------------------------------

/** The stored id: localStorage's, or the cookie's when the browser refuses storage. */
export function readActiveOrg(): string | null {
  if (typeof window === 'undefined') return null;
  return parseActiveOrg(readPreference(ACTIVE_ORG.key)) ?? parseActiveOrg(readCookie(ACTIVE_ORG.cookie));
}

/**
 * Stores the id in both places. Other tabs hear it (the `storage` event); this tab's caller sets its
 * store itself.
 */
export function storeActiveOrg(orgId: string): void {
  if (readActiveOrg() === orgId) return;
  writePreference(ACTIVE_ORG, encodeURIComponent(orgId));
}

/** Forgets the id (sign-out): the next user starts in their own active organisation. */
export function forgetActiveOrg(secure?: boolean): void {
  try {
    window.localStorage.removeItem(ACTIVE_ORG.key);
  } catch {
    // Storage refused: the cookie below was all there was.
  }
  document.cookie = mirrorCookie(ACTIVE_ORG.cookie, '', 'Max-Age=0', secure);
}

/** Calls `listener` when another tab may have changed the id. */
export function subscribeActiveOrg(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isPreferenceKey(ACTIVE_ORG.key, event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
