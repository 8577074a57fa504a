import { runTag } from './support/product-api';
import { expect, test } from './support/test';
import { openGuideEditor, openUserMenu, pageHeading, waitForHydration } from './support/ui';

/**
 * What the user sees when the service is down (OWASP ASVS 5.0 level 2): errors said, and nothing typed lost.
 */

test.describe('service unavailable', () => {
  const UNAVAILABLE = {
    status: 503,
    contentType: 'application/json',
    headers: { 'Retry-After': '1' },
    body: JSON.stringify({
      error: { code: 'service_unavailable', message: 'The service is temporarily unavailable' },
    }),
  };
  const SAYS_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.';

  test('the dashboard says the service is unavailable and tries again by itself', async ({
    page,
    seedAs,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 503/);
    await seedAs('customer');
    await page.clock.install();
    // The page comes with its figures, which the server read while rendering it (docs/architecture.md,
    // "First answers"; with the database down there, the browser's own call meets the 503 below).
    await page.goto('/');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByText('Devices online now').first()).toBeVisible();
    // Its 30 s timer starts when the figures' part of the page has hydrated, which may come later.
    await waitForHydration(page.getByText('Devices online now').first());

    // The service goes down, and the figures' next refresh (every 30 s) is refused.
    let calls = 0;
    await page.route('**/api/stats', (route) => {
      calls += 1;
      return calls <= 2 ? route.fulfill(UNAVAILABLE) : route.continue();
    });
    await page.clock.fastForward(30_000);
    await expect(page.getByRole('alert').filter({ hasText: SAYS_UNAVAILABLE })).toBeVisible();
    // No click: after Retry-After (1 s, then 2 s) it asks again, and the notice goes.
    await expect(page.getByRole('alert').filter({ hasText: SAYS_UNAVAILABLE })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(page.getByText('Devices online now').first()).toBeVisible();
    expect(calls).toBe(3);
  });

  test('a failed name update keeps what the user typed and says why', async ({
    page,
    seedAs,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 503/);
    const seed = await seedAs('customer');
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(UNAVAILABLE) : route.continue(),
    );
    await page.goto('/');
    await openUserMenu(page, seed.user!.name);
    await page.getByRole('menuitem', { name: 'Edit profile name', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Name', exact: true });
    await dialog.getByPlaceholder('User name', { exact: true }).fill('Typed With Care');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('User name', { exact: true })).toHaveValue('Typed With Care');
    await expect(dialog).toContainText(SAYS_UNAVAILABLE);

    await page.unroute('**/api/user');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Typed With Care', exact: true })).toBeVisible();
  });

  test('a failed guide save keeps the text in the editor', async ({ page, seedAs, consoleWatch }) => {
    consoleWatch.allow(/status of 503/);
    await seedAs('admin');
    let puts = 0;
    await page.route(/\/api\/sdk-guide\?/, (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts += 1;
      return route.fulfill(UNAVAILABLE);
    });
    await page.goto('/admin/sdk-integration-guide');
    const { section: editorSection, editor } = await openGuideEditor(page);
    const note = `Unsaved note ${runTag()}`;
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(note);
    await editorSection.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(editorSection.getByRole('alert')).toContainText(SAYS_UNAVAILABLE);
    await expect(editor).toContainText(note);
    await expect(editorSection).toContainText('Unsaved changes.');
    await expect(editorSection.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    expect(puts).toBe(1);
    page.on('dialog', (dialog) => void dialog.accept());
  });
});
