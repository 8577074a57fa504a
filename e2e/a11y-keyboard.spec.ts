import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import {
  adminAccount,
  adminOn,
  customerWithDevices,
  seedDisplay,
  signInContext,
  waitForShell,
} from './support/a11y';
import { CUSTOMER_PASSWORD, uniqueEmail } from './support/accounts';
import {
  expectUsableStops,
  focusIsInside,
  focusStop,
  tabTo,
  walkFocus,
  type FocusStop,
} from './support/keyboard';
import { expectPath } from './support/navigation';
import { runTag } from './support/product-api';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * Keyboard only (DESIGN 6): every control is reached with Tab, named, and shows focus; the menus,
 * the modal and the settings panel keep focus inside, close with Escape and give focus back; the
 * sidebar and the table's controls work from the keyboard. After the page loads, these tests touch
 * the page only through `page.keyboard`.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const names = (stops: readonly FocusStop[]) => stops.map((stop) => `${stop.role} "${stop.name}"`);

/**
 * Waits until every wanted control is on the page: the shell is rendered on the server, and a page's
 * own controls come with its data.
 */
async function waitForStops(page: Page, wanted: readonly string[]): Promise<void> {
  for (const stop of wanted) {
    const [, role, name] = /^(\w+) "(.*)"$/.exec(stop) ?? [];
    await expect(
      page.getByRole(role as Parameters<Page['getByRole']>[0], { name, exact: true }).first(),
      `${stop} on the page`,
    ).toBeAttached();
  }
}

function expectStops(stops: readonly FocusStop[], wanted: readonly string[], label: string): void {
  const found = names(stops);
  expect(
    wanted.filter((name) => !found.includes(name)),
    `${label}: missing from the Tab order, which was: ${found.join(', ')}`,
  ).toEqual([]);
}

/**
 * Opens each page and walks it with Tab: the shell (sidebar and header) on the first page only, then
 * each page's own content. Every stop must be named and show focus, and the wanted ones must be there.
 */
async function walkEveryPage(page: Page, expected: Record<string, readonly string[]>): Promise<void> {
  for (const [index, [path, wanted]] of Object.entries(expected).entries()) {
    await page.goto(path);
    await waitForShell(page);
    await waitForStops(page, wanted);
    const stops = await walkFocus(page, { mainOnly: index > 0 });
    expectUsableStops(stops, path);
    expectStops(stops, wanted, path);
  }
}

/** A customer with one app and device, signed in, on the dashboard once it is ready. */
async function customerOnDashboard(page: Page, context: BrowserContext, request: APIRequestContext) {
  const { customer } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  await page.goto('/');
  await waitForShell(page);
  return customer;
}

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
    ],
    [`/admin/online-devices?q=${deviceIds[0]}`]: [
      'searchbox "Search"',
      'combobox "Owner"',
      'combobox "rows per page:"',
    ],
    '/admin/sdk-integration-guide': ['button "Open the editor"', 'combobox "App"'],
    '/test': ['button "Re-run checks"'],
  };
  await walkEveryPage(page, expected);
});

