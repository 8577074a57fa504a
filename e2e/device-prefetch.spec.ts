import { customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { expect, test } from './support/test';

/**
 * A devices table asks the server for a device's page once the pointer or the focus reaches its link,
 * not for every row it shows (docs/architecture.md, "Prefetching"); the click opens the page as before.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test('the devices table prefetches a device’s page when its link is reached, not for every row shown', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, app, deviceIds } = await customerWithDevices(request, {
    devices: 4,
    name: 'Pia Prefetch',
  });
  await signInContext(context, customer);
  const devicePath = (deviceId: string) => `/online-devices/${app.id}/${deviceId}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/online-devices/${app.id}/`)) asked.push(pathname);
  });

  // Next.js prefetches the links in view in one pass once the page is idle: the sidebar's last link
  // being asked for says that pass has run, for the rows' links too.
  const sidebarPrefetched = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/audit-log',
  );
  await page.goto('/online-devices?status=all');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  for (const deviceId of deviceIds) {
    await expect(table.getByRole('link', { name: deviceId, exact: true })).toBeVisible();
  }
  await sidebarPrefetched;
  expect(asked).toEqual([]);

  // The pointer reaches one link: that device's page, and only it, is asked for before the click.
  const link = table.getByRole('link', { name: deviceIds[1], exact: true });
  const prefetched = page.waitForRequest(
    (request) => new URL(request.url()).pathname === devicePath(deviceIds[1]),
  );
  await link.hover();
  await prefetched;
  expect(new Set(asked)).toEqual(new Set([devicePath(deviceIds[1])]));

  // By keyboard too: the focus reaching a link asks for its page.
  const focused = page.waitForRequest(
    (request) => new URL(request.url()).pathname === devicePath(deviceIds[2]),
  );
  await table.getByRole('link', { name: deviceIds[2], exact: true }).focus();
  await focused;

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${devicePath(deviceIds[1])}\\?back=status%3Dall$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Device ${deviceIds[1]}`);
});
