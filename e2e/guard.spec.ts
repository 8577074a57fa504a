import type { Page, Request } from '@playwright/test';

import { E2E_BASE_URL } from './support/env';
import { expectPath, trackNavigations } from './support/navigation';
import {
  CLEARED_STATES,
  cookieHeader,
  cookieOf,
  makeSeed,
  RECORD_COOKIE,
  RECORD_STATES,
  recordCookie,
  storedRecord,
  type RecordState,
} from './support/records';
import { expect, test } from './support/test';
import { FULL_SCREEN_LOADER } from './support/ui';

const SIGN_IN = '/auth/signin';
const signInFor = (path: string) => `${SIGN_IN}?next=${encodeURIComponent(path)}`;
const expiredSignInFor = (path: string) => `${SIGN_IN}?reason=expired&next=${encodeURIComponent(path)}`;

/** One page of each kind: auth layout, the customer home and a customer page, two admin pages, none. */
const PAGES = {
  auth: '/auth/signup',
  home: '/',
  app: '/online-devices',
  admin: '/admin-dashboard',
  test: '/test',
  unknown: '/no-such-page',
  unknownFile: '/no-such-report.csv',
} as const;
type PageKind = keyof typeof PAGES;

const signedOut = (authPage: string): Record<PageKind, string> => ({
  auth: authPage,
  home: signInFor('/'),
  app: signInFor('/online-devices'),
  admin: signInFor('/admin-dashboard'),
  test: signInFor('/test'),
  unknown: SIGN_IN,
  unknownFile: SIGN_IN,
});

/**
 * Where each visit must end (spec 4, DESIGN 3), written out rather than computed by the code under
 * test. A wrong role or an unknown route goes straight to the user's home: the sign-in page would
 * send a signed-in user there anyway, and the guard resolves in one redirect.
 */
const EXPECTED: Record<RecordState, Record<PageKind, string>> = {
  none: signedOut(PAGES.auth),
  customer: {
    auth: '/',
    home: '/',
    app: '/online-devices',
    admin: '/',
    test: '/',
    unknown: '/',
    unknownFile: '/',
  },
  admin: {
    auth: '/admin-dashboard',
    home: '/admin-dashboard',
    app: '/admin-dashboard',
    admin: '/admin-dashboard',
    test: '/test',
    unknown: '/admin-dashboard',
    unknownFile: '/admin-dashboard',
  },
  // Spec 4: an expired record is removed and the user goes to the sign-in page, which says why; the
  // address keeps the console page the user was on their way to.
  expired: {
    auth: SIGN_IN,
    home: expiredSignInFor('/'),
    app: expiredSignInFor('/online-devices'),
    admin: expiredSignInFor('/admin-dashboard'),
    test: expiredSignInFor('/test'),
    unknown: SIGN_IN,
    unknownFile: SIGN_IN,
  },
  malformed: signedOut(PAGES.auth),
  unknownRole: signedOut(PAGES.auth),
};

/** Resolves once the page's main thread is idle: no script, render or effect is waiting to run. */
const mainThreadIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/**
 * Follows the client-side navigations of a page (`router.replace` fetches the next page's payload, with
 * the `RSC` header and without a prefetch header), so a test can wait for the ones on their way.
 */
function watchClientNavigations(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    const headers = request.headers();
    const prefetch = headers['next-router-prefetch'] || headers['next-router-segment-prefetch'];
    if (headers.rsc === '1' && !prefetch) pending.add(request);
  });
  const finished = (request: Request) => void pending.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    /**
     * Waits until the visit can move no further, with no fixed pause: the document has loaded (its
     * scripts have run), the main thread has gone idle (hydration is done and the client guard has
     * decided, so a redirect of its own has started), and every client-side navigation has come back
     * and been rendered (idle again).
     */
    async settled(): Promise<void> {
      await page.waitForLoadState('load');
      await mainThreadIdle(page);
      await expect
        .poll(() => pending.size, { message: 'client-side navigations still on their way' })
        .toBe(0);
      await mainThreadIdle(page);
    },
  };
}

const CELLS = RECORD_STATES.flatMap((state) =>
  (Object.entries(PAGES) as [PageKind, string][]).map(([kind, path]) => ({
    state,
    path,
    expected: EXPECTED[state][kind],
  })),
);

