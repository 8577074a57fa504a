import type { Page } from '@playwright/test';

import { customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { expectUsableStops, focusStop, tabTo, walkFocus } from './support/keyboard';
import { expectStops } from './support/keyboard-walk';
import { expectPath } from './support/navigation';
import { expect, test } from './support/test';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): the devices table's controls work from the keyboard, and a
 * button that goes away leaves the focus in the page. After the page loads, these tests touch the page only
 * through `page.keyboard`. The other keyboard specs are e2e/a11y-keyboard-*.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('the devices table: every control reached, labelled and working from the keyboard', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 3 });
  await signInContext(context, customer);
  await page.goto('/online-devices');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toBeVisible();

  const stops = await walkFocus(page, { mainOnly: true });
  expectUsableStops(stops, '/online-devices');
  expectStops(
    stops,
    [
      'searchbox "Search"',
      'combobox "Status"',
      'combobox "App"',
      'checkbox "Auto-refresh every 30 s"',
      'button "Export all"',
      'button "Refresh"',
      'button "Columns"',
      'button "Device ID"',
      'button "Last seen"',
      'checkbox "Select all rows on this page"',
      `checkbox "Select row ${deviceIds[0]} (${app.name})"`,
      'combobox "rows per page:"',
      'button "Page 1"',
    ],
    '/online-devices',
  );

  // Sort by a header.
  await tabTo(page, { role: 'button', name: 'Device ID' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=deviceId(&|$)/);
  await expect(table.getByRole('columnheader', { name: 'Device ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Select a row, then export it.
  await tabTo(page, { role: 'checkbox', name: `Select row ${deviceIds[0]} (${app.name})` });
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'row selected' })).toHaveText('1 row selected');
  await tabTo(page, { role: 'button', name: 'Export selected (1)' }, { back: true });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^online-devices-.*\.csv$/);

  // The column menu opens, its checkboxes toggle with Space, Escape closes it on its button.
  await tabTo(page, { role: 'button', name: 'Columns' });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect((await focusStop(page))?.role).toBe('checkbox');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused();

  // Rows per page, then search.
  await tabTo(page, { role: 'combobox', name: 'rows per page:' });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]size=50(&|$)/);
  await tabTo(page, { role: 'searchbox', name: 'Search' }, { back: true });
  await page.keyboard.type(deviceIds[1]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${deviceIds[1]}(&|$)`));
  await expect(table.getByRole('cell', { name: deviceIds[1], exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toHaveCount(0);
});

test('a button whose work takes it away or turns it off leaves the focus in the page, not on the document', async ({
  page,
  context,
  request,
}) => {
  const { customer } = await customerWithDevices(request, { devices: 26 });
  await signInContext(context, customer);
  await page.goto('/online-devices');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const focused = (role: Parameters<Page['getByRole']>[0], name: string) =>
    expect(page.getByRole(role, { name, exact: true })).toBeFocused();

  // Busy while it reloads; the button is aria-disabled then, never disabled, so it keeps the focus. The
  // reload's answer is held until the table has said it is busy, so that state is seen, not missed.
  await tabTo(page, { role: 'button', name: 'Refresh' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const devicesApi = (url: URL) => url.pathname === '/api/devices';
  await page.route(devicesApi, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-disabled', 'true');
  await expect(refresh).toHaveJSProperty('disabled', false);
  await focused('button', 'Refresh');
  release();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(refresh).not.toHaveAttribute('aria-disabled');
  await page.unroute(devicesApi);
  await expect(table.getByRole('row')).toHaveCount(26);
  await focused('button', 'Refresh');

  // Next onto the last page and Previous back onto the first turn themselves off.
  await tabTo(page, { role: 'button', name: 'Next page' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await focused('button', 'Next page');
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, { role: 'button', name: 'Previous page' }, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await focused('button', 'Previous page');

  // Clear selection goes with the selection: "select all" is next.
  await tabTo(page, { role: 'checkbox', name: /^Select row / }, { back: true });
  await page.keyboard.press('Space');
  await tabTo(page, { role: 'button', name: 'Clear selection' }, { back: true });
  await page.keyboard.press('Enter');
  await focused('checkbox', 'Select all rows on this page');

  // Clear search and filters goes with the empty result: the search box is next.
  await tabTo(page, { role: 'searchbox', name: 'Search' }, { back: true });
  await page.keyboard.type('no-such-device');
  // The search applies as the user pauses: the rows (and the focusable parts in them) go, and the empty
  // result's button comes. Tab through the page as it is then, as a user who reads the result would.
  await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  await tabTo(page, { role: 'button', name: 'Clear search and filters' });
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(26);
  await focused('searchbox', 'Search');

  // Under 1024px the chosen link goes away with the sidebar: the page it opens has the focus.
  await page.setViewportSize({ width: 800, height: 900 });
  await tabTo(page, { role: 'button', name: 'Navigation menu' }, { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, { role: 'link', name: 'Dashboard' }, { back: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/');
  await expect(page.getByRole('main')).toBeFocused();
});
