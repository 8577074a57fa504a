import type { Page } from '@playwright/test';

import {
  adminOn,
  applyThemeMode,
  customerWithDevices,
  expectNoAxeViolations,
  signInContext,
  THEME_MODES,
  waitForShell,
} from './support/a11y';
import { expectFieldBoundaries } from './support/contrast';
import { expect, test } from './support/test';
import { openDisplaySettings, openGuideEditor, openUserMenu } from './support/ui';

/**
 * Zero axe violations (WCAG 2.1 A and AA) on every page, in light, dark and semi-dark,
 * with the pages holding real data (a customer with an app and devices online) and with the modal,
 * a confirmation and the settings panel open. Each test checks one page in the three looks in turn,
 * switched in place, so an open dialog stays open. In each look the fields' borders are also checked
 * for 3:1 contrast (WCAG 1.4.11), which axe does not test.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  // Entrance animations and transitions end at once: axe measures colours as they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Every rule in the first look; in the others, which change only colours, the colour rules. */
async function checkEveryLook(page: Page, label: string): Promise<void> {
  for (const [index, mode] of THEME_MODES.entries()) {
    await applyThemeMode(page, mode);
    await expectNoAxeViolations(page, `${label}, ${mode.name}`, { coloursOnly: index > 0 });
    await expectFieldBoundaries(page, `${label}, ${mode.name}`);
  }
}

test.describe('signed out', () => {
  for (const [path, submit] of [
    ['/auth/signin', 'Sign in'],
    ['/auth/passkey', 'Continue with a passkey'],
    ['/auth/signup', 'Create account'],
    ['/contact-us', 'Send message'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
      await checkEveryLook(page, path);
    });
  }

  test('/contact-us with its validation errors has no axe violations', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Value is required').first()).toBeVisible();
    await expect(page.getByText('Value is not a valid email address')).toBeVisible();
    await checkEveryLook(page, '/contact-us with errors');
  });
});

