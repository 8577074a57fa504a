import type { Page } from '@playwright/test';

import { expectNoAxeViolations, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { waitForHydration } from './support/ui';

/**
 * Live pages: a device posted by the test appears on an open Online devices page, and the SDK guide's
 * install check turns from waiting to connected, without a reload; the dashboard's first-run checklist
 * stays "All set" after a reload until it is hidden. The waits are the default expect timeout (10 s),
 * shorter than the pages' own refresh (30 s): what arrives within them came by the live stream.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// Axe runs twice on the guide, on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

/** Resolves once the page's live stream has answered (it listens from then on). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/events') && response.ok(), {
    timeout: 30_000,
  });
}

async function customerWithEmptyApp(request: Parameters<typeof createCustomer>[0], name: string) {
  const tag = runTag();
  const customer = await createCustomer(request, name);
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Live Lantern ${tag}`,
    platform: 'android',
    bundleId: `com.example.lantern.${tag}`,
  });
  return { customer, app, deviceId: `live-${tag}` };
}

test('a device appears on an open Online devices page on its first heartbeat, without a reload', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceId } = await customerWithEmptyApp(request, 'Lena Live');
  await signInContext(context, customer);
  const streaming = streamOpened(page);
  await page.goto('/online-devices');
  await waitForShell(page);
  await expect(page.getByText(deviceId)).toHaveCount(0);
  await streaming;
  // The table listens for live events once its part of the page has hydrated, which may come later.
  await waitForHydration(page.getByRole('table'));

  await acceptedHeartbeat(request, app.appKey, { deviceId, model: 'Pixel 9' });
  await expect(page.getByRole('cell', { name: deviceId, exact: true })).toBeVisible();
});

test('the guide waits for the first heartbeat and turns to Connected, in English and right to left', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceId } = await customerWithEmptyApp(request, 'Gus Guide');
  await signInContext(context, customer);
  await seedDisplay(context, { rtlClass: 'rtl' });
  const streaming = streamOpened(page);
  await page.goto(`/sdk-integration-guide?app=${app.id}`);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const status = page.getByRole('status').filter({ hasText: 'heartbeat' });
  await expect(status).toHaveText(
    `Waiting for the first heartbeat from ${app.name}…` +
      'This updates by itself as soon as a device sends one.',
    { timeout: 30_000 },
  );
  await expectNoAxeViolations(page, 'guide, waiting');
  await streaming;
  await waitForHydration(status);

  await acceptedHeartbeat(request, app.appKey, { deviceId });
  const connected = page.getByRole('status').filter({ hasText: 'Connected:' });
  await expect(connected).toContainText(`Connected: ${deviceId} at`);
  const deviceLink = connected.getByRole('link', { name: 'View device' });
  await expect(deviceLink).toHaveAttribute('href', `/online-devices/${app.id}/${deviceId}`);
  await expect(connected.getByRole('link', { name: 'Online devices' })).toHaveAttribute(
    'href',
    `/online-devices?app=${app.id}`,
  );
  await expectNoAxeViolations(page, 'guide, connected');

  // By keyboard: the Online devices link opens the table on the app, with the device in it.
  const online = connected.getByRole('link', { name: 'Online devices' });
  await online.focus();
  await expect(online).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/online-devices\?app=/);
  await expect(page.getByRole('cell', { name: deviceId, exact: true })).toBeVisible();
});

test('the app card waits, connects live, and the dashboard checklist stays "All set" after a reload', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceId } = await customerWithEmptyApp(request, 'Carla Card');
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Get started' })).toContainText('1 of 4 steps done');
  // The dashboard remembers the checklist was seen once its part of the page has hydrated.
  await waitForHydration(page.getByRole('region', { name: 'Get started' }));
  const streaming = streamOpened(page);
  await page.goto('/app-management');
  await waitForShell(page);
  const check = page
    .getByRole('article', { name: app.name })
    .getByRole('status')
    .filter({ hasText: 'heartbeat' });
  await expect(check).toContainText(`Waiting for the first heartbeat from ${app.name}…`, { timeout: 30_000 });
  await streaming;
  await waitForHydration(check);
  await acceptedHeartbeat(request, app.appKey, { deviceId });
  await expect(
    page.getByRole('article', { name: app.name }).getByRole('status').filter({ hasText: 'Connected:' }),
  ).toContainText(`Connected: ${deviceId} at`);

  await page.goto('/');
  await waitForShell(page);
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('All set: your first device is online.');
  await page.reload();
  await waitForShell(page);
  await expect(checklist).toContainText('All set: your first device is online.');
  await expectNoAxeViolations(page, 'dashboard, all set');
  await checklist.getByRole('button', { name: 'Hide' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
});
