import { isUserInfo, toSignInRecord, type SignInRecord, type UserInfo } from '@/lib/api/contract/auth';
import { forgetActiveOrg } from '@/lib/preferences/active-org';
import { mirrorCookie } from '@/lib/preferences/stored-preference';

/**
 * The sign-in record and its copies. This module is the only owner of the localStorage
 * keys `auth_token` and `user_info` and of the `auth_token` cookie: nothing else reads or writes them.
 * The pure half (parse, serialize, expiry) also runs in the Edge middleware; the browser half only
 * touches `window` when called. Like a stored preference, localStorage is the truth and the cookie
 * mirrors it (`mirrorCookie`), but the cookie lives only as long as the token, and a browser that
 * refuses storage is an error the callers tell the user about, not a value to do without.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_INFO_KEY = 'user_info';
export const RECORD_COOKIE = 'auth_token';
/**
 * The cookie copy of the first-run checklist's state remembered for the signed-in user
 * (lib/preferences/first-run-memory.ts), for the server's first render of the dashboard. Like the
 * user-scoped localStorage keys, it goes at sign-out with the record.
 */
export const FIRST_RUN_COOKIE = 'first_run_checklist';

export type { SignInRecord, UserInfo } from '@/lib/api/contract/auth';

function tryJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads a stored record, from localStorage (plain JSON) or from the cookie (URI-encoded JSON, which
 * some cookie readers already decode). Anything that is not a complete record with a known role is
 * `null`: such a record counts as no record at all.
 */
export function parseSignInRecord(raw: string | null | undefined): SignInRecord | null {
  if (!raw) return null;
  let value = tryJson(raw);
  if (value === undefined) {
    try {
      value = tryJson(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return toSignInRecord(value);
}

/** Expiry compares tokenExpirationTimestamp with the current time in milliseconds. */
export function isExpired(record: SignInRecord, now: number = Date.now()): boolean {
  return record.tokenExpirationTimestamp <= now;
}

function recordCookieValue(record: SignInRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}

/** A `document.cookie` assignment for the cookie copy: it never outlives the token. */
export function serializeRecordCookie(record: SignInRecord, secure: boolean): string {
  const expires = new Date(record.tokenExpirationTimestamp).toUTCString();
  return mirrorCookie(RECORD_COOKIE, recordCookieValue(record), `Expires=${expires}`, secure);
}

function expiredRecordCookie(secure: boolean): string {
  return mirrorCookie(RECORD_COOKIE, '', 'Max-Age=0', secure);
}

// ---- Browser half -------------------------------------------------------------------------------

function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}

export function readStoredRecord(): SignInRecord | null {
  return parseSignInRecord(window.localStorage.getItem(AUTH_TOKEN_KEY));
}

/** The raw stored value, so the guard can tell "no record" from "a record that must be cleared". */
export function readRawStoredRecord(): string | null {
  return window.localStorage.getItem(AUTH_TOKEN_KEY);
}

export function readStoredUserInfo(): UserInfo | null {
  const value = tryJson(window.localStorage.getItem(USER_INFO_KEY) ?? '');
  return isUserInfo(value) ? value : null;
}

export function storeUserInfo(user: UserInfo): void {
  window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
}

/** After sign-in or sign-up: the record, the user and the cookie copy, together. */
export function storeSignIn(record: SignInRecord, user: UserInfo | null): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, JSON.stringify(record));
  if (user) storeUserInfo(user);
  document.cookie = serializeRecordCookie(record, isSecurePage());
}

/** Re-writes the cookie copy from localStorage, the source of truth, so the middleware sees what the tab sees. */
export function syncRecordCookie(): void {
  const record = readStoredRecord();
  document.cookie = record
    ? serializeRecordCookie(record, isSecurePage())
    : expiredRecordCookie(isSecurePage());
}

const USER_SCOPED_PREFIX = 'user:';

/**
 * The localStorage key of something remembered for one user in this browser (the first-run
 * checklist's state): kept across reloads, and removed with everything else of the user at sign-out.
 */
export function userScopedStorageKey(userId: string, name: string): string {
  return `${USER_SCOPED_PREFIX}${userId}:${name}`;
}

/** Sign-out and cleared records: every trace of the user goes (ASVS 14.3.1). */
export function clearSignIn(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(USER_INFO_KEY);
  const scoped: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(USER_SCOPED_PREFIX)) scoped.push(key);
  }
  for (const key of scoped) window.localStorage.removeItem(key);
  document.cookie = mirrorCookie(FIRST_RUN_COOKIE, '', 'Max-Age=0', isSecurePage());
  forgetActiveOrg(isSecurePage());
  document.cookie = expiredRecordCookie(isSecurePage());
}

const COOKIE_STORE_PATIENCE_MS = 1000;

/**
 * Resolves once the browser's cookie store has let go of the record's cookie, for a page that loads a
 * new document right after `clearSignIn`. Chromium applies a `document.cookie` write to its store
 * asynchronously, and a navigation, which the browser starts, is not ordered after it: under load the
 * sign-in page's request still carried the cookie, and the middleware sent the signed-out user home.
 * The Cookie Store API's `delete` resolves after the store has changed. Where a browser lacks the API
 * (null: nothing to wait for) or refuses it, the `document.cookie` write above is all there is.
 */
export function recordCookieCleared(): Promise<void> | null {
  if (typeof cookieStore === 'undefined') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A store that never answers does not hold the user on a page they signed out of.
  return Promise.race([
    cookieStore.delete({ name: RECORD_COOKIE, path: '/' }),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, COOKIE_STORE_PATIENCE_MS))),
  ])
    .catch(() => {
      // Not a secure context, or the store refused: the expired cookie written by clearSignIn stands.
    })
    .finally(() => clearTimeout(timer));
}
