/**
 * A value the browser keeps in localStorage, the source of truth, and mirrors to a cookie that the
 * server reads for its first render, so nothing flashes: the display settings, the language, the time
 * zone, the sidebar, and (with its own lifetime and storage rules) the sign-in record. Each concern
 * declares where its value lives (a `Preference`: key, cookie) and writes its own form of the value;
 * what they share are the plain functions below, which take that declaration. Functions, not an object
 * of methods, so that a page's bundle keeps only the ones it calls (every page loads this). Cookie
 * names and formats stay the concerns' own: the middleware and the server render read them. Only the
 * functions touch `window` and `document`, so the server may import a concern's declaration.
 */

/** A preference lasts a year, as it is not a credential. */
export const PREFERENCE_LIFETIME = 'Max-Age=31536000';

/**
 * A `document.cookie` assignment for a mirror: every path, Lax, and Secure on HTTPS. `lifetime` is its
 * `Max-Age=...` or `Expires=...`.
 */
export function mirrorCookie(
  name: string,
  value: string,
  lifetime: string,
  secure = globalThis.location?.protocol === 'https:',
): string {
  return `${name}=${value}; Path=/; ${lifetime}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where a preference is kept: its localStorage key (none when the cookie alone keeps it) and the cookie
 * the server reads (none when the server does not need it). The functions below store and read the
 * value as a string; each concern writes and reads its own form around them (a language code as it
 * is, a time zone URI-encoded, the display settings' cookie as JSON). Those that need only one of the
 * two names take that name.
 */
export interface Preference {
  key?: string;
  cookie?: string;
}

/** The value stored under `key`; null when there is none, or the browser refuses storage. */
export function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage the browser refuses (a SecurityError) holds nothing; the page keeps the cookie's value.
    return null;
  }
}

/** The value of the cookie `name` as the page sees it (`document.cookie`); none when it is not set. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The `document.cookie` assignment that mirrors a preference's value to its cookie. */
export function preferenceCookie(cookie: string, value: string): string {
  return mirrorCookie(cookie, value, PREFERENCE_LIFETIME);
}

/** Stores the value (the cookie alone keeps it when the browser refuses storage) and mirrors it. */
export function writePreference({ key, cookie }: Preference, value: string): void {
  try {
    if (key !== undefined) window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the cookie alone carries the value, for as long as the browser keeps it.
  }
  if (cookie !== undefined) document.cookie = preferenceCookie(cookie, value);
}

/** Whether a `storage` event is about the value under `key` (`null`: the whole storage was cleared). */
export function isPreferenceKey(key: string, changed: string | null): boolean {
  return changed === null || changed === key;
}
