import type { APIRequestContext, Locator } from '@playwright/test';

import {
  adminAccount,
  customerWithDevices,
  expectNoAxeViolations,
  seedDisplay,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { attachScreenshot } from './support/rtl';
import { expect, test } from './support/test';

/**
 * An app's heartbeat quota end to end: an admin gives one app its own quota in the apps table, its
 * customer sees it on the app's card with the beats of the current window, in English and in German
 * right to left, and the admin puts it back on the default.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const TABLE = "Every customer's apps";

/** What the API says the app used of its quota, which the card must show. */
async function usedOf(request: APIRequestContext, token: string, appId: string): Promise<number> {
  const response = await request.get(`/api/apps/${appId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { quota: { used: number } } }).data.quota.used;
}

/** The horizontal extent of an element. */
const extent = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left: Math.round(left), right: Math.round(right) };
  });

test('an admin sets an app’s heartbeat quota and its customer sees it with the usage', async ({
  page,
  context,
  browser,
  request,
  consoleWatch,
}, testInfo) => {
  test.setTimeout(90_000);
  const { customer, app } = await customerWithDevices(request, { devices: 3, name: 'Quinn Quota' });
  const admin = await adminAccount(request);
  await signInContext(context, admin);

  // The admin's table: the default, then a quota of the app's own through the dialog.
  await page.goto(`/admin/app-management?q=${encodeURIComponent(app.name)}`);
  await waitForShell(page);
  const row = page.getByRole('table', { name: TABLE }).getByRole('row').filter({ hasText: app.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('150,000 per minute');
  await expect(row).toContainText('Default');
  // By keyboard: the dialog takes focus, and Escape gives it back to the button.
  const change = row.getByRole('button', { name: `Change the heartbeat quota of ${app.name}` });
  await change.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Heartbeat quota of “${app.name}”` });
  const byDefault = dialog.getByRole('radio', { name: 'The default: 150,000 per minute' });
  await expect(byDefault).toBeChecked();
  await expect(byDefault).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
  await change.click();
  await dialog.getByRole('radio', { name: 'A quota for this app' }).check();
  const amount = dialog.getByRole('textbox', { name: 'Heartbeats per minute' });
  await amount.fill('2.5');
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(amount).toHaveAccessibleDescription(/Enter a whole number, 0 or more/);
  await expectNoAxeViolations(page, 'the quota dialog');
  await amount.fill('2,500');
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'was saved' })).toHaveText(
    `The heartbeat quota of “${app.name}” was saved.`,
  );
  await expect(row).toContainText('2,500 per minute');
  await expect(row).toContainText('Set for this app');
  const stored = await request.get(`/api/admin/apps?ownerId=${customer.auth.user.id}`, {
    headers: { Authorization: `Bearer ${admin.auth.sessionToken}` },
  });
  expect((await stored.json()).data).toEqual([
    expect.objectContaining({
      id: app.id,
      heartbeatQuota: 2500,
      quota: expect.objectContaining({ limit: 2500 }),
    }),
  ]);

  // The customer's card: the window's beats against the quota, as the API counts them.
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  consoleWatch.attach(customerContext);
  await signInContext(customerContext, customer);
  const customerPage = await customerContext.newPage();
  await customerPage.goto('/app-management');
  await waitForShell(customerPage);
  const card = customerPage.getByRole('article', { name: app.name, exact: true });
  const bar = card.getByRole('progressbar', { name: 'Heartbeats this minute' });
  await expect(bar).toHaveAttribute('aria-valuemax', '2500');
  const used = await usedOf(request, customer.auth.sessionToken, app.id);
  await expect(card).toContainText(`Heartbeats this minute${used.toLocaleString('en')} of 2,500`);
  await expect(bar).toHaveAttribute('aria-valuenow', String(used));
  await expect(card).toContainText('An administrator set this quota for this app.');
  await expectNoAxeViolations(customerPage, 'the app card with its quota');

  // German, right to left: translated, the numbers grouped the German way, the bar filling from the right.
  await seedDisplay(customerContext, { rtlClass: 'rtl' });
  await seedLanguage(customerContext, 'de');
  await customerPage.reload();
  await waitForShell(customerPage);
  await expect(customerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const germanBar = card.getByRole('progressbar', { name: 'Lebenszeichen in dieser Minute' });
  await expect(germanBar).toBeVisible();
  await expect(card).toContainText(
    `${(await usedOf(request, customer.auth.sessionToken, app.id)).toLocaleString('de')} von 2.500`,
  );
  const track = await extent(germanBar);
  const fill = await extent(germanBar.locator('div'));
  expect(fill.right, 'the bar fills from the right').toBe(track.right);
  expect((await extent(card.getByText('Lebenszeichen in dieser Minute'))).right).toBeGreaterThan(
    (await extent(card.getByText(/ von 2\.500$/))).right,
  );
  await expectNoAxeViolations(customerPage, 'the app card in German, right to left');
  await attachScreenshot(customerPage, testInfo, '/app-management quota');
  await customerContext.close();

  // Back on the default.
  await row.getByRole('button', { name: `Change the heartbeat quota of ${app.name}` }).click();
  await dialog.getByRole('radio', { name: 'The default: 150,000 per minute' }).check();
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('150,000 per minute');
  await expect(row).toContainText('Default');
});
