import type { APIRequestContext, Browser } from '@playwright/test';

import { createCustomer, uniqueEmail, type Account } from './support/accounts';
import type { ConsoleWatch } from './support/console-watch';
import { E2E_ADMIN } from './support/env';
import { expectPath } from './support/navigation';
import {
  acceptedHeartbeat,
  createAppApi,
  refusedHeartbeat,
  runTag,
  type ApiApp,
} from './support/product-api';
import { recordJson, seedRecord } from './support/records';
import { expect, test } from './support/test';
import { openGuideEditor, pageHeading, signInThroughForm } from './support/ui';

/** A customer with one app that has one device online, made through the real API. */
async function customerWithApp(
  request: APIRequestContext,
  tag: string,
): Promise<{ owner: Account; app: ApiApp }> {
  const owner = await createCustomer(request, `Olive Owner ${tag}`);
  const app = await createAppApi(request, owner.auth.sessionToken, {
    name: `Tide Tracker ${tag}`,
    platform: 'ios',
    bundleId: `com.example.tide.${tag}`,
  });
  await acceptedHeartbeat(request, app.appKey, { deviceId: `iphone-${tag}`, model: 'iPhone 15' });
  return { owner, app };
}

/** A second browser, signed in as the customer, watched for console errors like the first. */
async function customerBrowser(browser: Browser, watch: ConsoleWatch, owner: Account) {
  const context = await browser.newContext();
  watch.attach(context);
  await seedRecord(context, {
    state: 'customer',
    raw: recordJson(owner.auth),
    user: owner.auth.user,
    token: owner.auth.sessionToken,
  });
  return context;
}

