import type { Page } from '@playwright/test';

import {
  adminOn,
  applyThemeMode,
  customerWithDevices,
  expectNoAxeViolations,
  seedDisplay,
  signInContext,
  THEME_MODES,
  waitForShell,
} from './support/a11y';
import { tabTo } from './support/keyboard';
import { readCsvDownload } from './support/product-api';
import { expectCellsStartRight, expectMirroredShell } from './support/rtl';
import { expect, test } from './support/test';

/**
 * The audit log pages: a customer's own log and the admins' log of everyone, with real entries made
 * through the API; the filters and the export driven from the keyboard; axe in every look; right to left.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';

async function everyLook(page: Page, label: string): Promise<void> {
  for (const [index, mode] of THEME_MODES.entries()) {
    await applyThemeMode(page, mode);
    await expectNoAxeViolations(page, `${label}, ${mode.name}`, { coloursOnly: index > 0 });
  }
}

test('a customer reads, filters and exports their own log from the keyboard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { customer, app } = await customerWithDevices(request, { devices: 0, name: 'Audra Audit' });
  const other = await customerWithDevices(request, { devices: 0, name: 'Otto Other' });
  const token = customer.auth.sessionToken;
  const renamed = `${app.name} renamed`;
  const patch = await request.patch(`/api/apps/${app.id}`, {
    headers: { authorization: `Bearer ${token}`, 'user-agent': DESKTOP_CHROME },
    data: { name: renamed },
  });
  expect(patch.status()).toBe(200);
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Audit log of your account and apps' });
  await expect(table.getByRole('row').filter({ hasText: 'Renamed app' })).toContainText(
    `Name: ${app.name} → ${renamed}`,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Created app' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Signed up' })).toHaveCount(1);
  await expect(table).not.toContainText(other.app.name);
  // The browser in words; its whole user agent one press away, from the keyboard.
  const client = table
    .getByRole('row')
    .filter({ hasText: 'Renamed app' })
    .getByRole('button', { name: /^Chrome 150 on Linux ?\(show the full user agent\)$/ });
  await tabTo(page, { role: 'button', name: /^Chrome 150 on Linux ?\(show the full user agent\)$/ });
  await page.keyboard.press('Enter');
  await expect(client).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByText(DESKTOP_CHROME)).toBeVisible();
  await everyLook(page, '/audit-log');

  // The action filter, from the keyboard: the URL keeps it.
  await tabTo(page, { role: 'combobox', name: 'Action' });
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Renamed app' });
  await expect(page).toHaveURL(/action=app\.rename/);
  await expect(table.getByRole('row')).toHaveCount(2);

  // The export holds the whole filtered log, the same rows.
  await tabTo(page, { role: 'button', name: 'Export CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const csv = await readCsvDownload(download);
  expect(csv.bom).toBe(true);
  expect(csv.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.lines).toHaveLength(2);
  expect(csv.lines[1]).toContain('app.rename');
  expect(csv.lines[1]).toContain(renamed);

  // The admins' log is not a customer's page.
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin reads everyone’s log, sees a suspension, and it mirrors in right-to-left', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { app } = await customerWithDevices(request, { devices: 0, name: 'Sue Spended' });
  await adminOn(page, context, request, '/admin-dashboard');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth_token') ?? '{}').sessionToken,
  );
  const suspend = await request.patch(`/api/admin/apps/${app.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'suspended' },
  });
  expect(suspend.status()).toBe(200);

  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'Target', exact: true }).fill(app.name);
  await expect(page).toHaveURL(/target=/);
  const table = page.getByRole('table', { name: 'Audit log of every customer and admin' });
  const row = table.getByRole('row').filter({ hasText: 'Suspended app' });
  await expect(row).toContainText('Status: Active → Suspended');
  await expect(row).toContainText('Admin');
  await expect(table.getByRole('row').filter({ hasText: 'Created app' })).toHaveCount(1);
  await everyLook(page, '/admin/audit-log');

  await seedDisplay(context, { rtlClass: 'rtl' });
  await page.reload();
  await waitForShell(page);
  await expect(row).toBeVisible();
  await expectMirroredShell(page, '/admin/audit-log');
  await expectCellsStartRight(page, 'Audit log of every customer and admin');
  await expectNoAxeViolations(page, '/admin/audit-log, right-to-left');
});
