import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expectNoAxeViolations, seedDisplay, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/** A webhook receiver on 127.0.0.1 (the e2e server runs with ALERT_ALLOW_PRIVATE_TARGETS=on). */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/fleetdeck`, received, close: () => server.close() };
}

/**
 * The Alerts dialog of an app, against the real API: an endpoint is added and its secret shown once,
 * a test event reaches a local receiver signed with that secret and is listed among the deliveries;
 * the dialog is axe clean, works from the keyboard, and mirrors in right-to-left.
 */
test('a customer adds a webhook endpoint, sees its secret once and sends a test event', async ({
  page,
  context,
  request,
}) => {
  // Many steps against a real server and a receiver, on a machine the other suites share.
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const tag = runTag();
    const customer = await createCustomer(request, `Ada Alerts ${tag}`);
    const app = await createAppApi(request, customer.auth.sessionToken, {
      name: `Cold Chain ${tag}`,
      platform: 'android',
      bundleId: `com.example.cold.${tag}`,
    });
    await seedDisplay(context, { rtlClass: 'rtl' });
    await signInContext(context, customer);
    await page.goto('/app-management');
    await expect(pageHeading(page, 'App management')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Opened from the keyboard.
    const open = page.getByRole('button', { name: `Alerts of ${app.name}`, exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Alerts of “${app.name}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await dialog.getByLabel('Alert when a device is offline longer than (seconds)').fill('60');
    await dialog.getByRole('button', { name: 'Save rules' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Alert rules saved.' })).toBeVisible();

    // The app's own endpoint (the organisation's channels have a form of their own).
    const form = dialog.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const endpoint = dialog.getByRole('article', { name: receiver.url });
    const secret = (await endpoint.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await expect(endpoint.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expectNoAxeViolations(page, 'alerts dialog, endpoint added');

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivered] = receiver.received;
    const timestamp = delivered.headers['x-fleetdeck-timestamp'] as string;
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivered.body}`).digest('hex');
    expect(delivered.headers['x-fleetdeck-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivered.body)).toMatchObject({ type: 'test', appId: app.id });

    // Listed: refreshed until the delivery shows as delivered, with the receiver's 200.
    const deliveries = endpoint.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    await expect
      .poll(async () => {
        await endpoint.getByRole('button', { name: 'Refresh' }).click();
        return deliveries.getByRole('row').nth(1).textContent();
      })
      .toContain('Delivered (200)');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('test');
    await expectNoAxeViolations(page, 'alerts dialog, delivery listed');

    // How a receiver checks the signature: folded under the endpoints, its code left to right in a
    // right-to-left layout too.
    await dialog.getByText('Checking the signature', { exact: true }).click();
    const check = dialog.locator('details pre');
    await expect(check).toBeVisible();
    await expect(check).toHaveAttribute('dir', 'ltr');
    await expect(check).toContainText('timingSafeEqual(received, expected)');
    await expectNoAxeViolations(page, 'alerts dialog, signature help open');

    // The secret is shown once: closed and opened again, the endpoint is listed without it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(dialog.getByRole('article', { name: receiver.url })).toBeVisible();
    await expect(dialog.getByText(secret)).toHaveCount(0);
    await expect(dialog.getByLabel('Alert when a device is offline longer than (seconds)')).toHaveValue('60');
  } finally {
    receiver.close();
  }
});

/**
 * The offline alert end to end: a device of an app with a 10 s online window beats once and falls
 * silent; 10 s past its window the background check raises `device.offline` and the webhook receives
 * it. The custom server runs the check on its timer (ALERT_CHECK_SECONDS=2 here); plain
 * `next start` (playwright.next-start.config.ts) runs it only through GET /api/cron/alerts, called by
 * the suite's cron ticker, as Vercel Cron would.
 */
test('a device that falls silent raises an offline alert that reaches the webhook', async ({ request }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const tag = runTag();
    const customer = await createCustomer(request, `Otto Offline ${tag}`);
    const auth = { Authorization: `Bearer ${customer.auth.sessionToken}` };
    const app = await createAppApi(request, customer.auth.sessionToken, {
      name: `Freezer ${tag}`,
      platform: 'android',
      bundleId: `com.example.freezer.${tag}`,
    });
    const window = await request.patch(`/api/apps/${app.id}`, {
      headers: auth,
      data: { onlineWindowSeconds: 10 },
    });
    expect(window.status(), await window.text()).toBe(200);
    const rules = await request.put(`/api/apps/${app.id}/alert-rules`, {
      headers: auth,
      data: { offlineAfterSeconds: 10, offlineSharePercent: null, cooldownSeconds: 0 },
    });
    expect(rules.status(), await rules.text()).toBe(200);
    const endpoint = await request.post(`/api/apps/${app.id}/webhooks`, {
      headers: auth,
      data: { url: receiver.url, format: 'json' },
    });
    expect(endpoint.status(), await endpoint.text()).toBe(201);

    const deviceId = `freezer-${tag}`;
    await acceptedHeartbeat(request, app.appKey, { deviceId });
    const offline = () =>
      receiver.received
        .map((delivered) => JSON.parse(delivered.body) as { type: string; appId: string; data: unknown })
        .filter((event) => event.type === 'device.offline');
    await expect.poll(() => offline().length, { timeout: 90_000, intervals: [1000] }).toBe(1);
    expect(offline()[0]).toMatchObject({
      appId: app.id,
      data: { appName: app.name, count: 1, devices: [{ deviceId }] },
    });
  } finally {
    receiver.close();
  }
});
