import type { Page, Request } from '@playwright/test';

import { CELLS, SIGN_IN } from './support/guard-matrix';
import { expectPath, trackNavigations } from './support/navigation';
import { CLEARED_STATES, cookieOf, RECORD_COOKIE, recordCookie, storedRecord } from './support/records';
import { expect, test } from './support/test';
import { FULL_SCREEN_LOADER } from './support/ui';

/**
 * The navigation guard as a user meets it in the browser: every state of the sign-in record on every kind of
 * page (the matrix is in e2e/support/guard-matrix.ts), and a record that expires while the page is open. The
 * middleware's answers are in e2e/guard-server.spec.ts.
 */

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
