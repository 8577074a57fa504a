import { adminOn, customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { CUSTOMER_PASSWORD, uniqueEmail } from './support/accounts';
import { tabTo } from './support/keyboard';
import { expectPath } from './support/navigation';
import { runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): whole tasks done with the keyboard alone: an app created and
 * suspended, a sign-up, a contact message. After the page loads, these tests touch the page only through
 * `page.keyboard`. The other keyboard specs are e2e/a11y-keyboard-*.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('create an app and confirm a suspension with the keyboard only', async ({ page, context, request }) => {
  const { customer } = await customerWithDevices(request, { devices: 0 });
  // Tagged: the admin's search below must find this test's app only, whatever else runs.
  const tag = runTag();
  const appName = `Keyboard Kiosk ${tag}`;
  await signInContext(context, customer);
  await page.goto('/app-management');
  await waitForShell(page);

  await tabTo(page, { role: 'button', name: 'Create app' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create app' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type(appName);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('combobox', { name: 'Platform' })).toHaveValue('android');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`com.example.kiosk.${tag}`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: appName, exact: true })).toBeVisible();

  // The admin suspends it behind a confirmation: focus starts on Cancel, stays inside, Escape gives it back.
  await adminOn(page, context, request, `/admin/app-management?q=${encodeURIComponent(appName)}`);
  const suspend = page.getByRole('button', { name: `Suspend ${appName}`, exact: true });
  await expect(suspend).toHaveCount(1);
  await tabTo(page, { role: 'button', name: `Suspend ${appName}` });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  const reason = confirm.getByRole('textbox', { name: 'Reason (optional)' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Suspend app' })).toBeFocused();
  // Round to the dialog's first control, the optional reason, then Cancel again.
  await page.keyboard.press('Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(suspend).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Billing overdue');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Suspend app' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is suspended' })).toBeVisible();
});

test('a visitor signs up with the keyboard only and lands on the home page, signed in', async ({ page }) => {
  const name = `Kim Keys ${runTag()}`;
  await page.goto('/auth/signup');
  await expect(pageHeading(page, 'Create your account')).toBeVisible();

  // Tab from the top of the page (past the skip link and the header's links) to the first field.
  await tabTo(page, { role: 'textbox', name: 'Name' });
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(uniqueEmail('keyboard'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(CUSTOMER_PASSWORD);
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');

  await expectPath(page, '/');
  await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
});

test('a visitor sends the contact form with the keyboard only and is told it was sent', async ({ page }) => {
  const email = uniqueEmail('keyboard-contact');
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, { role: 'textbox', name: 'Name' });
  await page.keyboard.type(`Kit Keys ${runTag()}`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  // Enter in the message starts a new line; it does not send.
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Does the SDK work offline?');
  await expect(message).toHaveValue('Sent without a mouse.\nDoes the SDK work offline?');
  // Tab to the button and press it with Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText(
    `Thank you, your message has been sent. We will reply to ${email}.`,
  );
  await expect(message).toHaveValue('');
});