test.describe('customer', () => {
  test('/ (dashboard), with the user menu, the Update Name modal and the settings panel open, has no axe violations', async ({
    page,
    context,
    request,
  }) => {
    // Four states, each in every look: on a loaded machine axe alone takes over a minute of it.
    test.setTimeout(180_000);
    const { customer } = await customerWithDevices(request);
    await signInContext(context, customer);
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Devices online over time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent apps' })).toBeVisible();
    await checkEveryLook(page, '/');

    await openUserMenu(page, customer.name);
    await checkEveryLook(page, 'user menu open');
    await page.getByRole('menuitem', { name: 'Edit profile name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Name' });
    await expect(dialog).toBeVisible();
    // With its error showing (the field starts with the current name: emptied first).
    await dialog.getByRole('textbox', { name: 'User name' }).fill('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Value is required')).toBeVisible();
    await checkEveryLook(page, 'Update Name modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openDisplaySettings(page);
    await checkEveryLook(page, 'settings panel');
  });

  test('/app-management with an app, and with the create modal open, has no axe violations', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { customer, app } = await customerWithDevices(request);
    await signInContext(context, customer);
    await page.goto('/app-management');
    await waitForShell(page);
    await expect(page.getByRole('article', { name: app.name })).toBeVisible();
    await checkEveryLook(page, '/app-management');

    await page.getByRole('button', { name: 'Create app' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create app' });
    await expect(dialog).toBeVisible();
    // With the errors of an empty submit showing, too.
    await dialog.getByRole('button', { name: 'Create app' }).click();
    await expect(dialog.getByText('Value is required').first()).toBeVisible();
    await checkEveryLook(page, '/app-management, create modal');
  });

  test('/online-devices with rows has no axe violations', async ({ page, context, request }) => {
    const { customer, deviceIds } = await customerWithDevices(request);
    await signInContext(context, customer);
    await page.goto('/online-devices');
    await waitForShell(page);
    const table = page.getByRole('table', { name: 'Devices of your apps' });
    await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toBeVisible();
    // A selected row and the export bar show their colours too.
    await table.getByRole('checkbox').nth(1).check();
    await expect(page.getByRole('status').filter({ hasText: 'row selected' })).toBeVisible();
    await checkEveryLook(page, '/online-devices');
  });

  test('/sdk-integration-guide has no axe violations', async ({ page, context, request }) => {
    const { customer, app } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    await page.goto('/sdk-integration-guide');
    await waitForShell(page);
    await expect(page.getByLabel('App', { exact: true }).locator('option:checked')).toHaveText(app.name);
    await expect(
      page.getByRole('article', { name: 'SDK integration guide' }).locator('pre').first(),
    ).toBeVisible();
    await checkEveryLook(page, '/sdk-integration-guide');
  });

  test('/api-reference has no axe violations', async ({ page, context, request }) => {
    // Redoc draws every operation at once: axe has a large page to read, three times.
    test.setTimeout(360_000);
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    await page.goto('/api-reference');
    await waitForShell(page);
    await expect(page.getByRole('main').getByRole('heading', { name: /Fleetdeck API/ })).toBeVisible();
    await checkEveryLook(page, '/api-reference');
  });
});

test.describe('admin', () => {
  test('/admin-dashboard has no axe violations', async ({ page, context, request }) => {
    const { app } = await customerWithDevices(request, { devices: 1 });
    await request.post('/api/contact', {
      data: { name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you support tvOS devices?' },
    });
    await adminOn(page, context, request, '/admin-dashboard');
    await page.getByRole('searchbox', { name: 'Search' }).fill(app.name);
    const table = page.getByRole('table', { name: 'Applications of every customer' });
    await expect(table.getByRole('row').filter({ hasText: app.name })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    await expect(page.getByText('Do you support tvOS devices?').first()).toBeVisible();
    await checkEveryLook(page, '/admin-dashboard');
  });

  test('/admin/user-dashboard has no axe violations', async ({ page, context, request }) => {
    await customerWithDevices(request, { devices: 1 });
    await adminOn(page, context, request, '/admin/user-dashboard');
    await expect(page.getByRole('heading', { name: 'Devices online over time' })).toBeVisible();
    await checkEveryLook(page, '/admin/user-dashboard');
  });

  test('/admin/app-management, and with a confirmation open, has no axe violations', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { app } = await customerWithDevices(request, { devices: 1 });
    await adminOn(page, context, request, '/admin/app-management');
    await page.getByRole('searchbox', { name: 'Search' }).fill(app.name);
    const rows = page.getByRole('table', { name: "Every customer's apps" }).getByRole('row');
    const row = rows.filter({ hasText: app.name });
    // The header row and this app's: the search has been answered, nothing is loading any more.
    await expect(rows).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await checkEveryLook(page, '/admin/app-management');

    await row.getByRole('button', { name: `Suspend ${app.name}`, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkEveryLook(page, '/admin/app-management, confirmation');
  });

  test('/admin/online-devices has no axe violations', async ({ page, context, request }) => {
    const { deviceIds } = await customerWithDevices(request, { devices: 2 });
    await adminOn(page, context, request, `/admin/online-devices?q=${deviceIds[0]}`);
    const table = page.getByRole('table', { name: 'Devices of every customer' });
    await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toBeVisible();
    await checkEveryLook(page, '/admin/online-devices');
  });

  test('/admin/sdk-integration-guide with the editor has no axe violations', async ({
    page,
    context,
    request,
  }) => {
    await adminOn(page, context, request, '/admin/sdk-integration-guide');
    await openGuideEditor(page);
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await checkEveryLook(page, '/admin/sdk-integration-guide');
  });

  test('/test (diagnostics) has no axe violations', async ({ page, context, request }) => {
    await adminOn(page, context, request, '/test');
    await expect(page.getByRole('button', { name: 'Re-run checks' })).toBeEnabled();
    await checkEveryLook(page, '/test');
  });
});
