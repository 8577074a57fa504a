import type { Browser } from '@playwright/test';

import type { Account } from './support/accounts';
import type { ConsoleWatch } from './support/console-watch';
import { customerWithApp } from './support/customer-app';
import { E2E_ADMIN } from './support/env';
import { expectPath } from './support/navigation';
import { runTag } from './support/product-api';
import { recordJson, seedRecord } from './support/records';
import { expect, test } from './support/test';
import { openGuideEditor, pageHeading, signInThroughForm } from './support/ui';

/** The shared SDK guide as an admin edits it and a customer reads it. */

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