test.describe('guard in the browser', () => {
  for (const { state, path, expected } of CELLS) {
    test(`${state} record on ${path} ends at ${expected}`, async ({ page, context, seedAs }) => {
      const seed = await seedAs(state);
      const navigations = trackNavigations(page);
      const clientNavigations = watchClientNavigations(page);
      const response = await page.goto(path);
      await expectPath(page, expected);
      // The page shows: the first-mount loader has gone and a heading shows.
      await expect(page.getByTestId(FULL_SCREEN_LOADER)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A second redirect, from the client guard once the page has hydrated, would come after that:
      // the visit ends where it should and stays there.
      await clientNavigations.settled();
      await expectPath(page, expected);
      const route = navigations.urls.join(' -> ');
      expect(navigations.redirects(response), `redirects: ${route}`).toBe(expected === path ? 0 : 1);
      const notice = page.getByRole('main').getByText('Your session has expired. Please sign in again.');
      // Wherever an expired record is found, the sign-in page says why (from the address, or from the
      // client guard that cleared the record); for no other record state.
      await expect(notice).toHaveCount(state === 'expired' ? 1 : 0);

      if (CLEARED_STATES.has(state)) {
        await expect.poll(() => storedRecord(page)).toEqual({ authToken: null, userInfo: null });
        await expect.poll(() => cookieOf(context, RECORD_COOKIE)).toBeNull();
      } else if (seed.raw !== null) {
        expect((await storedRecord(page)).authToken).toBe(seed.raw);
        expect(await recordCookie(context)).toEqual(JSON.parse(seed.raw));
      }
    });
  }

  test('a token that expires while the page is open signs the user out', async ({
    page,
    context,
    seedAs,
  }) => {
    // The page runs on Playwright's clock, which the expiry timer (a setTimeout to the record's expiry,
    // read with Date.now) follows: the hour to the expiry passes when the test says so.
    await page.clock.install();
    const seed = await seedAs('customer', { expiresInMs: 3_600_000 });
    await page.goto('/online-devices');
    await expect(page.getByRole('heading', { name: 'Online devices', level: 1 })).toBeVisible();
    await expectPath(page, '/online-devices');
    // The shell is up once the session guard, which sets the timer, has mounted.
    await expect(page.getByTestId(FULL_SCREEN_LOADER)).toHaveCount(0);

    // Ten minutes before the expiry nothing has happened: the timers due by then have run (fastForward
    // runs them before it returns), and the record is still there.
    await page.clock.fastForward('50:00');
    expect((await storedRecord(page)).authToken).toBe(seed.raw);
    await expectPath(page, '/online-devices');

    await page.clock.fastForward('10:01');
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expectPath(page, `${SIGN_IN}?reason=expired&next=%2Fonline-devices`);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(await storedRecord(page)).toEqual({ authToken: null, userInfo: null });
    expect(await cookieOf(context, RECORD_COOKIE)).toBeNull();
  });

  test('the sign-in page says why after an expiry', async ({ page }) => {
    await page.goto(`${SIGN_IN}?reason=expired&next=%2Fonline-devices`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Your session has expired. Please sign in again.',
    );
  });
});

/** Request headers that must not change the middleware's answer (prefetches, RSC, CVE-2025-29927). */
const SPECIAL_HEADERS: Record<string, Record<string, string>> = {
  'RSC: 1': { RSC: '1' },
  'Next-Router-Prefetch: 1': { 'Next-Router-Prefetch': '1' },
  'x-middleware-subrequest': {
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  },
};

test.describe('guard on the server (middleware)', () => {
  test('answers every record state and page before rendering', async ({ playwright, request }) => {
    // A context without a cookie jar: each call carries exactly the cookie it is given.
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    for (const state of RECORD_STATES) {
      const seed = await makeSeed(request, state);
      for (const [kind, path] of Object.entries(PAGES) as [PageKind, string][]) {
        const expected = EXPECTED[state][kind];
        const label = `${state} record, GET ${path}`;
        const response = await api.get(path, { maxRedirects: 0, headers: cookieHeader(seed) });
        if (expected === path) {
          expect(response.status(), label).toBe(200);
        } else {
          expect(response.status(), label).toBe(307);
          const location = new URL(response.headers().location, E2E_BASE_URL);
          expect(`${location.pathname}${location.search}`, label).toBe(expected);
        }
        const setCookie = response.headers()['set-cookie'] ?? '';
        if (CLEARED_STATES.has(state)) {
          expect(setCookie, `${label} clears the cookie copy`).toMatch(
            /auth_token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
          );
        } else {
          expect(setCookie, `${label} keeps the cookie copy`).not.toContain(`${RECORD_COOKIE}=`);
        }
      }
    }
    await api.dispose();
  });

  test('lets crawlers read robots.txt, which keeps them out of every page', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const response = await api.get('/robots.txt', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await response.text()).split('\n').map((line) => line.trim());
    expect(rules).toContain('User-agent: *');
    expect(rules).toContain('Disallow: /');
    // Any other file-like address is still a page behind the guard.
    const other = await api.get('/robots.txt.bak', { maxRedirects: 0 });
    expect(other.status()).toBe(307);
    await api.dispose();
  });

  test('sends the shell and the page heading in the first byte when the cookie copy allows the page', async ({
    playwright,
    request,
  }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const customer = await makeSeed(request, 'customer');
    const html = await (await api.get(PAGES.app, { headers: cookieHeader(customer) })).text();
    expect(html).toMatch(/<h1[^>]*>Online devices<\/h1>/);
    expect(html).toContain('id="app-sidebar"');
    const admin = await makeSeed(request, 'admin');
    const adminHtml = await (await api.get(PAGES.admin, { headers: cookieHeader(admin) })).text();
    expect(adminHtml).toMatch(/<h1[^>]*>Admin dashboard<\/h1>/);
    await api.dispose();
  });

  for (const [name, headers] of Object.entries(SPECIAL_HEADERS)) {
    test(`gives the same answer to requests with ${name}`, async ({ playwright, request }) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      for (const path of [PAGES.home, PAGES.app, PAGES.admin, PAGES.test]) {
        const response = await api.get(path, { maxRedirects: 0, headers });
        expect(response.status(), `no record, GET ${path} with ${name}`).toBe(307);
        const location = new URL(response.headers().location, E2E_BASE_URL);
        expect(`${location.pathname}${location.search}`).toBe(signInFor(path));
      }
      // A valid customer record with the header still may not see an admin page.
      const customer = await makeSeed(request, 'customer');
      const response = await api.get(PAGES.admin, {
        maxRedirects: 0,
        headers: { ...headers, ...cookieHeader(customer) },
      });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location, E2E_BASE_URL).pathname).toBe('/');
      await api.dispose();
    });
  }
});
