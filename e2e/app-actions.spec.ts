import { signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import {
  acceptedHeartbeat,
  createAppApi,
  refusedHeartbeat,
  runTag,
  type ApiApp,
} from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/** An app key as the API makes them. */
const APP_KEY = /^fdk_[A-Za-z0-9_-]{32}$/;

/**
 * The app card's actions against the real API (their unit tests use a fake one): what the page shows
 * after each action is what the server keeps, as a reload and the API itself tell.
 */
test('a customer renames an app, rotates and copies its key, and deletes it', async ({
  page,
  context,
  request,
}) => {
  const tag = runTag();
  const customer = await createCustomer(request, `Ren Actions ${tag}`);
  const token = customer.auth.sessionToken;
  const app = await createAppApi(request, token, {
    name: `Depot Scanner ${tag}`,
    platform: 'android',
    bundleId: `com.example.depot.${tag}`,
  });
  // A second app, which none of the actions may touch.
  const other = await createAppApi(request, token, {
    name: `Yard Gate ${tag}`,
    platform: 'ios',
    bundleId: `com.example.yard.${tag}`,
  });
  const deviceId = `scanner-${tag}`;
  await acceptedHeartbeat(request, app.appKey, { deviceId });
  const storedApps = async () => {
    const response = await request.get('/api/apps', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: ApiApp[] }).data;
  };

  await signInContext(context, customer);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await page.goto('/app-management');
  await expect(pageHeading(page, 'App management')).toBeVisible();
  const notice = (text: string) => page.getByRole('status').filter({ hasText: text });

  // Rename: the new name shows, and stays after a reload.
  const renamed = `Depot Scanner Pro ${tag}`;
  await page
    .getByRole('article', { name: app.name, exact: true })
    .getByRole('button', { name: `Edit ${app.name}`, exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit app' });
  const nameField = edit.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toHaveValue(app.name);
  await nameField.fill(renamed);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(notice('was saved')).toHaveText(`“${renamed}” was saved.`);
  const card = page.getByRole('article', { name: renamed, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article', { name: app.name, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(card.getByText(`com.example.depot.${tag}`)).toBeVisible();
  await expect(page.getByRole('article', { name: app.name, exact: true })).toHaveCount(0);
  expect(await storedApps()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: app.id, name: renamed, appKey: app.appKey }),
      expect.objectContaining({ id: other.id, name: other.name }),
    ]),
  );

  // Rotate the key, behind a confirmation: the card shows the new key, the old one is refused.
  const keyField = card.getByRole('group', { name: 'App key' });
  const keyText = keyField.locator('code');
  await keyField.getByRole('button', { name: `Reveal the app key of ${renamed}`, exact: true }).click();
  await expect(keyText).toHaveText(app.appKey);
  await card.getByRole('button', { name: `Rotate key of ${renamed}`, exact: true }).click();
  const rotate = page.getByRole('alertdialog', { name: `Rotate the app key of “${renamed}”?` });
  // Without a grace period (the dialog offers 24 hours first): the old key stops at once.
  await rotate.getByRole('radio', { name: 'No grace period: refuse it at once' }).check();
  await rotate.getByRole('button', { name: 'Rotate key', exact: true }).click();
  await expect(rotate).toBeHidden();
  await expect(notice('has a new app key')).toContainText(`“${renamed}” has a new app key.`);
  await expect(keyText).not.toHaveText(app.appKey);
  await expect(keyText).toHaveText(APP_KEY);
  const newKey = (await keyText.textContent())!.trim();
  expect(await refusedHeartbeat(request, app.appKey, { deviceId })).toEqual({
    status: 401,
    code: 'invalid_app_key',
  });
  await acceptedHeartbeat(request, newKey, { deviceId });
  expect((await storedApps()).find((stored) => stored.id === app.id)?.appKey).toBe(newKey);

  // Copy: the clipboard holds the new key, and the field says so.
  await keyField.getByRole('button', { name: `Copy the app key of ${renamed}`, exact: true }).click();
  await expect(keyField.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);

  // Delete, behind a confirmation that says what goes with it: gone, after a reload too.
  await card.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const remove = page.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
  await expect(remove).toHaveAccessibleDescription(
    'Its 1 device and its history are deleted. SDKs using its key are refused. This cannot be undone.',
  );
  await remove.getByRole('button', { name: 'Delete app', exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(notice('was deleted')).toHaveText(`“${renamed}” was deleted.`);
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: other.name, exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await storedApps()).map((stored) => stored.id)).toEqual([other.id]);
  expect(await refusedHeartbeat(request, newKey, { deviceId })).toEqual({
    status: 401,
    code: 'invalid_app_key',
  });
});
