import type { Page } from '@playwright/test';

import { adminOn, expectNoAxeViolations, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { createCustomer, signInApi, userInfoStatus } from './support/accounts';
import { expect, test } from './support/test';
import { openUserMenu } from './support/ui';

/** A piece of zxcvbn-ts's compressed common-password list: in a script, that script is the dictionary. */
const DICTIONARY_MARK = 'A123456ApasswordA12345678';

/** Records the scripts a page downloads, and which of them carry the password dictionary. */
function watchScripts(page: Page) {
  const withDictionary: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(DICTIONARY_MARK)) withDictionary.push(response.url());
  });
  return withDictionary;
}

test('a customer signs another device out, then changes the password: other sessions end, this one stays', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request, 'Noor Sessions');
  const phone = await signInApi(request, customer.email, customer.password);
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);

  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  const devices = page.getByRole('dialog', { name: 'Signed-in devices' });
  const items = devices.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(/Chrom/);
  await expectNoAxeViolations(page, 'signed-in devices');
  await devices.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(devices.getByRole('status')).toContainText('was signed out');
  await expect(devices.getByText('No other device is signed in.')).toBeVisible();
  expect((await userInfoStatus(request, phone.sessionToken)).status).toBe(401);
  await page.keyboard.press('Escape');
  await expect(devices).toBeHidden();

  const laptop = await signInApi(request, customer.email, customer.password);
  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByLabel('Current password').fill(customer.password);
  await dialog.getByLabel('New password', { exact: true }).fill('password123');
  await dialog.getByLabel('Repeat the new password').fill('password123');
  // The strength hint shows once the common list has loaded (on first typing): the form then refuses a
  // common password itself. Sent earlier, the API refuses it with the same message (a logged 400).
  await expect(dialog.getByText('Strength: very weak.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('This password is among the most used ones')).toBeVisible();
  await expectNoAxeViolations(page, 'change password, refused');

  const newPassword = 'lilac tram umbrella 7';
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Repeat the new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Your password was changed. 1 other device was signed out. You stay signed in on this one.',
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect((await userInfoStatus(request, laptop.sessionToken)).status).toBe(401);
  expect((await userInfoStatus(request, customer.auth.sessionToken)).status).toBe(200);
  await signInApi(request, customer.email, newPassword);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: customer.name, exact: true })).toBeFocused();

  // Both are in the customer's audit log, the change with the sessions it ended.
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await waitForShell(page);
  const log = page.getByRole('table', { name: 'Audit log of your account and apps' });
  await expect(log.getByRole('row').filter({ hasText: 'Changed password' })).toContainText(
    'Sessions ended: 1',
  );
  await expect(log.getByRole('row').filter({ hasText: 'Signed out another device' })).toHaveCount(1);
});

test('without email, the customer is told to ask an admin, whose one-time link sets a new password', async ({
  page,
  context,
  browser,
  request,
}) => {
  const customer = await createCustomer(request, 'Ravi Reset');

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByText('This console does not send email. Ask an administrator')).toBeVisible();
  await expectNoAxeViolations(page, 'forgot password without email');

  await adminOn(page, context, request, `/admin/user-dashboard?customer=${customer.auth.user.id}`);
  await page.getByRole('button', { name: 'Create password reset link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Password reset link' });
  const url = (await linkDialog.locator('code').textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[\w-]{43}$/);
  await expectNoAxeViolations(page, 'reset link dialog');
  await linkDialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Create password reset link' })).toBeFocused();

  // The customer, in a browser of their own, right to left.
  const own = await browser.newContext();
  await seedDisplay(own, { rtlClass: 'rtl' });
  const reset = await own.newPage();
  const dictionary = watchScripts(reset);
  await reset.goto(url);
  await expect(reset.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(reset.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await reset.waitForLoadState('networkidle');
  expect(dictionary, 'the strength check loads when the field is used').toEqual([]);
  await expectNoAxeViolations(reset, 'reset page, right to left');

  const newPassword = 'copper kettle sunrise';
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(reset.getByText(/^Strength: (strong|very strong)\.$/)).toBeVisible();
  // The watcher reads each script's body after its response, which can end after the text shows.
  await expect.poll(() => dictionary.length).toBeGreaterThan(0);
  await reset.getByLabel('Repeat the new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(reset.getByRole('status')).toContainText('Your password was changed');
  await expectNoAxeViolations(reset, 'reset page, done');
  expect((await userInfoStatus(request, customer.auth.sessionToken)).status).toBe(401);
  await signInApi(request, customer.email, newPassword);

  // Single use.
  await reset.goto(url);
  await reset.getByLabel('New password', { exact: true }).fill('another kettle sunrise');
  await reset.getByLabel('Repeat the new password').fill('another kettle sunrise');
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(reset.getByRole('status')).toContainText('This link no longer works');
  await own.close();
});

test('the account dialogs mirror right to left', async ({ page, context, request }) => {
  const customer = await createCustomer(request, 'Lina Mirror');
  await seedDisplay(context, { rtlClass: 'rtl' });
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);
  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
  const submit = await dialog.getByRole('button', { name: 'Change password' }).boundingBox();
  // The actions sit at the end, which is the left: the submit button comes last, leftmost.
  expect(submit!.x).toBeLessThan(cancel!.x);
  await expectNoAxeViolations(page, 'change password, right to left');
  await page.keyboard.press('Escape');
  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Signed-in devices' }).getByText('This device'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'signed-in devices, right to left');
});
