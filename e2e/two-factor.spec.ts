import { readFile } from 'node:fs/promises';

import { generate } from 'otplib';

import { expectNoAxeViolations } from './support/a11y';
import { createCustomer, CUSTOMER_PASSWORD, uniqueEmail } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { AUTH_TOKEN_KEY } from './support/records';
import { expect, test } from './support/test';
import { openUserMenu, signInThroughForm, signOutThroughMenu } from './support/ui';

/** The app's code for `secret`, `steps` 30-second steps from now (a code counts once). */
const codeOf = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('a customer sets up an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  // The wrong code of the set-up is a 400, as Chromium logs it.
  consoleWatch.allow(/status of 400 \(Bad Request\)/);
  const customer = await createCustomer(request, 'Tove Twofactor');
  await page.goto('/auth/signin');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  // Set-up, from the user menu: the QR code and the key, then a first code.
  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Two-factor sign-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(dialog.getByRole('status')).toHaveText('Two-factor sign-in is off.');
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  // The password first: a session alone does not set it up.
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, 'two-factor set-up');
  const shown = await dialog.locator('p').filter({ hasText: /^Key:/ }).textContent();
  const secret = shown!.replace('Key:', '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel('2. Code from the app').fill('12345');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('The code is not correct, or was already used.')).toBeVisible();
  await dialog.getByLabel('2. Code from the app').fill(await codeOf(secret, 0));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once, and downloadable.
  await expect(dialog.getByRole('status')).toHaveText('Two-factor sign-in is on.');
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  codes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fleetdeck-recovery-codes.txt');
  const file = await readFile((await download.path())!, 'utf8');
  codes.forEach((code) => expect(file).toContain(code));
  await expectNoAxeViolations(page, 'recovery codes');
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Two-factor sign-in is on. 10 recovery codes are left.',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Signing in again takes two steps; between them the browser holds no sign-in.
  const signOut = () => signOutThroughMenu(page, customer.name);
  await signOut();
  await signInThroughForm(page, customer.email, customer.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
  await expectNoAxeViolations(page, 'second step');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'The code is not correct, or was already used. Enter the current code.',
  );
  await expect(code).toHaveValue('');
  await code.fill(await codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).not.toBeNull();

  // A recovery code signs in once.
  await signOut();
  await signInThroughForm(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openUserMenu(page, customer.name);
  await page.getByRole('menuitem', { name: 'Two-factor sign-in', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Two-factor sign-in is on. 9 recovery codes are left.');
});

test('“Back to sign-in” returns to the password step with the email kept', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Bo Back');
  const signedIn = await request.post('/api/v1/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  const token = (await signedIn.json()).sessionToken as string;
  const headers = { authorization: `Bearer ${token}` };
  const { secret } = await (
    await request.post('/api/user/2fa/totp', { headers, data: { password: customer.password } })
  ).json();
  const confirmed = await request.post('/api/user/2fa/totp/confirm', {
    headers,
    data: { code: await codeOf(secret, 0) },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto('/auth/signin');
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('an organisation requires two-factor sign-in, and a member without it is walked through the set-up', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  // The organisation's calls before the set-up are refused (403 mfa_required), as Chromium logs them.
  consoleWatch.allow(/status of 403 \(Forbidden\)/);
  const owner = await createCustomer(request, 'Orla Owner');
  const ownerHeaders = { authorization: `Bearer ${owner.auth.sessionToken}` };
  const orgId = owner.auth.user.id;
  await createAppApi(request, owner.auth.sessionToken, {
    name: 'Vault App',
    platform: 'android',
    bundleId: `com.example.vault.${runTag()}`,
  });
  const begun = await request.post('/api/user/2fa/totp', {
    headers: ownerHeaders,
    data: { password: owner.password },
  });
  expect(begun.status(), await begun.text()).toBe(200);
  const { secret: ownerSecret } = await begun.json();
  const confirmed = await request.post('/api/user/2fa/totp/confirm', {
    headers: ownerHeaders,
    data: { code: await codeOf(ownerSecret, 0) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const email = uniqueEmail('member');
  const invited = await request.post(`/api/orgs/${orgId}/invitations`, {
    headers: ownerHeaders,
    data: { email, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitationToken = new URL((await invited.json()).data.url).searchParams.get('token');
  const joined = await request.post('/api/v1/auth/signup', {
    data: { name: 'Mika Member', email, password: CUSTOMER_PASSWORD, invitationToken },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const required = await request.patch(`/api/orgs/${orgId}`, {
    headers: ownerHeaders,
    data: { requireTwoFactor: true },
  });
  expect(required.status(), await required.text()).toBe(200);

  // The member signs in: the organisation's pages are refused, and the gate says why.
  await page.goto('/auth/signin');
  await signInThroughForm(page, email, CUSTOMER_PASSWORD);
  const gate = page.getByRole('dialog', { name: 'Orla Owner requires two-factor sign-in' });
  await expect(gate).toBeVisible();
  await expectNoAxeViolations(page, 'two-factor gate');
  await gate.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await dialog.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const shown = await dialog.locator('p').filter({ hasText: /^Key:/ }).textContent();
  const secret = shown!.replace('Key:', '').replace(/\s/g, '');
  await dialog.getByLabel('2. Code from the app').fill(await codeOf(secret, 0));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  // Set up: the page starts over, and the organisation's pages load; its owner sees who has it.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await reloaded;
  await expect(page.getByRole('term').filter({ hasText: 'Apps' })).toBeVisible();
  await expect(gate).toHaveCount(0);
  await page.goto('/app-management');
  await expect(page.getByRole('heading', { name: 'Vault App' })).toBeVisible();
  const members = await (await request.get(`/api/orgs/${orgId}/members`, { headers: ownerHeaders })).json();
  expect(
    members.data.map((member: { name: string; twoFactor: boolean }) => [member.name, member.twoFactor]),
  ).toEqual([
    ['Orla Owner', true],
    ['Mika Member', true],
  ]);
});
