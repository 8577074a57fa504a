import { createCustomer, uniqueEmail, userInfoStatus } from './support/accounts';
import { E2E_ADMIN } from './support/env';
import { expectPath } from './support/navigation';
import { cookieOf, RECORD_COOKIE, recordCookie, storedRecord } from './support/records';
import { expect, test } from './support/test';
import { openUserMenu, pageHeading, signInThroughForm } from './support/ui';

const RECORD_SHAPE = {
  sessionToken: expect.any(String),
  role: expect.any(String),
  tokenExpirationTimestamp: expect.any(Number),
};

test.describe('sign up', () => {
  test('through the form lands on the home page, signed in and stored', async ({ page, context }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth/signup');
    await expect(page).toHaveTitle('Sign up | Fleetdeck');
    await page.getByLabel('Name', { exact: true }).fill('Sam Signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectPath(page, '/');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sam Signup', exact: true })).toBeVisible();
    const stored = await storedRecord(page);
    const record = JSON.parse(stored.authToken ?? 'null');
    expect(record).toEqual({ ...RECORD_SHAPE, role: 'customer' });
    expect(record.tokenExpirationTimestamp).toBeGreaterThan(Date.now());
    expect(JSON.parse(stored.userInfo ?? 'null')).toMatchObject({ name: 'Sam Signup', email });
    expect(await recordCookie(context)).toEqual(record);
  });

  test('explains each invalid field with the exact texts and sends nothing', async ({ page }) => {
    let signUpCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/signup')) signUpCalls += 1;
    });
    await page.goto('/auth/signup');
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    for (const label of ['Name', 'Email', 'Password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(/Value is required/);
    }
    await expect(page.getByText('Value is required', { exact: true })).toHaveCount(3);

    await page.getByLabel('Name', { exact: true }).fill('Val Idation');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    await expect(page.getByText('Value is not a valid email address', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This field should be at least 8 characters long', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Value is required', { exact: true })).toHaveCount(0);
    expect(signUpCalls).toBe(0);
    await expectPath(page, '/auth/signup');
  });

  test('with a taken email shows the translated error and stays', async ({ page, request, consoleWatch }) => {
    // Chromium logs the API's 409 answer as a failed resource load.
    consoleWatch.allow(/status of 409 \(Conflict\)/);
    const existing = await createCustomer(request);
    await page.goto('/auth/signup');
    await page.getByLabel('Name', { exact: true }).fill('Second Person');
    await page.getByLabel('Email', { exact: true }).fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'An account with this email address already exists. Sign in instead, or use another address.',
    );
    // The Email field itself is marked, with the reason, and holds the focus.
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email address is already in use');
    await expect(email).toBeFocused();
    await expectPath(page, '/auth/signup');
    expect(await storedRecord(page)).toEqual({ authToken: null, userInfo: null });
  });
});

test.describe('sign in', () => {
  test('as a customer goes to /', async ({ page, context, request }) => {
    const account = await createCustomer(request, 'Cora Customer');
    await page.goto('/auth/signin');
    await expect(page).toHaveTitle('Sign in | Fleetdeck');
    await signInThroughForm(page, account.email, account.password);
    await expectPath(page, '/');
    await expect(page.getByRole('button', { name: 'Cora Customer', exact: true })).toBeVisible();
    const record = JSON.parse((await storedRecord(page)).authToken ?? 'null');
    expect(record).toEqual({ ...RECORD_SHAPE, role: 'customer' });
    expect(await recordCookie(context)).toEqual(record);
  });

  test('in a language chosen before signing in, which the console keeps', async ({ page, request }) => {
    const account = await createCustomer(request, 'Greta Kundin');
    await page.goto('/auth/signin');
    await expect(pageHeading(page, 'Sign in')).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(pageHeading(page, 'Anmelden')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(pageHeading(page, 'Anmelden')).toBeVisible();
    await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('button', { name: 'Greta Kundin', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  test('as the bootstrap admin goes to /admin-dashboard', async ({ page, context }) => {
    await page.goto('/auth/signin');
    await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectPath(page, '/admin-dashboard');
    await expect(pageHeading(page, 'Admin dashboard')).toBeVisible();
    const stored = await storedRecord(page);
    const record = JSON.parse(stored.authToken ?? 'null');
    expect(record).toEqual({ ...RECORD_SHAPE, role: 'admin' });
    expect(JSON.parse(stored.userInfo ?? 'null')).toMatchObject({ email: E2E_ADMIN.email, role: 'admin' });
    expect(await recordCookie(context)).toEqual(record);
  });

  test('with a wrong password shows an error and stays', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/auth/signin');
    await signInThroughForm(page, account.email, 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The email address or password is incorrect.',
    );
    await expectPath(page, '/auth/signin');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await storedRecord(page)).toEqual({ authToken: null, userInfo: null });
  });

  test('returns to the page asked for with ?next=', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/online-devices');
    await expectPath(page, '/auth/signin?next=%2Fonline-devices');
    await signInThroughForm(page, account.email, account.password);
    await expectPath(page, '/online-devices');
    await expect(pageHeading(page, 'Online devices')).toBeVisible();
  });

  for (const evil of ['https://evil.example', '//evil.example/online-devices']) {
    test(`ignores an off-site next=${evil} and goes home`, async ({ page, request }) => {
      const account = await createCustomer(request);
      await page.goto(`/auth/signin?next=${encodeURIComponent(evil)}`);
      await signInThroughForm(page, account.email, account.password);
      await expectPath(page, '/');
      await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    });
  }
});

test.describe('sign out', () => {
  test('from the user menu clears the record and revokes the token', async ({
    page,
    context,
    request,
    seedAs,
  }) => {
    const seed = await seedAs('customer');
    await page.goto('/');
    await openUserMenu(page, seed.user!.name);
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();

    await expectPath(page, '/auth/signin');
    await expect(pageHeading(page, 'Sign in')).toBeVisible();
    expect(await storedRecord(page)).toEqual({ authToken: null, userInfo: null });
    expect(await cookieOf(context, RECORD_COOKIE)).toBeNull();
    await expect.poll(async () => (await userInfoStatus(request, seed.token!)).status).toBe(401);
  });

  test('in one tab signs out the other tabs', async ({ page, context, seedAs }) => {
    const seed = await seedAs('customer');
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/online-devices');
    await expect(pageHeading(other, 'Online devices')).toBeVisible();

    await openUserMenu(page, seed.user!.name);
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectPath(page, '/auth/signin');
    await expect(other).toHaveURL(/\/auth\/signin/);
    await expect(pageHeading(other, 'Sign in')).toBeVisible();
    await expect(pageHeading(other, 'Online devices')).toHaveCount(0);
  });
});

test('the contact form stores a message and says so', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page).toHaveTitle('Contact us | Fleetdeck');
  const links = page.getByRole('navigation', { name: 'Account' }).getByRole('link');
  await expect(links).toHaveText(['Contact us', 'Login', 'Signup']);

  const email = uniqueEmail('contact');
  await page.getByLabel('Name', { exact: true }).fill('Connie Contact');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill('How many devices can one app key hold?');
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect((await response.json()).data).toEqual({ id: expect.anything(), createdAt: expect.any(String) });
  await expect(page.getByRole('status')).toHaveText(
    `Thank you, your message has been sent. We will reply to ${email}.`,
  );
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
});
