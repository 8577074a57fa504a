import { adminAccount, customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { focusIsInside, focusStop } from './support/keyboard';
import { walkEveryPage } from './support/keyboard-walk';
import { expect, test } from './support/test';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): the skip link, and every control of every page reached with Tab,
 * named, and showing focus. After the page loads, these tests touch the page only through `page.keyboard`.
 * The other keyboard specs are e2e/a11y-keyboard-*.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('the skip link is the first stop and moves focus to the page content', async ({
  page,
  context,
  request,
}) => {
  for (const path of ['/auth/signin', '/']) {
    if (path === '/')
      await signInContext(context, (await customerWithDevices(request, { devices: 1 })).customer);
    await page.goto(path);
    await waitForShell(page);
    // The dashboard's first control inside <main> comes with its data.
    if (path === '/') await expect(page.getByRole('button', { name: '24 hours' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusStop(page)).toMatchObject({ role: 'link', name: 'Skip to content', indicator: true });
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const box = await skip.boundingBox();
    expect(box && box.width > 20 && box.height > 10, 'the focused skip link is visible').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is inside the page, past the header and the sidebar.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, 'main'), `${path}: Tab after the skip link stays in <main>`).toBe(true);
  }
});

test('every control of the customer pages is reachable, named and shows focus', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, app } = await customerWithDevices(request, { devices: 2 });
  await signInContext(context, customer);
  const expected: Record<string, string[]> = {
    '/': [
      'link "Skip to content"',
      'link "Fleetdeck home"',
      'link "Dashboard"',
      'button "Apps"',
      'link "Online devices"',
      'button "Navigation menu"',
      'button "Theme: Light. Switch to Dark"',
      'combobox "Language"',
      'button "Display settings"',
      `button "${customer.name}"`,
      'button "24 hours"',
      'button "30 days"',
    ],
    '/app-management': [
      'button "Create app"',
      `button "Edit ${app.name}"`,
      `button "Rotate key of ${app.name}"`,
      `button "Alerts of ${app.name}"`,
      `button "Delete ${app.name}"`,
      `button "Reveal the app key of ${app.name}"`,
    ],
    '/sdk-integration-guide': ['combobox "App"'],
  };
  await walkEveryPage(page, expected);
});

test('every control of the admin pages is reachable, named and shows focus', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { app, deviceIds } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, await adminAccount(request));
  // The tables are searched down to this test's rows: every customer's rows would only repeat the same controls.
  const appQuery = `?q=${encodeURIComponent(app.name)}`;
  const expected: Record<string, string[]> = {
    '/admin-dashboard': [
      'link "Admin dashboard"',
      'link "User dashboard"',
      'link "Diagnostics"',
      'searchbox "Search"',
    ],
    '/admin/user-dashboard': ['combobox "Customer"', 'button "24 hours"'],
    [`/admin/app-management${appQuery}`]: [
      'searchbox "Search"',
      'combobox "Owner"',
      'button "Columns"',
      'button "App"',
      `button "Suspend ${app.name}"`,
      `button "Change the heartbeat quota of ${app.name}"`,
    ],
    [`/admin/online-devices?q=${deviceIds[0]}`]: [
      'searchbox "Search"',
      'combobox "Owner"',
      'combobox "rows per page:"',
    ],
    '/admin/sdk-integration-guide': [
      'combobox "Language of the guide"',
      'button "Open the editor"',
      'combobox "App"',
    ],
    '/test': ['button "Re-run checks"'],
  };
  await walkEveryPage(page, expected);
});
