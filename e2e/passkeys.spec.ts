import type { CDPSession } from '@playwright/test';

import { expectNoAxeViolations } from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_PORT } from './support/env';
import { expect, test } from './support/test';
import { openUserMenu, signInThroughForm, signOutThroughMenu } from './support/ui';

/**
 * Passkeys through Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform
 * authenticator with a fingerprint that always matches. Browsers bind a passkey to a host name, never
 * to an address, so this test opens the console as `localhost` (the server still listens on 127.0.0.1).
 */
const ORIGIN = `http://localhost:${E2E_PORT}`;

async function addAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

test('a customer adds a passkey, signs in with it alone and as the second step, and removes it', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.setTimeout(90_000);
  // The wrong password is a 400, as Chromium logs it.
  consoleWatch.allow(/status of 400 \(Bad Request\)/);
  const customer = await createCustomer(request, 'Pia Passkey');
  const cdp = await page.context().newCDPSession(page);
  const authenticatorId = await addAuthenticator(cdp);
  await page.goto(`${ORIGIN}/auth/signin`);
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${ORIGIN}/`);

  // Added from the "Two-factor sign-in" dialog, named.
  const openDialog = async () => {
    await openUserMenu(page, customer.name);
    await page.getByRole('menuitem', { name: 'Two-factor sign-in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await expect(dialog.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    return dialog;
  };
  let dialog = await openDialog();
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByText('Value is required')).toHaveCount(2);
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  // The password first: a session alone does not add a way in.
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Passkey “Work laptop” added. Two-factor sign-in is on with 1 passkey. You can add an authenticator app too.',
  );
  const list = dialog.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Work laptop');
  await expect(dialog.getByLabel('Passkey name')).toHaveValue('');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await expectNoAxeViolations(page, 'passkeys in the two-factor dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const signOut = () => signOutThroughMenu(page, customer.name);

  // A passkey alone: no email, no password.
  await signOut();
  await page.getByRole('link', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/auth/passkey`);
  await expect(page.getByRole('heading', { name: 'Sign in with a passkey' })).toBeVisible();
  await expectNoAxeViolations(page, 'passkey sign-in page');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);

  // With the password, the passkey is the second step (the account has no authenticator app).
  await signOut();
  await signInThroughForm(page, customer.email, customer.password);
  const confirm = page.getByRole('button', { name: 'Continue with a passkey' });
  await expect(confirm).toBeFocused();
  await expect(page.getByText('Confirm with your passkey')).toBeVisible();
  await confirm.click();
  await expect(page).toHaveURL(`${ORIGIN}/`);

  // Removed with a second press; the password alone signs in again.
  dialog = await openDialog();
  const item = dialog.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(item).toContainText('last used');
  await dialog.getByRole('button', { name: 'Remove passkey “Work laptop”' }).click();
  await expect(dialog.getByText('Enter your password to remove “Work laptop”.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).first().fill(customer.password);
  await dialog.getByRole('button', { name: 'Remove passkey', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Passkey “Work laptop” removed. Two-factor sign-in is off.',
  );
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await signOut();
  await signInThroughForm(page, customer.email, customer.password);
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

test('a passkey the console does not know is refused, and the page says so', async ({
  page,
  consoleWatch,
}) => {
  // The refused sign-in is a 401, as Chromium logs it.
  consoleWatch.allow(/status of 401 \(Unauthorized\)/);
  const cdp = await page.context().newCDPSession(page);
  const authenticatorId = await addAuthenticator(cdp);
  // A passkey for this host that the console never registered (another account's database, say).
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from('not-a-known-passkey').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: (await import('node:crypto'))
        .generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64'),
      userHandle: Buffer.from('stranger').toString('base64'),
      signCount: 0,
    },
  });
  await page.goto(`${ORIGIN}/auth/passkey`);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'The passkey could not be verified. Try again, or sign in with your password.',
  );
  await expect(page).toHaveURL(`${ORIGIN}/auth/passkey`);
});
