import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expectPath } from './support/navigation';
import { createAppApi, runTag } from './support/product-api';
import { storedRecord } from './support/records';
import { expect, test } from './support/test';
import { openUserMenu, pageHeading, signInThroughForm } from './support/ui';

/** Security of the session as a browser holds it (OWASP ASVS 5.0 level 2): the cookie copy and sign-out. */

test.describe('sessions', () => {
  test('each sign-in gets a new token; the cookie copy is SameSite=Lax and expires with the token', async ({
    page,
    context,
    request,
  }) => {
    const account = await createCustomer(request);
    const tokens: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await page.goto('/auth/signin');
      await signInThroughForm(page, account.email, account.password);
      await expectPath(page, '/');
      await expect(pageHeading(page, 'Dashboard')).toBeVisible();
      const record = JSON.parse((await storedRecord(page)).authToken ?? 'null');
      tokens.push(record.sessionToken);
      const cookie = (await context.cookies(E2E_BASE_URL)).find((c) => c.name === 'auth_token');
      expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, httpOnly: false, path: '/' });
      // Never longer-lived than the token (cookie expiry has whole-second precision).
      expect(Math.abs(cookie!.expires * 1000 - record.tokenExpirationTimestamp)).toBeLessThan(1000);
      await openUserMenu(page, account.name);
      await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
      await expectPath(page, '/auth/signin');
    }
    expect(new Set([account.auth.sessionToken, ...tokens]).size).toBe(3);
  });

  test('a form sent before the scripts run never puts what was typed in the address', async ({ browser }) => {
    // A slow connection, or a password manager filling the form at once: the browser sends the form itself.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const secret = `Secret-${runTag()}`;
    for (const [path, field] of [
      ['/auth/signin', 'Password'],
      ['/auth/signup', 'Password'],
      ['/contact-us', 'Name'],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(field, { exact: true }).fill(secret);
      await Promise.all([page.waitForEvent('load'), page.getByLabel(field, { exact: true }).press('Enter')]);
      // Formik's form adds an empty fragment (action="#"), which carries nothing.
      const url = new URL(page.url());
      expect([path, url.pathname, url.search, page.url().includes(secret)]).toEqual([path, path, '', false]);
    }
    await context.close();
  });

  test('sign-out leaves no user data in the browser, and Back shows nothing protected', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const account = await createCustomer(request, `Sandra Session ${tag}`);
    await createAppApi(request, account.auth.sessionToken, {
      name: `Private App ${tag}`,
      platform: 'web',
      bundleId: `com.example.p${tag}`,
    });
    await page.goto('/auth/signin');
    await signInThroughForm(page, account.email, account.password);
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await page.goto('/app-management');
    await expect(page.getByRole('article', { name: `Private App ${tag}` })).toBeVisible();
    const token = JSON.parse((await storedRecord(page)).authToken ?? '{}').sessionToken as string;

    await openUserMenu(page, account.name);
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectPath(page, '/auth/signin');

    const stored = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Array.from(
          { length: storage.length },
          (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
        );
      return [...dump(window.localStorage), ...dump(window.sessionStorage), document.cookie].join('\n');
    });
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('\n');
    for (const secret of [token, account.email, account.name, `Private App ${tag}`, account.auth.user.id]) {
      expect(stored, 'localStorage, sessionStorage, document.cookie').not.toContain(secret);
      expect(cookies).not.toContain(encodeURIComponent(secret).slice(0, 20));
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(pageHeading(page, 'Sign in')).toBeVisible();
    await expect(page.getByText(`Private App ${tag}`)).toHaveCount(0);
    await expect(page.getByText(account.name)).toHaveCount(0);
  });
});
