import type { Locator, Page } from '@playwright/test';

import {
  adminAccount,
  applyThemeMode,
  customerWithDevices,
  seedDisplay,
  seedLanguage,
  signInContext,
  THEME_MODES,
  waitForShell,
} from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';

/**
 * How the data table lays out where it is wider than the screen (components/data-table/): what the user
 * must see stays in view, the table shows that it scrolls, and nothing sits under the scroll-to-top
 * button. Measured on boxes, pixels and computed colours in the real browser.
 */

type Box = { left: number; right: number; top: number; bottom: number };

const DIRECTIONS = ['ltr', 'rtl'] as const;
const DARK = THEME_MODES.find((mode) => mode.name === 'dark')!;

/** The table's horizontal scroll container: the element around the <table>. */
function scroller(page: Page): Locator {
  return page.getByRole('table').locator('xpath=..');
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/** Scrolls the table to the far end of its rows (the left in RTL), or back to the start. */
async function scrollTable(page: Page, to: 'start' | 'end'): Promise<void> {
  await scroller(page).evaluate((element, where) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    const far = element.scrollWidth;
    element.scrollLeft = where === 'start' ? 0 : rtl ? -far : far;
  }, to);
}

/** Whether the table is wider than what it shows (it scrolls sideways). */
async function tableScrolls(page: Page): Promise<boolean> {
  return scroller(page).evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/** The colours of a row of pixels on screen, as the user sees them, as [r, g, b] each. */
async function pixels(page: Page, clip: { x: number; y: number; width: number }): Promise<number[][]> {
  const png = await page.screenshot({ clip: { ...clip, height: 1 }, animations: 'disabled' });
  return page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, 1).data;
      return Array.from({ length: bitmap.width }, (_, i) => [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]]);
    },
    [...png],
  );
}

const brightness = ([r, g, b]: number[]) => r + g + b;

/**
 * The table's own background beside each side of its scroll container, in a row without content (the
 * top of the empty message's cell): how much darker the pixel 2px inside each edge is than the table's
 * background 64px further in. A scroll shadow makes it darker.
 */
async function edgeShading(page: Page): Promise<{ left: number; right: number }> {
  const box = await boxOf(scroller(page));
  const head = await boxOf(page.getByRole('table').locator('thead'));
  const y = Math.round(head.bottom + 8);
  const [left, right] = [Math.round(box.left), Math.round(box.right) - 70];
  const leftRow = await pixels(page, { x: left, y, width: 70 });
  const rightRow = await pixels(page, { x: right, y, width: 70 });
  return {
    left: brightness(leftRow[66]) - brightness(leftRow[2]),
    right: brightness(rightRow[3]) - brightness(rightRow[67]),
  };
}

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

/** Opens a page as a new customer without apps: an empty devices table. */
async function newCustomerOn(page: Page, path: string, dir: 'ltr' | 'rtl', width: number) {
  const context = page.context();
  await signInContext(context, await createCustomer(context.request, 'Nia Newcomer'));
  await seedDisplay(context, { rtlClass: dir, theme: 'light' });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForShell(page);
}

/** The box of what an element shows (its text and inline content), not of the element's own frame. */
async function contentBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/** The message is centred in the part of the table the user sees, and wholly inside it. */
async function expectCentredInView(page: Page, message: Locator, label: string): Promise<void> {
  const view = await boxOf(scroller(page));
  const box = await contentBox(message);
  expect(box.left, `${label}: starts inside the visible table`).toBeGreaterThanOrEqual(view.left - 1);
  expect(box.right, `${label}: ends inside the visible table`).toBeLessThanOrEqual(view.right + 1);
  const offset = (box.left + box.right) / 2 - (view.left + view.right) / 2;
  expect(Math.abs(offset), `${label}: centred in the visible table`).toBeLessThanOrEqual(2);
}