test('an admin sees a customer app with its owner, suspends it and resumes it', async ({ page, request }) => {
  const tag = runTag();
  const { owner, app } = await customerWithApp(request, tag);

  await page.goto('/auth/signin');
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectPath(page, '/admin-dashboard');
  await expect(pageHeading(page, 'Admin dashboard')).toBeVisible();

  // The dashboard lists the app with its owner (searched: other tests add apps at the same time).
  const apps = page.getByRole('table', { name: 'Applications of every customer' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(app.name);
  const appRow = apps.getByRole('row').filter({ hasText: app.name });
  await expect(appRow).toHaveCount(1);
  for (const text of [app.bundleId, owner.name, owner.email, 'iOS', 'Active']) {
    await expect(appRow).toContainText(text);
  }

  // App management: suspend it, behind a confirmation.
  await page.goto('/admin/app-management');
  await expect(pageHeading(page, 'App management')).toBeVisible();
  const table = page.getByRole('table', { name: "Every customer's apps" });
  await page.getByRole('searchbox', { name: 'Search' }).fill(app.name);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = table.getByRole('row').filter({ hasText: app.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(owner.email);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Suspend ${app.name}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Suspend “${app.name}”?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(
    "Heartbeats from this app's devices are refused until it is resumed.",
  );
  // Cancel first: nothing changes.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Active');
  await acceptedHeartbeat(request, app.appKey, { deviceId: `iphone-${tag}` });

  await row.getByRole('button', { name: `Suspend ${app.name}`, exact: true }).click();
  await confirm.getByRole('button', { name: 'Suspend app', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is suspended' })).toHaveText(
    `“${app.name}” is suspended.`,
  );
  await expect(row).toContainText('Suspended');

  // The next heartbeat with its key is refused; the owner sees the app suspended.
  expect(await refusedHeartbeat(request, app.appKey, { deviceId: `iphone-${tag}` })).toEqual({
    status: 403,
    code: 'app_suspended',
  });
  const listed = await request.get('/api/apps', {
    headers: { Authorization: `Bearer ${owner.auth.sessionToken}` },
  });
  expect((await listed.json()).data).toEqual([expect.objectContaining({ id: app.id, status: 'suspended' })]);

  // Resume: accepted again at once.
  await row.getByRole('button', { name: `Resume ${app.name}`, exact: true }).click();
  const resume = page.getByRole('alertdialog', { name: `Resume “${app.name}”?` });
  await resume.getByRole('button', { name: 'Resume app', exact: true }).click();
  await expect(resume).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is active again' })).toHaveText(
    `“${app.name}” is active again.`,
  );
  await expect(row).toContainText('Active');
  await acceptedHeartbeat(request, app.appKey, { deviceId: `iphone-${tag}` });

  // After a reload the stored status shows.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
  await expect(table.getByRole('row').filter({ hasText: app.name })).toContainText('Active');
});

// Both tests save the one guide the server keeps, and each reads back its own note at the top. A save
// is refused (409 edit_conflict) when another version landed since the editor opened, so they take
// turns rather than run side by side.
test.describe('the shared SDK guide', () => {
  test.describe.configure({ mode: 'serial' });

  test('a session that ends over unsaved guide edits keeps them, and they save after signing in again', async ({
    page,
    context,
    request,
    consoleWatch,
    seedAs,
  }) => {
    // The refused save is a 401 in the console.
    consoleWatch.allow(/status of 401/);
    const admin = await seedAs('admin');
    const note = `Kept through a new sign-in ${runTag()}`;
    await page.goto('/admin/sdk-integration-guide');
    const { section: editorSection, editor } = await openGuideEditor(page);
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(note);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // The session ends on the server (revoked, as by a sign-out elsewhere), so the save is refused.
    const logout = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(logout.status()).toBe(204);
    const save = editorSection.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    // The save's own error says why it failed; the notice over the page says how to go on.
    const notice = page.getByRole('alert').filter({ hasText: 'Your changes are still here, not saved.' });
    await expect(notice).toContainText('Your session has ended');
    await expectPath(page, '/admin/sdk-integration-guide');
    await expect(editor).toContainText(note);

    // Signing in again in a new tab, as the notice offers, lets this tab save.
    const [signInPage] = await Promise.all([
      context.waitForEvent('page'),
      notice.getByRole('link', { name: 'Sign in in a new tab' }).click(),
    ]);
    await signInThroughForm(signInPage, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectPath(signInPage, '/admin-dashboard');
    await signInPage.close();
    await expect(notice).toBeHidden();
    await save.click();
    await expect(editorSection.getByRole('status')).toHaveText(
      'Guide saved. Customers now see this version.',
    );

    const stored = await page.evaluate(async () => {
      const { sessionToken } = JSON.parse(window.localStorage.getItem('auth_token') ?? '{}');
      const response = await fetch('/api/sdk-guide', {
        headers: { Authorization: `Bearer ${sessionToken}` },
      });
      return (await response.json()).data.markdown as string;
    });
    expect(stored.startsWith(`${note}\n\n`)).toBe(true);
  });

  test('an admin edits the guide and the customer reads the new text', async ({
    page,
    browser,
    request,
    consoleWatch,
    seedAs,
  }) => {
    const tag = runTag();
    const { owner, app } = await customerWithApp(request, tag);
    const admin = await seedAs('admin');
    const note = `Release note ${tag}: heartbeats now carry the app version.`;

    await page.goto('/admin/sdk-integration-guide');
    await expect(pageHeading(page, 'SDK integration guide')).toBeVisible();
    // The guide shows with its editor closed; opening it puts the cursor in the text.
    const { section: editorSection, editor } = await openGuideEditor(page);
    await expect(editor).toContainText('{{APP_KEY}}');
    const save = editorSection.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();

    // Type a new first paragraph into the editor, as a user would.
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(note);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(editorSection).toContainText('Unsaved changes.');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText(note, { exact: true })).toBeVisible();

    await save.click();
    await expect(editorSection.getByRole('status')).toHaveText(
      'Guide saved. Customers now see this version.',
    );
    await expect(editorSection).toContainText(`Last edited by ${admin.user!.name}`);
    await expect(save).toBeDisabled();

    const stored = await request.get('/api/sdk-guide', {
      headers: { Authorization: `Bearer ${owner.auth.sessionToken}` },
    });
    const guide = (await stored.json()).data;
    // The new paragraph comes first, the guide as it was after it.
    expect(guide.markdown.startsWith(`${note}\n\n`)).toBe(true);
    expect(guide.markdown).toContain('{{APP_KEY}}');
    expect(guide.updatedBy).toEqual({ id: admin.user!.id, name: admin.user!.name });

    // The customer, in a browser of their own, reads the new text with their own key filled in.
    const customer = await customerBrowser(browser, consoleWatch, owner);
    const customerPage = await customer.newPage();
    await customerPage.goto('/sdk-integration-guide');
    const document = customerPage.getByRole('article', { name: 'SDK integration guide' });
    await expect(document.getByText(note, { exact: true })).toBeVisible();
    await expect(document.locator('pre').filter({ hasText: `X-App-Key: ${app.appKey}` })).toHaveCount(1);
    await customer.close();
  });
});

test('a visitor sends a contact message and the admin reads it as plain text', async ({
  page,
  browser,
  consoleWatch,
  seedAs,
}) => {
  const tag = runTag();
  const visitorName = `Vera Visitor ${tag}`;
  const email = uniqueEmail('visitor');
  const text = `Hello <b>bold</b> question ${tag}:\nhow many devices can one key hold?`;

  const visitor = await browser.newContext();
  consoleWatch.attach(visitor);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/contact-us');
  await visitorPage.getByLabel('Name', { exact: true }).fill(visitorName);
  await visitorPage.getByLabel('Email', { exact: true }).fill(email);
  await visitorPage.getByLabel('Message', { exact: true }).fill(text);
  await visitorPage.getByRole('button', { name: 'Send message' }).click();
  await expect(visitorPage.getByRole('status')).toHaveText(
    `Thank you, your message has been sent. We will reply to ${email}.`,
  );
  await visitor.close();

  await seedAs('admin');
  await page.goto('/admin-dashboard');
  const section = page.getByRole('region', { name: /^Contact messages/ });
  const message = section.getByRole('article', { name: `From ${visitorName}`, exact: true });
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // Shown literally: the markup is text, not bold, and the line break is kept.
  const body = message.getByText('Hello <b>bold</b>');
  await expect(body).toHaveText(text);
  await expect(message.locator('b')).toHaveCount(0);
  expect(await body.evaluate((element) => element.innerHTML)).toContain('&lt;b&gt;bold&lt;/b&gt;');
});
