import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { applyThemeMode, expectNoAxeViolations, signInContext, THEME_MODES } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/** A receiver on 127.0.0.1 for the Slack format (the e2e server runs with ALERT_ALLOW_PRIVATE_TARGETS=on). */
async function startReceiver() {
  const received: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/slack`, received, close: () => server.close() };
}

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
    const app = await createAppApi(request, customer.auth.sessionToken, {
      name: `Tills ${tag}`,
      platform: 'android',
      bundleId: `com.example.tills.${tag}`,
    });
    expect(
      (
        await request.patch(`/api/apps/${app.id}`, { headers: auth, data: { onlineWindowSeconds: 10 } })
      ).status(),
    ).toBe(200);
    const rules = await request.put(`/api/apps/${app.id}/alert-rules`, {
      headers: auth,
      data: {
        offlineAfterSeconds: 10,
        offlineSharePercent: null,
        cooldownSeconds: 0,
        incidentThresholdCount: 3,
        incidentThresholdPercent: null,
        incidentWindowSeconds: 60,
      },
    });
    expect(rules.status(), await rules.text()).toBe(200);
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
