import { isDeepStrictEqual } from 'node:util';

/**
 * The request a server component reads through `next/headers`, for tests of a page's first answers
 * (lib/server/first-render/). A test file mocks the module with it:
 * `jest.mock('next/headers', () => jest.requireActual<...>('@/test/server/page-request').nextHeaders)`.
 */
import { RECORD_COOKIE } from '@/lib/auth/sign-in-record';
import type { SignedIn } from '@/test/server/fixtures';
import { apiRequest } from '@/test/server/support';

const requestCookies = new Map<string, string>();
/** A browser's load of the page: what Chromium sends with a document request. */
const BROWSER_LOAD = {
  'x-forwarded-for': '10.0.0.1',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
let requestHeaders = new Headers(BROWSER_LOAD);

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (requestCookies.has(name) ? { name, value: requestCookies.get(name) } : undefined),
  }),
  headers: async () => new Headers(requestHeaders),
};

/** The request's headers instead of a browser's page load (Next.js's own requests send others). */
export function setRequestHeaders(headers: Record<string, string>): void {
  requestHeaders = new Headers(headers);
}

/** The cookie copy of a sign-in record, as the browser writes it; `role` as the record claims it. */
export function signInCookie(who: SignedIn, role = who.user.role): void {
  const record = { sessionToken: who.token, role, tokenExpirationTimestamp: Date.now() + 3_600_000 };
  requestCookies.set(RECORD_COOKIE, encodeURIComponent(JSON.stringify(record)));
}

/** A cookie as the request carries it, whatever its value. */
export function setRequestCookie(name: string, value: string): void {
  requestCookies.set(name, value);
}

/** Back to a browser's load of the page, without cookies. */
export function clearRequestCookies(): void {
  requestCookies.clear();
  requestHeaders = new Headers(BROWSER_LOAD);
}

/** An API route's answer to the browser's call (`path`, with the token): what a first answer must equal. */
export async function apiAnswer(
  route: (request: Request) => Promise<Response>,
  path: string,
  token: string,
): Promise<unknown> {
  const response = await route(apiRequest(path, { token }));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * Reads what a first render and the API answer, as `[firstRender, api]` pairs, until every pair
 * agrees (at most three reads), then asserts they do. For admin-wide figures on a database shared with
 * other test files (`npm run test:pg`): their devices cross the online window between two reads.
 */
export async function expectAgreeing(read: () => Promise<[unknown, unknown][]>): Promise<void> {
  let pairs = await read();
  for (let attempt = 1; attempt < 3 && pairs.some(([a, b]) => !isDeepStrictEqual(a, b)); attempt += 1) {
    pairs = await read();
  }
  for (const [firstRender, api] of pairs) expect(firstRender).toEqual(api);
}
