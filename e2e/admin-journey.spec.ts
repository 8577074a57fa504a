import { uniqueEmail } from './support/accounts';
import { customerWithApp } from './support/customer-app';
import { E2E_ADMIN } from './support/env';
import { expectPath } from './support/navigation';
import { acceptedHeartbeat, refusedHeartbeat, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading, signInThroughForm } from './support/ui';

/**
 * What an admin does through the console: suspends and resumes a customer's app, and reads a visitor's
 * contact message. The shared SDK guide an admin edits is in e2e/admin-guide-journey.spec.ts.
 */

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
