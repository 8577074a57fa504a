import { expectNoAxeViolations, seedDisplay, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, refusedHeartbeat, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * Rotating an app key with a grace period: both keys work, the old one shows its countdown, each key's
 * last use follows the heartbeats without a reload, "Revoke now" asks (naming the key) and then stops it
 * at once; the refused heartbeats show on the card with what to do. Keyboard, axe and right-to-left.
 */
test('a customer rotates a key with a grace period, then revokes the old key now', async ({
  page,
  context,
  request,
}) => {
  const tag = runTag();
  const customer = await createCustomer(request, `Kai Keys ${tag}`);
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Till ${tag}`,
    platform: 'android',
    bundleId: `com.example.till.${tag}`,
  });
  const deviceId = `till-${tag}`;
  await acceptedHeartbeat(request, app.appKey, { deviceId });

  await seedDisplay(context, { rtlClass: 'rtl' });
  await signInContext(context, customer);
  await page.goto('/app-management');
  await expect(pageHeading(page, 'App management')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article', { name: app.name, exact: true });

  // Rotate from the keyboard, keeping the old key for an hour.
  await card.getByRole('button', { name: `Rotate key of ${app.name}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Rotate the app key of “${app.name}”?` });
  await expect(dialog.getByRole('radio', { name: '24 hours' })).toBeChecked();
  await expectNoAxeViolations(page, 'rotate dialog');
  await dialog.getByRole('radio', { name: '1 hour' }).check();
  await dialog.getByRole('button', { name: 'Rotate key', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'stays accepted' })).toBeVisible();

  const keys = card.getByRole('list', { name: `Keys of ${app.name}` });
  const old = keys.getByRole('listitem').filter({ hasText: 'Old, still accepted' });
  await expect(old).toContainText(app.appKey.slice(-4));
  await expect(old).toContainText(/Stops in (60 minutes|1 hour)/);
  const current = keys.getByRole('listitem').filter({ hasText: 'Current' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Never used');
  const newKey = (await card.getByRole('group', { name: 'App key' }).locator('code').textContent())!.trim();
  expect(newKey).not.toBe(app.appKey);
  // Both keys are accepted during the grace period, and the new key's use shows without a reload.
  await acceptedHeartbeat(request, app.appKey, { deviceId });
  await acceptedHeartbeat(request, newKey, { deviceId: `${deviceId}-new` });
  await expect(current).toContainText('Last used less than a minute ago', { timeout: 10_000 });
  await expectNoAxeViolations(page, 'keys with a grace period');

  // Revoke now asks first, naming the key; confirmed, the old key stops at once.
  const masked = `fdk_••••••••${app.appKey.slice(-4)}`;
  const revoke = old.getByRole('button', { name: `Revoke the old key ${masked} of ${app.name} now` });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Revoke the old key ${masked}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'revoke dialog');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Revoke key' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is no longer accepted' })).toBeVisible();
  const stopped = keys.getByRole('listitem').filter({ hasText: 'No longer accepted' });
  await expect(stopped).toHaveCount(1);
  await expect(stopped).toContainText('Stopped just now');
  await expect(stopped).not.toContainText(/Stopped in/);
  expect(await refusedHeartbeat(request, app.appKey, { deviceId })).toEqual({
    status: 401,
    code: 'invalid_app_key',
  });
  await acceptedHeartbeat(request, newKey, { deviceId });

  // The refused beat shows on the card after a reload, with what to do, never the key; the key still
  // reads as stopped just now, counted from the server's time.
  await page.reload();
  await expect(stopped).toContainText('Stopped just now');
  const refused = card.getByRole('region', { name: 'Refused heartbeats, last 24 hours' });
  await expect(refused).toContainText('Old or revoked key: 1 heartbeat');
  await expect(refused).toContainText(`from device ${deviceId}`);
  await expect(refused).toContainText('Ship the current key with your next build');
  await expect(page.locator('body')).not.toContainText(app.appKey);
  await expectNoAxeViolations(page, 'refused heartbeats');
});
