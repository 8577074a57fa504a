import type { Locator } from '@playwright/test';

import {
  adminAccount,
  applyThemeMode,
  customerWithDevices,
  seedDisplay,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi } from './support/product-api';
import { boxOf, newCustomerOn, DARK } from './support/table-layout';
import { expect, test } from './support/test';

/**
 * The data table's controls and cells read whole (components/data-table/): the current page number under the
 * pointer, a search field's placeholder, and app names on one line. Measured on boxes and computed colours
 * in the real browser.
 */

/** WCAG contrast ratio of two CSS colours, through a canvas (Tailwind writes oklch). */
async function contrastOf(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test('the current page number stays readable under the pointer, light and dark', async ({
  page,
  context,
  request,
}) => {
  const { customer } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  await seedDisplay(context, { theme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/online-devices');
  await waitForShell(page);
  const current = page.getByRole('button', { name: 'Page 1', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await page.mouse.move(0, 0);
  expect(await contrastOf(current), 'light, at rest').toBeGreaterThanOrEqual(4.5);
  await current.hover();
  expect(await contrastOf(current), 'light, hovered').toBeGreaterThanOrEqual(4.5);

  await applyThemeMode(page, DARK);
  await current.hover();
  expect(await contrastOf(current), 'dark, hovered').toBeGreaterThanOrEqual(4.5);
});

/** How wide the field's placeholder is, and the room the field gives text (its content box). */
async function placeholderFit(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

test.describe('a search field shows its whole placeholder', () => {
  for (const width of [390, 1280]) {
    test(`the devices search, at ${width}px`, async ({ page }) => {
      await newCustomerOn(page, '/online-devices', 'ltr', width);
      const field = page.getByRole('searchbox', { name: 'Search' });
      const fit = await placeholderFit(field);
      expect(fit.placeholder).toBe('Device ID, model, OS or app version');
      expect(fit.text, 'the placeholder fits in the field').toBeLessThanOrEqual(fit.room);
      // And the field stays inside the table's frame.
      const frame = await boxOf(page.locator('[data-table-root]'));
      const box = await boxOf(field);
      expect(box.right).toBeLessThanOrEqual(frame.right);
      expect(box.left).toBeGreaterThanOrEqual(frame.left);
    });
  }

  // Longer in French: "Rechercher des applications, propriétaires, ID".
  for (const locale of ['en', 'fr']) {
    for (const path of ['/admin/app-management', '/admin-dashboard']) {
      test(`the admin's apps search on ${path}, ${locale}, at 1280px`, async ({ page, context, request }) => {
        // A customer whose name and email fill the owner filter's select to its widest.
        await createCustomer(request, 'Maximiliane Wolkenstein-Rodenegg');
        await signInContext(context, await adminAccount(request));
        await seedLanguage(context, locale);
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await waitForShell(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const fit = await placeholderFit(page.getByRole('searchbox'));
        expect(fit.placeholder).not.toBe('');
        expect(fit.text, `"${fit.placeholder}" fits in the field`).toBeLessThanOrEqual(fit.room);
      });
    }
  }
});

/** Lines a cell's text takes: one box per line of an inline element. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

test('app management at 1280px: app names and bundle ids read on one line', async ({
  page,
  context,
  request,
}) => {
  const owner = await createCustomer(request, 'Ola Owner');
  const apps = [
    { name: 'Acme Shop for iPhone', platform: 'ios', bundleId: 'de.harbor.kiosk' },
    { name: 'Harbor Kiosk Android', platform: 'android', bundleId: 'com.example.harbor.kiosk' },
  ];
  for (const app of apps) await createAppApi(request, owner.auth.sessionToken, app);
  await signInContext(context, await adminAccount(request));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/app-management?owner=${owner.auth.user.id}`);
  await waitForShell(page);
  for (const app of apps) {
    const name = page.getByRole('cell').getByText(app.name, { exact: true });
    await expect(name).toBeVisible();
    expect.soft(await lineCount(name), `"${app.name}" on one line`).toBe(1);
    const bundleId = page.getByRole('cell').getByText(app.bundleId, { exact: true });
    expect.soft(await lineCount(bundleId), `${app.bundleId} on one line`).toBe(1);
  }
});
