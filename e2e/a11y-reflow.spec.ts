import { customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { expect, test } from './support/test';

/**
 * Reflow (WCAG 1.4.10): at 320px wide no customer page scrolls sideways. The axe checks of every page are in
 * e2e/a11y.spec.ts.
 */

test.beforeEach(async ({ page }) => {
  // Entrance animations and transitions end at once, as in the other accessibility specs.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('reflow at 320px (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no customer page scrolls sideways, and every page button stays on screen', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    // Eight pages of devices: page 3 shows "1 2 3 4 5 … 8" between Previous and Next.
    const { customer } = await customerWithDevices(request, { devices: 176 });
    await signInContext(context, customer);
    for (const path of [
      '/',
      '/app-management',
      '/online-devices?status=all&page=3',
      '/sdk-integration-guide',
    ]) {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.startsWith('/online-devices')) {
        const pages = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button');
        await expect(pages).toHaveCount(8);
        for (const box of await pages.evaluateAll((buttons) =>
          buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
        )) {
          expect(box.left, `${path}: a page button starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${path}: a page button ends on screen`).toBeLessThanOrEqual(320);
        }
      }
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, `${path}: the page does not scroll sideways`).toBeLessThanOrEqual(widths.client);
    }
  });
});