/** An admin on the guide page who opens the editor with Tab and Enter: the cursor is in its text. */
async function openGuideEditorByKeyboard(page: Page, context: BrowserContext, request: APIRequestContext) {
  await adminOn(page, context, request, '/admin/sdk-integration-guide');
  await tabTo(page, { role: 'button', name: 'Open the editor' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Edit the guide' })).toBeFocused();
}

test('the guide editor opens from the keyboard; its toolbar and text are reached, and Tab leaves it', async ({
  page,
  context,
  request,
}) => {
  await openGuideEditorByKeyboard(page, context, request);

  const bold = await tabTo(page, { role: 'button', name: 'Bold' }, { back: true });
  const text = await tabTo(page, { role: 'textbox', name: 'Edit the guide' });
  expect([bold.indicator, text.indicator], 'focus shows on the toolbar and the text').toEqual([true, true]);
  // No trap: Tab goes on past the editor to the preview's app choice.
  await tabTo(page, { role: 'combobox', name: 'App' }, { max: 5 });
});

// With a page animation (display settings), the page sits in an animated wrapper, which must not hold
// the full-screen editor under the header once the animation has played.
for (const animation of [null, 'zoom-in'] as const) {
  test(`the guide editor in full screen covers the console, keeps Tab inside, and says which toggles are on${animation ? `, with the ${animation} page animation` : ''}`, async ({
    page,
    context,
    request,
  }) => {
    if (animation) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await seedDisplay(context, { animation });
    }
    await openGuideEditorByKeyboard(page, context, request);
    const fullScreen = page.getByRole('button', { name: 'Full screen', exact: true });
    await tabTo(page, { role: 'button', name: 'Full screen' }, { back: true });
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');

    // Nothing of the console (header, sidebar) is drawn over the toolbar or the text: the element at
    // the first toolbar button, and at the text's top start corner and centre, is the editor's own.
    const topmost = await page.evaluate(() => {
      const editor = document.querySelector('.EasyMDEContainer')!;
      const button = document.querySelector('.editor-toolbar button')!.getBoundingClientRect();
      const text = document.querySelector('.CodeMirror-fullscreen')!.getBoundingClientRect();
      return [
        ['toolbar', button.left + 5, button.top + 5],
        ['text corner', text.left + 20, text.top + 20],
        ['text centre', (text.left + text.right) / 2, (text.top + text.bottom) / 2],
      ].map(([part, x, y]) => ({
        part,
        onTop: editor.contains(document.elementFromPoint(x as number, y as number)),
      }));
    });
    expect(topmost).toEqual([
      { part: 'toolbar', onTop: true },
      { part: 'text corner', onTop: true },
      { part: 'text centre', onTop: true },
    ]);

    // Tab goes round the editor's own controls while it covers the page.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '.EasyMDEContainer'), `Tab ${i + 1} stays in the editor`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  });
}

test('user menu and Update Name modal: opened, trapped, closed with Escape, focus returned', async ({
  page,
  context,
  request,
}) => {
  const customer = await customerOnDashboard(page, context, request);
  const trigger = page.getByRole('button', { name: customer.name, exact: true });

  await tabTo(page, { role: 'button', name: customer.name });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: customer.name })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  // An outline, not only a pale background: it shows in forced colours too.
  expect((await focusStop(page))?.indicator, 'the focused menu item shows focus').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Name' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'User name' });
  await expect(field).toBeFocused();
  // Tab and Shift+Tab go round the three controls and never leave the dialog.
  for (const [key, name] of [
    ['Tab', 'Cancel'],
    ['Tab', 'Send'],
    ['Tab', 'User name'],
    ['Shift+Tab', 'Send'],
    ['Shift+Tab', 'Cancel'],
    ['Shift+Tab', 'User name'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await focusStop(page), `${key} inside the dialog`).toMatchObject({ name, indicator: true });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // And the whole change, by keyboard.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kim Keyboard', exact: true })).toBeVisible();
});

test('settings panel: opened, trapped, changed with arrow keys, closed with Escape, focus returned', async ({
  page,
  context,
  request,
}) => {
  await customerOnDashboard(page, context, request);

  await tabTo(page, { role: 'button', name: 'Display settings' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await expect(panel).toBeVisible();
  expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);

  // Round and round: focus never leaves the panel.
  const seen = new Set<string>();
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, '[role="dialog"]'), `Tab ${i + 1} stays in the panel`).toBe(true);
    const stop = await focusStop(page);
    expect(stop?.indicator, `${stop?.role} "${stop?.name}" shows focus`).toBe(true);
    seen.add(`${stop?.role} "${stop?.name}"`);
  }
  expect([...seen]).toEqual(
    expect.arrayContaining([
      'button "Close display settings"',
      'radio "Light"',
      'radio "Left to right"',
      'switch "Semi dark"',
      'button "Reset to defaults"',
    ]),
  );

  // A radio group is one stop; arrow keys choose within it.
  await tabTo(page, { role: 'radio', name: 'Light' });
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await tabTo(page, { role: 'switch', name: 'Semi dark' });
  await page.keyboard.press('Space');
  await expect(panel.getByRole('switch', { name: 'Semi dark' })).toHaveAttribute('aria-checked', 'true');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Display settings' })).toBeFocused();
});

test('the sidebar toggle and links work from the keyboard, wide and narrow', async ({
  page,
  context,
  request,
}) => {
  await customerOnDashboard(page, context, request);
  const toggle = page.getByRole('button', { name: 'Navigation menu', exact: true });
  const sidebar = page.getByRole('complementary');

  await tabTo(page, { role: 'button', name: 'Navigation menu' });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();

  await tabTo(page, { role: 'link', name: 'Online devices' }, { back: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/online-devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Online devices' })).toBeVisible();

  // Narrow: the sidebar covers the page; opening it moves focus in, Escape closes it and returns focus.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, { role: 'button', name: 'Navigation menu' });
  await page.keyboard.press('Enter');
  await expect(sidebar).toBeVisible();
  expect(await focusIsInside(page, 'aside')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the devices table: every control reached, labelled and working from the keyboard', async ({
  page,
  context,
  request,
}) => {
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 3 });
  await signInContext(context, customer);
  await page.goto('/online-devices');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toBeVisible();

  const stops = await walkFocus(page, { mainOnly: true });
  expectUsableStops(stops, '/online-devices');
  expectStops(
    stops,
    [
      'searchbox "Search"',
      'combobox "Status"',
      'combobox "App"',
      'checkbox "Auto-refresh every 30 s"',
      'button "Refresh"',
      'button "Columns"',
      'button "Device ID"',
      'button "Last seen"',
      'checkbox "Select all rows on this page"',
      `checkbox "Select row ${deviceIds[0]} (${app.name})"`,
      'combobox "rows per page:"',
      'button "Page 1"',
    ],
    '/online-devices',
  );

  // Sort by a header.
  await tabTo(page, { role: 'button', name: 'Device ID' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=deviceId(&|$)/);
  await expect(table.getByRole('columnheader', { name: 'Device ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Select a row, then export it.
  await tabTo(page, { role: 'checkbox', name: `Select row ${deviceIds[0]} (${app.name})` });
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'row selected' })).toHaveText('1 row selected');
  await tabTo(page, { role: 'button', name: 'Export selected (1)' }, { back: true });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^online-devices-.*\.csv$/);

  // The column menu opens, its checkboxes toggle with Space, Escape closes it on its button.
  await tabTo(page, { role: 'button', name: 'Columns' });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect((await focusStop(page))?.role).toBe('checkbox');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Columns' })).toBeFocused();

  // Rows per page, then search.
  await tabTo(page, { role: 'combobox', name: 'rows per page:' });
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]size=50(&|$)/);
  await tabTo(page, { role: 'searchbox', name: 'Search' }, { back: true });
  await page.keyboard.type(deviceIds[1]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${deviceIds[1]}(&|$)`));
  await expect(table.getByRole('cell', { name: deviceIds[1], exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toHaveCount(0);
});

test('a button whose work takes it away or turns it off leaves the focus in the page, not on the document', async ({
  page,
  context,
  request,
}) => {
  const { customer } = await customerWithDevices(request, { devices: 26 });
  await signInContext(context, customer);
  await page.goto('/online-devices');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('row')).toHaveCount(26);
  const focused = (role: Parameters<Page['getByRole']>[0], name: string) =>
    expect(page.getByRole(role, { name, exact: true })).toBeFocused();

  // Busy while it reloads; the button is aria-disabled then, never disabled, so it keeps the focus. The
  // reload's answer is held until the table has said it is busy, so that state is seen, not missed.
  await tabTo(page, { role: 'button', name: 'Refresh' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const devicesApi = (url: URL) => url.pathname === '/api/devices';
  await page.route(devicesApi, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toHaveAttribute('aria-disabled', 'true');
  await expect(refresh).toHaveJSProperty('disabled', false);
  await focused('button', 'Refresh');
  release();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(refresh).not.toHaveAttribute('aria-disabled');
  await page.unroute(devicesApi);
  await expect(table.getByRole('row')).toHaveCount(26);
  await focused('button', 'Refresh');

  // Next onto the last page and Previous back onto the first turn themselves off.
  await tabTo(page, { role: 'button', name: 'Next page' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await focused('button', 'Next page');
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, { role: 'button', name: 'Previous page' }, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await focused('button', 'Previous page');

  // Clear selection goes with the selection: "select all" is next.
  await tabTo(page, { role: 'checkbox', name: /^Select row / }, { back: true });
  await page.keyboard.press('Space');
  await tabTo(page, { role: 'button', name: 'Clear selection' }, { back: true });
  await page.keyboard.press('Enter');
  await focused('checkbox', 'Select all rows on this page');

  // Clear search and filters goes with the empty result: the search box is next.
  await tabTo(page, { role: 'searchbox', name: 'Search' }, { back: true });
  await page.keyboard.type('no-such-device');
  // The search applies as the user pauses: the rows (and the focusable parts in them) go, and the empty
  // result's button comes. Tab through the page as it is then, as a user who reads the result would.
  await expect(page.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  await tabTo(page, { role: 'button', name: 'Clear search and filters' });
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(26);
  await focused('searchbox', 'Search');

  // Under 1024px the chosen link goes away with the sidebar: the page it opens has the focus.
  await page.setViewportSize({ width: 800, height: 900 });
  await tabTo(page, { role: 'button', name: 'Navigation menu' }, { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, { role: 'link', name: 'Dashboard' }, { back: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/');
  await expect(page.getByRole('main')).toBeFocused();
});

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
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Suspend app' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(suspend).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
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
