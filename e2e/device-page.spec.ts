import {
  adminAccount,
  customerWithDevices,
  expectNoAxeViolations,
  seedDisplay,
  signInContext,
  waitForShell,
} from './support/a11y';
import { acceptedHeartbeat } from './support/product-api';
import { attachScreenshot } from './support/rtl';
import { expect, test } from './support/test';

/**
 * A device's page, reached from a row of the devices table: what it reports, its online session (open:
 * "Now"), the change of app version a second heartbeat made, the way back to the table as it was, and
 * the not-found page for devices that are unknown or someone else's. The admin's copy, in English and
 * right to left.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('a customer opens a device from the table, reads its history and goes back to the table', async ({
  page,
  context,
  request,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  const { customer, app, deviceIds } = await customerWithDevices(request, {
    devices: 2,
    name: 'Dana Device',
  });
  const [deviceId] = deviceIds;
  await acceptedHeartbeat(request, app.appKey, { deviceId, appVersion: '3.1.0' });
  await signInContext(context, customer);

  await page.goto(`/online-devices?status=all&q=${deviceId}`);
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  const link = table.getByRole('link', { name: deviceId, exact: true });
  // The selection checkboxes are still there beside the link.
  await expect(table.getByRole('checkbox').first()).toBeVisible();
  // By keyboard: the device id is a link.
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/online-devices/${app.id}/${deviceId}\\?back=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Device ${deviceId}`);
  await expect(page.getByRole('link', { name: 'Online devices' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: app.name })).toBeVisible();
  await expect(page.getByText('Pixel 1')).toBeVisible();
  await expect(page.getByText('3.1.0', { exact: true }).first()).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Online sessions, last 7 days' });
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(sessions.getByRole('cell', { name: 'Now' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Time online per day over the last 7 days/ })).toBeVisible();
  // First seen today: the six days before read "Not seen yet" to a screen reader, not a duration.
  const perDay = page.getByRole('table', { name: 'Time online per day' });
  await expect(perDay.getByRole('cell', { name: 'Not seen yet' })).toHaveCount(6);
  await expect(perDay.getByRole('row').last().getByRole('cell')).not.toHaveText('Not seen yet');
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('row').nth(1)).toContainText('App version3.0.13.1.0');
  await expectNoAxeViolations(page, 'the device page');

  await page.getByRole('link', { name: 'Back to online devices' }).click();
  await expect(page).toHaveURL(new RegExp(`/online-devices\\?status=all&q=${deviceId}$`));
  await expect(page.getByRole('searchbox')).toHaveValue(deviceId);

  // Unknown devices, and another customer's, are the not-found page with nothing of the device.
  consoleWatch.allow(/404/);
  await page.goto(`/online-devices/${app.id}/no-such-device`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const other = await customerWithDevices(request, { devices: 1, name: 'Otto Other' });
  await page.goto(`/online-devices/${other.app.id}/${other.deviceIds[0]}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(other.app.name)).toHaveCount(0);
});

test('an admin opens any customer’s device, also right to left', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { app, deviceIds } = await customerWithDevices(request, { devices: 1, name: 'Rae Remote' });
  await signInContext(context, await adminAccount(request));
  await seedDisplay(context, { rtlClass: 'rtl' });
  await page.goto(`/admin/online-devices?q=${deviceIds[0]}`);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: deviceIds[0], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/online-devices/${app.id}/${deviceIds[0]}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Device ${deviceIds[0]}`);
  await expect(page.getByRole('link', { name: 'Online devices' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('region', { name: 'Online sessions, last 7 days' })).toContainText('Now');
  await expectNoAxeViolations(page, 'the admin device page, right to left');
  await attachScreenshot(page, testInfo, 'device-page-rtl');
  await page.getByRole('link', { name: 'Back to online devices' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/online-devices\\?q=${deviceIds[0]}$`));
});
