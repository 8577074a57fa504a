import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { createCustomer, signInAdmin, type AuthResponse } from './accounts';
import { E2E_BASE_URL } from './env';

/** The sign-in record states of the guard matrix (docs/product.md, Guard). */
export const RECORD_STATES = ['none', 'customer', 'admin', 'expired', 'malformed', 'unknownRole'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** States whose record the guard must remove (localStorage and cookie copy). */
export const CLEARED_STATES: ReadonlySet<RecordState> = new Set(['expired', 'malformed', 'unknownRole']);

export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_INFO_KEY = 'user_info';
export const RECORD_COOKIE = 'auth_token';

/** A record as the browser would hold it: the raw localStorage value and the stored user. */
export interface Seed {
  state: RecordState;
  /** localStorage `auth_token` as stored; null for no record. */
  raw: string | null;
  user: AuthResponse['user'] | null;
  /** The real session token behind the record, when there is one. */
  token: string | null;
}

export function recordJson(auth: Pick<AuthResponse, 'sessionToken' | 'role' | 'tokenExpirationTimestamp'>) {
  const { sessionToken, role, tokenExpirationTimestamp } = auth;
  return JSON.stringify({ sessionToken, role, tokenExpirationTimestamp });
}

/** The cookie copy's value: the record's JSON, URI-encoded. */
export function cookieValue(raw: string): string {
  return encodeURIComponent(raw);
}

export function cookieHeader(seed: Seed): Record<string, string> {
  return seed.raw === null ? {} : { cookie: `${RECORD_COOKIE}=${cookieValue(seed.raw)}` };
}

/** The user_info a browser may still hold next to a broken record: it must go with the record. */
function strayUser(name: string): AuthResponse['user'] {
  return { id: 'stray', name, email: 'stray@example.com', role: 'customer' };
}

/**
 * Makes a record in the given state, with a real account and session behind it where the state has
 * one. `expiresInMs` overrides the expiry of a customer record (expired: a minute ago).
 */
export async function makeSeed(
  request: APIRequestContext,
  state: RecordState,
  { expiresInMs }: { expiresInMs?: number } = {},
): Promise<Seed> {
  switch (state) {
    case 'none':
      return { state, raw: null, user: null, token: null };
    case 'customer':
    case 'expired': {
      const { auth } = await createCustomer(request);
      const offset = state === 'expired' ? -60_000 : expiresInMs;
      const expiry = offset === undefined ? auth.tokenExpirationTimestamp : Date.now() + offset;
      const raw = recordJson({ ...auth, tokenExpirationTimestamp: expiry });
      return { state, raw, user: auth.user, token: auth.sessionToken };
    }
    case 'admin': {
      const { auth } = await signInAdmin(request);
      return { state, raw: recordJson(auth), user: auth.user, token: auth.sessionToken };
    }
    case 'malformed':
      return { state, raw: '{"sessionToken":', user: strayUser('Mal Formed'), token: null };
    case 'unknownRole':
      return {
        state,
        raw: JSON.stringify({
          sessionToken: 'e2e-unknown-role-token',
          role: 'superuser',
          tokenExpirationTimestamp: Date.now() + 3_600_000,
        }),
        user: strayUser('Root User'),
        token: null,
      };
  }
}

let seedCounter = 0;

/**
 * Puts values into the context's localStorage before any page script runs, once per context: the
 * init script runs on every document, so a flag keeps a reload from restoring what the app removed.
 */
export async function seedLocalStorage(context: BrowserContext, items: Record<string, string>) {
  seedCounter += 1;
  const flag = `e2e-seeded-${process.pid}-${seedCounter}`;
  await context.addInitScript(
    ({ flag: key, items: values }) => {
      if (window.location.origin === 'null' || window.localStorage.getItem(key)) return;
      for (const [name, value] of Object.entries(values)) window.localStorage.setItem(name, value);
      window.localStorage.setItem(key, '1');
    },
    { flag, items },
  );
}

/** Seeds the record the way a signed-in browser holds it: localStorage plus the cookie copy. */
export async function seedRecord(context: BrowserContext, seed: Seed): Promise<void> {
  if (seed.raw === null) return;
  await seedLocalStorage(context, {
    [AUTH_TOKEN_KEY]: seed.raw,
    ...(seed.user ? { [USER_INFO_KEY]: JSON.stringify(seed.user) } : {}),
  });
  await context.addCookies([{ name: RECORD_COOKIE, value: cookieValue(seed.raw), url: E2E_BASE_URL }]);
}

export async function storedRecord(page: Page) {
  return page.evaluate(
    ([tokenKey, userKey]) => ({
      authToken: window.localStorage.getItem(tokenKey),
      userInfo: window.localStorage.getItem(userKey),
    }),
    [AUTH_TOKEN_KEY, USER_INFO_KEY] as const,
  );
}

export async function cookieOf(context: BrowserContext, name: string) {
  return (await context.cookies(E2E_BASE_URL)).find((cookie) => cookie.name === name)?.value ?? null;
}

/** The cookie copy of the record, decoded and parsed (null when absent). */
export async function recordCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const value = await cookieOf(context, RECORD_COOKIE);
  return value ? (JSON.parse(decodeURIComponent(value)) as Record<string, unknown>) : null;
}
