import { applyThemeMode, expectNoAxeViolations, signInContext, THEME_MODES } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, incidentApp, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';
import { startReceiver } from './support/webhook-receiver';

/**
 * An outage end to end (docs/product.md, Incidents): three devices of an app with a 10 s online window
 * fall silent together while two keep beating. The background check (every 2 s here; through the cron
 * route on plain `next start`) opens one incident, which appears on the open incidents page without a
 * reload, and reaches a Slack endpoint as one message. A member acknowledges it on its page; the devices
 * come back, and the page says it is resolved.
 */
test('an outage opens one incident, seen live, acknowledged, and resolved when the devices return', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const tag = runTag();
    const customer = await createCustomer(request, `Iris Incident ${tag}`);
    const auth = { Authorization: `Bearer ${customer.auth.sessionToken}` };
    const app = await incidentApp(request, customer.auth.sessionToken, {
      name: `Tills ${tag}`,
      bundleId: `com.example.tills.${tag}`,
    });
    const endpoint = await request.post(`/api/apps/${app.id}/webhooks`, {
      headers: auth,
      data: { url: receiver.url, format: 'slack' },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);

    await signInContext(context, customer);
    await page.goto('/incidents');
    await expect(pageHeading(page, 'Incidents')).toBeVisible();
    await expect(page.getByText('No open incidents: no devices went offline together.')).toBeVisible();
    await expectNoAxeViolations(page, 'incidents page, none open');

    // The store's three tills beat once and fall silent together; the two in the back office keep beating.
    const store = [1, 2, 3].map((n) => `till-${n}-${tag}`);
    const office = [1, 2].map((n) => `office-${n}-${tag}`);
    for (const deviceId of [...store, ...office]) await acceptedHeartbeat(request, app.appKey, { deviceId });
    const beating = setInterval(() => {
      for (const deviceId of office)
        void acceptedHeartbeat(request, app.appKey, { deviceId }).catch(() => {});
    }, 3000);
    try {
      // Live: the page was not reloaded.
      const link = page.getByRole('link', {
        name: new RegExp(`^3 devices of 5 of ${app.name} went offline between`),
      });
      await expect(link).toBeVisible({ timeout: 90_000 });
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      const slack = JSON.parse(receiver.received[0]) as { text: string };
      expect(slack.text).toBe(`${app.name}: 3 devices of 5 went offline together`);
      await expectNoAxeViolations(page, 'incidents page, one open');

      await link.click();
      await expect(pageHeading(page, 'Incident')).toBeVisible();
      const summary = page.getByRole('region', { name: new RegExp(`^3 devices of 5 of ${app.name}`) });
      await expect(summary.getByText('Open', { exact: true })).toBeVisible();
      await summary.getByRole('button', { name: 'Acknowledge' }).click();
      await expect(summary.getByText(/^By Iris Incident/)).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Acknowledged by Iris Incident' }),
      ).toBeVisible();
      for (const [index, mode] of THEME_MODES.entries()) {
        await applyThemeMode(page, mode);
        await expectNoAxeViolations(page, `incident page, ${mode.name}`, { coloursOnly: index > 0 });
      }

      // The tills come back: resolved, on the page as it is.
      for (const deviceId of store) await acceptedHeartbeat(request, app.appKey, { deviceId });
      await expect(summary.getByText('Resolved', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Resolved: every device came back' }),
      ).toBeVisible();
      // One message a change: opened and resolved (its growth was never sent: it did not grow).
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
      expect((JSON.parse(receiver.received[1]) as { text: string }).text).toBe(
        `${app.name}: the incident of 3 devices is resolved`,
      );
    } finally {
      clearInterval(beating);
    }
  } finally {
    receiver.close();
  }
});

/**
 * A release that fails and falls back (docs/product.md, Incidents, Regressions): four tills of an app
 * whose rule asks for regression incidents run 2.1.0, then three of them report 2.0.0 again. The check
 * opens one incident of kind regression, on the incidents page without a reload; its page names the
 * versions each till went between and links to the app's regressions. The tills move on to 2.1.1: it
 * resolves.
 */
test('devices going back to an older version together open a regression incident, resolved when they move on', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const customer = await createCustomer(request, `Rhea Regression ${tag}`);
  const auth = { Authorization: `Bearer ${customer.auth.sessionToken}` };
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Tills ${tag}`,
    platform: 'android',
    bundleId: `com.example.tills.${tag}`,
  });
  const rules = await request.put(`/api/apps/${app.id}/alert-rules`, {
    headers: auth,
    data: {
      offlineAfterSeconds: null,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: 3,
      incidentThresholdPercent: null,
      incidentWindowSeconds: 300,
      regressionIncidents: true,
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  const tills = [1, 2, 3, 4].map((n) => `till-${n}-${tag}`);
  for (const deviceId of tills)
    await acceptedHeartbeat(request, app.appKey, { deviceId, appVersion: '2.1.0' });

  await signInContext(context, customer);
  await page.goto('/incidents');
  await expect(pageHeading(page, 'Incidents')).toBeVisible();
  for (const deviceId of tills.slice(0, 3))
    await acceptedHeartbeat(request, app.appKey, { deviceId, appVersion: '2.0.0' });
  const link = page.getByRole('link', {
    name: new RegExp(`^3 devices of 4 of ${app.name} went back to an older version between`),
  });
  await expect(link).toBeVisible({ timeout: 60_000 });

  await link.click();
  await expect(pageHeading(page, 'Incident')).toBeVisible();
  const summary = page.getByRole('region', { name: new RegExp(`^3 devices of 4 of ${app.name}`) });
  await expect(summary.getByText('Open', { exact: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Show the app’s regressions' })).toHaveAttribute(
    'href',
    `/app-management/versions?app=${app.id}`,
  );
  const devices = page.getByRole('table', { name: 'The incident’s devices' });
  await expect(devices.getByRole('row').filter({ hasText: tills[0] })).toContainText('From 2.1.0 to 2.0.0');
  await expectNoAxeViolations(page, 'a regression incident');

  for (const deviceId of tills.slice(0, 3))
    await acceptedHeartbeat(request, app.appKey, { deviceId, appVersion: '2.1.1' });
  await expect(summary.getByText('Resolved', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Resolved: every device runs the version it left, or a newer one' }),
  ).toBeVisible();
});
