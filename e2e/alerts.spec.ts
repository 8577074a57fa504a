import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expectNoAxeViolations, seedDisplay, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
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

    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const endpoint = dialog.getByRole('article', { name: receiver.url });
    const secret = (await endpoint.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
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