test.describe('the empty table says so where the user looks', () => {
  for (const dir of DIRECTIONS) {
    for (const width of [390, 1280]) {
      test(`a new customer's devices table, ${dir}, at ${width}px`, async ({ page }) => {
        await newCustomerOn(page, '/online-devices', dir, width);
        const empty = page.getByText('No Available Data', { exact: true });
        await expect(empty).toBeVisible();
        expect(await tableScrolls(page), 'the table is wider than the screen').toBe(true);
        await expectCentredInView(page, empty, 'No Available Data');
        await expectCentredInView(page, page.getByText('and add the SDK.'), 'the hint');
        // It stays in view, and centred, wherever the table is scrolled.
        await scrollTable(page, 'end');
        await expectCentredInView(page, empty, 'No Available Data, scrolled to the end');
      });
    }
  }

  test('a search without a match on the admin devices table, rtl, at 1280px', async ({
    page,
    context,
    request,
  }) => {
    // Some device exists, so the table says the search found none (not that nobody has an app).
    await customerWithDevices(request, { devices: 1 });
    await signInContext(context, await adminAccount(request));
    await seedDisplay(context, { rtlClass: 'rtl' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/online-devices?q=no-such-device-${runTag()}`);
    await waitForShell(page);
    await expect(page.getByText('No Available Data', { exact: true })).toBeVisible();
    expect(await tableScrolls(page)).toBe(true);
    await expectCentredInView(page, page.getByRole('button', { name: 'Clear search and filters' }), 'Clear');
  });
});

test.describe('the table shows that it scrolls sideways', () => {
  for (const dir of DIRECTIONS) {
    test(`a shadow marks the side with hidden columns, ${dir}, light then dark`, async ({ page }) => {
      await newCustomerOn(page, '/online-devices', dir, 1280);
      await expect(page.getByText('No Available Data', { exact: true })).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await tableScrolls(page)).toBe(true);
      // The columns beyond the screen are on the right in LTR, on the left in RTL.
      const [startSide, endSide] =
        dir === 'ltr' ? (['left', 'right'] as const) : (['right', 'left'] as const);
      for (const theme of ['light', 'dark']) {
        if (theme === 'dark') {
          await applyThemeMode(page, DARK);
        }
        await scrollTable(page, 'start');
        let shading = await edgeShading(page);
        expect(shading[endSide], `${theme}: shadow on the side of the hidden columns`).toBeGreaterThanOrEqual(
          12,
        );
        expect(Math.abs(shading[startSide]), `${theme}: none at the start`).toBeLessThanOrEqual(3);

        await scrollTable(page, 'end');
        shading = await edgeShading(page);
        expect(
          shading[startSide],
          `${theme}: scrolled to the end, shadow at the start`,
        ).toBeGreaterThanOrEqual(12);
        expect(Math.abs(shading[endSide]), `${theme}: none at the end`).toBeLessThanOrEqual(3);
      }
    });
  }
});

test.describe('nothing of the table hides under the scroll-to-top button', () => {
  for (const dir of DIRECTIONS) {
    for (const width of [390, 1280]) {
      test(`the pagination at the page's end, ${dir}, at ${width}px`, async ({ page, context, request }) => {
        const { customer } = await customerWithDevices(request, { devices: 30 });
        await signInContext(context, customer);
        await seedDisplay(context, { rtlClass: dir });
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/online-devices');
        await waitForShell(page);
        const next = page.getByRole('button', { name: 'Next page' });
        await expect(next).toBeVisible();

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const button = page.getByRole('button', { name: 'Scroll to top' });
        await expect(button).toBeVisible();
        await expect
          .poll(() => button.evaluate((element) => element.getBoundingClientRect().top))
          .toBeLessThan(800);
        const corner = await boxOf(button);
        const pagination = await boxOf(page.getByRole('navigation', { name: 'Pagination' }));
        const table = await boxOf(page.locator('[data-table-root]'));
        expect(pagination.bottom, 'the page buttons end above the button').toBeLessThanOrEqual(corner.top);
        expect(table.bottom, 'the whole table ends above the button').toBeLessThanOrEqual(corner.top);
        // What the pointer reaches at the Next button's centre is the Next button.
        const nextBox = await boxOf(next);
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
          { x: (nextBox.left + nextBox.right) / 2, y: (nextBox.top + nextBox.bottom) / 2 },
        );
        expect(hit).toBe('Next page');
      });
    }
  }
});

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
