import type { Page } from '@playwright/test';

import {
  applyThemeMode,
  customerWithDevices,
  seedDisplay,
  signInContext,
  waitForShell,
} from './support/a11y';
import {
  boxOf,
  DIRECTIONS,
  newCustomerOn,
  scroller,
  scrollTable,
  tableScrolls,
  DARK,
} from './support/table-layout';
import { expect, test } from './support/test';

/**
 * How the data table shows that it scrolls sideways (components/data-table/), and that nothing of it sits
 * under the scroll-to-top button. Measured on boxes and pixels in the real browser; the empty table is in
 * e2e/table-layout-empty.spec.ts.
 */

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

test.describe('the table shows that it scrolls sideways', () => {
  for (const dir of DIRECTIONS) {
    test(`a shadow marks the side with hidden columns, ${dir}, light then dark`, async ({ page }) => {
      await newCustomerOn(page, '/online-devices', dir, 1280);
      await expect(page.getByText('No Available Data', { exact: true })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect.poll(() => tableScrolls(page)).toBe(true);
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
