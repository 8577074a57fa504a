import type { Locator, Page } from '@playwright/test';

import { adminAccount, customerWithDevices, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { runTag } from './support/product-api';
import {
  boxOf,
  DIRECTIONS,
  newCustomerOn,
  scroller,
  scrollTable,
  showEveryDeviceColumn,
  tableScrolls,
  type Box,
} from './support/table-layout';
import { expect, test } from './support/test';

/**
 * How the data table lays out where it is wider than the screen (components/data-table/): what the user
 * must see stays in view. Measured on boxes in the real browser. That the table shows it scrolls, and
 * that nothing sits under the scroll-to-top button, is in e2e/table-layout-scrolling.spec.ts; its
 * controls and cells in e2e/table-layout-controls.spec.ts.
 */

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
        await expect
          .poll(() => tableScrolls(page), { message: 'the table is wider than the screen' })
          .toBe(true);
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
    await showEveryDeviceColumn(context);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/online-devices?q=no-such-device-${runTag()}`);
    await waitForShell(page);
    await expect(page.getByText('No Available Data', { exact: true })).toBeVisible();
    await expect.poll(() => tableScrolls(page)).toBe(true);
    await expectCentredInView(page, page.getByRole('button', { name: 'Clear search and filters' }), 'Clear');
  });
});
