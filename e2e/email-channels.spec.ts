import type { APIRequestContext } from '@playwright/test';

import { expectNoAxeViolations, signInContext } from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/** A new customer named `name` and a tag, with an app of their own. */
async function customerWithApp(request: APIRequestContext, name: string) {
  const tag = runTag();
  const customer = await createCustomer(request, `${name} ${tag}`);
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Ice Rink ${tag}`,
    platform: 'ios',
    bundleId: `com.example.rink.${tag}`,
  });
  return { customer, app };
}

/**
 * Email channels in an app's Alerts dialog, against the real API (docs/product.md, Email channels): a
 * channel made of the members ticked, listed by whom it mails; ticked under "Send incidents to" and
 * kept by the rules; its test saying that this console has no mail server; renamed; deleted, gone from
 * the rules too. The emails themselves, in each recipient's language, are lib/server/alerts/channels's tests.
 */
test('a customer makes an email channel, lists it in the rules, tests and deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, app } = await customerWithApp(request, 'Ada Channels');
  const name = customer.auth.user.name;
  await signInContext(context, customer);
  await page.goto('/app-management');
  await expect(pageHeading(page, 'App management')).toBeVisible();
  const open = page.getByRole('button', { name: `Alerts of ${app.name}`, exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Alerts of “${app.name}”` });
  const rules = dialog.getByRole('group', { name: 'Send incidents to' });
  await expect(rules).toContainText('No channel yet');

  const form = dialog.getByRole('form', { name: 'New email channel' });
  await form.getByRole('textbox', { name: 'Name' }).fill('On-call');
  await form.getByRole('group', { name: 'Members to mail' }).getByRole('checkbox', { name }).check();
  await form.getByRole('button', { name: 'Create channel' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'The email channel On-call was created.' }),
  ).toBeVisible();
  const listed = dialog.getByRole('list', { name: 'Email channels' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`To: ${name}`);

  // Ticked in the rules and saved: kept when the dialog opens again.
  await rules.getByRole('checkbox', { name: 'On-call (email)' }).check();
  await dialog.getByRole('button', { name: 'Save rules' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Alert rules saved.' })).toBeVisible();
  await expectNoAxeViolations(page, 'alerts dialog, an email channel');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(rules.getByRole('checkbox', { name: 'On-call (email)' })).toBeChecked();

  // This console has no mail server: the test says so.
  await dialog.getByRole('button', { name: 'Send a test email to the channel On-call' }).click();
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: 'No email went: the console has no mail server (SMTP_URL).' }),
  ).toBeVisible();

  // Renamed in the form: the rules offer it under its new name, still ticked.
  await dialog.getByRole('button', { name: 'Edit the email channel On-call' }).click();
  const editing = dialog.getByRole('form', { name: 'Edit the email channel On-call' });
  await editing.getByRole('textbox', { name: 'Name' }).fill('Night shift');
  await editing.getByRole('button', { name: 'Save channel' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'The email channel Night shift was saved.' }),
  ).toBeVisible();
  await expect(rules.getByRole('checkbox', { name: 'Night shift (email)' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Delete the email channel Night shift' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'The email channel Night shift was deleted.' }),
  ).toBeVisible();
  await expect(dialog.getByText('The organisation has no email channel yet.')).toBeVisible();
  await expect(rules).toContainText('No channel yet');
  const saved = await request.get(`/api/apps/${app.id}/alert-rules`, {
    headers: { Authorization: `Bearer ${customer.auth.sessionToken}` },
  });
  expect(((await saved.json()) as { data: { channelIds: string[] } }).data.channelIds).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a channel’s name reads on its own lines, its buttons under it', async ({
    page,
    context,
    request,
  }) => {
    const { customer, app } = await customerWithApp(request, 'Ada Phone');
    const made = await request.post('/api/channels', {
      headers: { Authorization: `Bearer ${customer.auth.sessionToken}` },
      data: { name: 'On-call team for the stores', recipientIds: [customer.auth.user.id] },
    });
    expect(made.status(), await made.text()).toBe(201);
    await signInContext(context, customer);
    await page.goto('/app-management');
    await page.getByRole('button', { name: `Alerts of ${app.name}`, exact: true }).click();
    const item = page.getByRole('list', { name: 'Email channels' }).getByRole('listitem');
    const name = item.getByText('On-call team for the stores', { exact: true });
    await name.scrollIntoViewIfNeeded();
    // Squeezed beside three buttons, it was a column one letter wide.
    const box = (await name.boundingBox())!;
    expect(box.width).toBeGreaterThan(150);
    expect(box.height).toBeLessThan(50);
    const edit = (await item.getByRole('button', { name: /^Edit the email channel/ }).boundingBox())!;
    expect(edit.y).toBeGreaterThan(box.y + box.height);
  });
});
