import { expectNoAxeViolations, signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { runSimulator, type SimulatorClock } from '../scripts/lib/simulator';

/**
 * Version adoption and regressions (docs/product.md, Version adoption): the simulator rolls a new
 * version out over an app's devices (`--rollout`), a few fall back; the app's versions page draws the
 * adoption chart, lists both versions, and names the devices that went back, linking to their pages.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Virtual seconds for the simulator: a minute of its beats goes by in a moment, one beat at a time,
 * and no more beats a device than the console's per-device limit (6 a minute) allows.
 */
function fastClock(): SimulatorClock {
  let now = Date.now();
  return {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(0, ms);
    },
  };
}

test('the adoption chart and the regressions of a simulated rollout', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const customer = await createCustomer(request, 'Rolf Rollout');
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Kiosk ${tag}`,
    platform: 'android',
    bundleId: `com.example.kiosk.${tag}`,
  });
  const counts = await runSimulator({
    url: test.info().project.use.baseURL!,
    apps: [{ appKey: app.appKey, platform: 'android' }],
    devices: 10,
    intervalSeconds: 10,
    durationSeconds: 60,
    concurrency: 1,
    rollout: { from: '1.0.0', to: '1.1.0', seconds: 30, share: 0.8, fallbackShare: 0.25, silentShare: 0 },
    clock: fastClock(),
  });
  expect(counts.refused).toEqual({});

  await signInContext(page.context(), customer);
  await page.goto('/app-management');
  await waitForShell(page);
  await page.getByRole('link', { name: `Versions and regressions of ${app.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app-management/versions\\?app=${app.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'App versions' })).toBeVisible();
  const chart = page.getByRole('img', {
    name: /The newest version, 1\.1\.0, runs on \d+% of today’s active devices/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('polygon')).toHaveCount(2);
  const versions = page.getByRole('table', {
    name: 'Each version: its devices today and how fast it spread',
  });
  await expect(versions.getByRole('rowheader')).toHaveText(['1.1.0', '1.0.0']);

  const downgrades = page.getByRole('table', { name: 'Went back to an older version' });
  await expect(downgrades.getByRole('link').first()).toBeVisible();
  await expect(downgrades.getByText('1.1.0 → 1.0.0').first()).toBeVisible();
  await expect(page.getByText(/^1\.1\.0: [1-9]\d* went back to an older version/)).toBeVisible();
  await expectNoAxeViolations(page, 'the versions page');

  // A device of the list opens its page, whose history shows the fall back.
  const first = await downgrades.getByRole('link').first().textContent();
  await downgrades.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/online-devices/${app.id}/${first}$`));
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText('1.1.0');
});
