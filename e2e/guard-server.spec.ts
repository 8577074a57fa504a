import { E2E_BASE_URL } from './support/env';
import { EXPECTED, PAGES, signInFor, type PageKind } from './support/guard-matrix';
import { CLEARED_STATES, cookieHeader, makeSeed, RECORD_COOKIE, RECORD_STATES } from './support/records';
import { expect, test } from './support/test';

/**
 * The navigation guard on the server (the middleware): what it answers each state of the sign-in record
 * before anything renders (the matrix is in e2e/support/guard-matrix.ts). The guard in the browser is in
 * e2e/guard-browser.spec.ts.
 */

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

  test('answers a browser’s own /favicon.ico with the console’s icon, to anyone', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const response = await api.get('/favicon.ico', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/icon.svg');
    const icon = await api.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
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
