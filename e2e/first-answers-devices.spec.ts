import type { Page } from '@playwright/test';

import { adminAccount, customerWithDevices, signInContext } from './support/a11y';
import { withoutScripts } from './support/first-answers';
import { expect, test } from './support/test';

/**
 * The devices tables start from their calls as the server answered them for the page's address
 * (docs/architecture.md, "First answers"): the rows are in the page's HTML, and the browser asks for
 * rows only when the table changes the address.
 */
const TABLE_CALLS = /\/api\/(admin\/)?(devices|apps)(\?|$)/;

const deviceCells = (page: Page) =>
  page
    .getByRole('table', { name: 'Devices of your apps' })
    .getByRole('cell')
    .filter({ hasText: /^a11y-/ });

test('the online devices table comes with the rows of its address in the page’s HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { customer, deviceIds } = await customerWithDevices(request, { devices: 3 });
  await signInContext(context, customer);
  await withoutScripts(page, consoleWatch);

  await page.goto('/online-devices?sort=-deviceId');
  await expect(deviceCells(page)).toHaveText([...deviceIds].reverse());
  await expect(page.getByText('Online', { exact: true })).toHaveCount(3);

  await page.goto(`/online-devices?q=${deviceIds[1]}`);
  await expect(deviceCells(page)).toHaveText([deviceIds[1]]);
});

test('an admin’s devices table comes with every customer’s rows in its HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { deviceIds } = await customerWithDevices(request, { devices: 2, name: 'Hana Harbor' });
  await signInContext(context, await adminAccount(request));
  await withoutScripts(page, consoleWatch);

  await page.goto(`/admin/online-devices?q=${deviceIds[0]}`);
  const table = page.getByRole('table', { name: 'Devices of every customer' });
  await expect(table.getByRole('row').filter({ hasText: deviceIds[0] })).toContainText('Hana Harbor');
  // The header and the one device the search finds.
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('an admin’s devices table names the owner of its address in the filter, in its HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { customer, deviceIds } = await customerWithDevices(request, { devices: 1, name: 'Hana Harbor' });
  await signInContext(context, await adminAccount(request));
  await withoutScripts(page, consoleWatch);

  await page.goto(`/admin/online-devices?owner=${customer.auth.user.id}`);
  const owner = page.getByRole('combobox', { name: 'Owner' });
  await expect(owner.locator('option:checked')).toHaveText(`Hana Harbor (${customer.email})`);
  await expect(page.getByRole('table', { name: 'Devices of every customer' })).toContainText(deviceIds[0]);
});

test('the devices table asks for rows only when its address changes', async ({ context, page, request }) => {
  const { customer, deviceIds } = await customerWithDevices(request, { devices: 2 });
  await signInContext(context, customer);
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (TABLE_CALLS.test(sent.url())) calls.push(sent.url());
  });

  await page.goto('/online-devices');
  await expect(deviceCells(page)).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill(deviceIds[1]);
  await expect(deviceCells(page)).toHaveText([deviceIds[1]]);
  await expect(page).toHaveURL(new RegExp(`\\?q=${deviceIds[1]}$`));
  // The load asked for nothing; the search asked for its rows (and nothing more).
  expect(calls.map((url) => new URL(url).searchParams.get('q'))).toEqual([deviceIds[1]]);
});

test('the devices table hydrates its server-rendered times when the browser’s clock is minutes off', async ({
  context,
  page,
  request,
}) => {
  const { customer, deviceIds } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  // The browser's clock 7 minutes ahead of the server's: the HTML's "ago" would not match its own.
  await page.clock.setSystemTime(Date.now() + 7 * 60_000);

  await page.goto('/online-devices?status=all');
  const row = page.getByRole('row').filter({ hasText: deviceIds[0] });
  // Hydrated without a mismatch (the suite's console watch fails on React's error), then counted
  // from the browser's clock: to it, the last heartbeat is 7 minutes old.
  await expect(row).toContainText('7 minutes ago');
  await expect(row).toContainText('Offline');
});
