import { createCustomer, signInAdmin, uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { createAppApi, runTag } from './support/product-api';
import { makeSeed, seedRecord } from './support/records';
import { expect, test } from './support/test';
import { pageHeading, signInThroughForm } from './support/ui';

/** Cross-site requests and escaping (OWASP ASVS 5.0 level 2): what another site and a crafted name can do. */

test.describe('cross-site requests', () => {
  test('a page of another site cannot post to the API; the console’s own pages can', async ({
    page,
    request,
    consoleWatch,
  }) => {
    const tag = runTag();
    const message = `Forged message ${tag}`;
    const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', message, pad: '' }).slice(0, -2);
    // An attacker's page on another origin, served by the test: a JSON body smuggled in a text/plain
    // form (`name=value` becomes `..."pad":"=value"}`), the classic cross-site post. (A fetch from
    // there would not even leave Chromium: a public page may not call a loopback address.)
    consoleWatch.allow(/status of 403/);
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Evil</title>
          <form method="post" action="${E2E_BASE_URL}/api/contact" enctype="text/plain">
            <input type="hidden" name='${body}' value='"}'>
            <button>Win a prize</button>
          </form>`,
      }),
    );
    await page.goto('http://evil.test/');
    const answer = page.waitForResponse(`${E2E_BASE_URL}/api/contact`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    expect((await answer).status()).toBe(403);

    // The console's own contact form, on its own origin, is accepted.
    await page.goto('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Connie');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('csrf'));
    await page.getByLabel('Message', { exact: true }).fill(`Real message ${tag}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');

    const admin = await signInAdmin(request);
    const stored = await request.get('/api/admin/contact-messages', {
      headers: { Authorization: `Bearer ${admin.auth.sessionToken}` },
    });
    const messages = ((await stored.json()).data as { message: string }[]).map((m) => m.message);
    expect(messages).toContain(`Real message ${tag}`);
    expect(messages.filter((text) => text.includes(tag) && text !== `Real message ${tag}`)).toEqual([]);
  });
});

test.describe('text is shown as text', () => {
  test('names and app names with markup are escaped on every page that shows them', async ({
    page,
    browser,
    consoleWatch,
    request,
  }) => {
    const tag = runTag();
    const userName = `<img src=x onerror="window.__xss=1"> Ivy ${tag}`;
    const appName = `<script>window.__xss=2</script><b>App ${tag}</b>`;
    const account = await createCustomer(request, userName);
    await createAppApi(request, account.auth.sessionToken, {
      name: appName,
      platform: 'ios',
      bundleId: `com.example.x${tag}`,
    });
    await page.goto('/auth/signin');
    await signInThroughForm(page, account.email, account.password);
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: userName, exact: true })).toBeVisible();
    for (const path of ['/', '/app-management', '/sdk-integration-guide']) {
      await page.goto(path);
      // The guide names the app in its app picker, the other pages in their text.
      const shown =
        path === '/sdk-integration-guide'
          ? page.getByRole('option', { name: appName, exact: true })
          : page.getByText(appName, { exact: true }).filter({ visible: true }).first();
      await expect(shown).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('img[src="x"], main b')).toHaveCount(0);
    }

    const adminContext = await browser.newContext();
    consoleWatch.attach(adminContext);
    await seedRecord(adminContext, await makeSeed(request, 'admin'));
    const admin = await adminContext.newPage();
    await admin.goto('/admin-dashboard');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(admin.getByText(appName, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(await admin.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(admin.locator('img[src="x"], main b')).toHaveCount(0);
    await adminContext.close();
  });
});
