import { expectNoAxeViolations, seedDisplay, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { acceptedHeartbeat, createAppApi, refusedHeartbeat, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * Rotating an app key with a grace period: both keys work, the old one shows its countdown, "Revoke now"
 * stops it at once; the refused heartbeats show on the card with what to do. Keyboard, axe and
 * right-to-left.
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
  await expect(keys.getByRole('listitem').filter({ hasText: 'Current' })).toHaveCount(1);
  const newKey = (await card.getByRole('group', { name: 'App key' }).locator('code').textContent())!.trim();
  expect(newKey).not.toBe(app.appKey);
  // Both keys are accepted during the grace period.
  await acceptedHeartbeat(request, app.appKey, { deviceId });
  await acceptedHeartbeat(request, newKey, { deviceId: `${deviceId}-new` });
  await expectNoAxeViolations(page, 'keys with a grace period');

  // Revoke now: the old key stops at once.
  const revoke = old.getByRole('button', { name: /^Revoke the old key fdk_.* now$/ });
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'is no longer accepted' })).toBeVisible();
  await expect(keys.getByRole('listitem').filter({ hasText: 'No longer accepted' })).toHaveCount(1);
  expect(await refusedHeartbeat(request, app.appKey, { deviceId })).toEqual({
    status: 401,
    code: 'invalid_app_key',
  });
  await acceptedHeartbeat(request, newKey, { deviceId });

  // The refused beat shows on the card after a reload, with what to do, never the key.
  await page.reload();
  const refused = card.getByRole('region', { name: 'Refused heartbeats, last 24 hours' });
  await expect(refused).toContainText('Old or revoked key: 1 heartbeat');
  await expect(refused).toContainText(`from device ${deviceId}`);
  await expect(refused).toContainText('Ship the current key with your next build');
  await expect(page.locator('body')).not.toContainText(app.appKey);
  await expectNoAxeViolations(page, 'refused heartbeats');
});
