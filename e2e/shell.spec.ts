import { userInfoStatus } from './support/accounts';
import { expectPath } from './support/navigation';
import { storedRecord } from './support/records';
import { expect, test } from './support/test';
import { FULL_SCREEN_LOADER, openUserMenu, pageHeading } from './support/ui';

test.describe('Update Name', () => {
  test('opens from the user menu, refuses an empty name, saves a new one', async ({
    page,
    request,
    seedAs,
  }) => {
    const seed = await seedAs('customer');
    let puts = 0;
    page.on('request', (call) => {
      if (call.method() === 'PUT' && call.url().endsWith('/api/user')) puts += 1;
    });
    await page.goto('/');
    await openUserMenu(page, seed.user!.name);
    await expect(page.getByRole('menuitem')).toHaveText([
      'Edit profile name',
      'Change password',
      'Two-factor sign-in',
      'Signed-in devices',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Edit profile name', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Update Name', exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Update Name');
    await expect(dialog).toHaveAccessibleDescription('Please enter to change your name.');
    const field = dialog.getByPlaceholder('User name', { exact: true });
    await expect(field).toBeFocused();
    // It starts with the current name.
    await expect(field).toHaveValue(seed.user!.name);
    await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Send']);
    // The error shows only after a submit attempt.
    await expect(dialog.getByText('Value is required')).toHaveCount(0);

    for (const empty of ['', '   ']) {
      await field.fill(empty);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(dialog.getByText('Value is required', { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(puts).toBe(0);

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(puts).toBe(0);

    await openUserMenu(page, seed.user!.name);
    await page.getByRole('menuitem', { name: 'Edit profile name', exact: true }).click();
    await field.fill('Renamed Rita');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/user'),
    );
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Renamed Rita', exact: true })).toBeVisible();
    // Screen readers are told (the focus is back on the menu button).
    await expect(
      page.getByRole('banner').getByRole('status').filter({ hasText: 'Your name was changed' }),
    ).toHaveText('Your name was changed to Renamed Rita.');
    await expect
      .poll(async () => JSON.parse((await storedRecord(page)).userInfo ?? '{}').name)
      .toBe('Renamed Rita');
    const { status, body } = await userInfoStatus(request, seed.token!);
    expect(status).toBe(200);
    expect(body.data.name).toBe('Renamed Rita');
    expect(puts).toBe(1);
  });
});

test('page titles follow the "<page> | Fleetdeck" template', async ({ page, seedAs }) => {
  await page.goto('/auth/signin');
  await expect(page).toHaveTitle('Sign in | Fleetdeck');
  await seedAs('customer');
  for (const [path, title] of [
    ['/', 'Dashboard | Fleetdeck'],
    ['/online-devices', 'Online devices | Fleetdeck'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test.describe('sidebar above 1024px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is open, 260px wide, and toggles closed and open', async ({ page, seedAs }) => {
    await seedAs('customer');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Navigation menu', exact: true });
    const sidebar = page.getByRole('complementary');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    expect((await sidebar.boundingBox())?.width).toBe(260);
    expect((await page.getByRole('main').boundingBox())?.x).toBeGreaterThanOrEqual(260);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  });

  test('marks the current link and opens its submenu', async ({ page, seedAs }) => {
    await seedAs('customer');
    await page.goto('/app-management');
    const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'App management' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Apps' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'Online devices' }).click();
    await expectPath(page, '/online-devices');
    await expect(nav.getByRole('link', { name: 'Online devices' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('draws an icon beside each top-level link and submenu, none beside a submenu link', async ({
    page,
    seedAs,
  }) => {
    await seedAs('customer');
    await page.goto('/app-management');
    const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
    // The icons come drawn with the page (the console layout renders them on the server).
    for (const item of [
      nav.getByRole('link', { name: 'Dashboard', exact: true }),
      nav.getByRole('button', { name: 'Apps' }),
      nav.getByRole('link', { name: 'Online devices' }),
      nav.getByRole('link', { name: 'Members', exact: true }),
    ]) {
      // The first picture of each (a submenu's button ends with its chevron).
      const icon = item.locator('svg').first();
      await expect(icon).toBeVisible();
      expect(await icon.boundingBox()).toMatchObject({ width: 20, height: 20 });
    }
    await expect(nav.getByRole('link', { name: 'App management' }).locator('svg')).toHaveCount(0);
  });

  for (const [state, path, home] of [
    ['customer', '/online-devices', '/'],
    ['admin', '/test', '/admin-dashboard'],
  ] as const) {
    test(`logo leads ${state === 'admin' ? 'an admin' : 'a customer'} to ${home}`, async ({
      page,
      seedAs,
    }) => {
      await seedAs(state);
      await page.goto(path);
      const logo = page.getByRole('complementary').getByRole('link', { name: 'Fleetdeck home' });
      await expect(logo).toHaveAttribute('href', home);
      await logo.click();
      await expectPath(page, home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('sidebar below 1024px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('is closed on load, opens with the toggle, closes when a link is chosen', async ({ page, seedAs }) => {
    await seedAs('customer');
    await page.goto('/');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Navigation menu', exact: true });
    const sidebar = page.getByRole('complementary');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    expect((await sidebar.boundingBox())?.width).toBe(260);

    await sidebar.getByRole('link', { name: 'Online devices' }).click();
    await expectPath(page, '/online-devices');
    await expect(pageHeading(page, 'Online devices')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows the user's name in the dropdown, where the button has room only for its initial", async ({
    page,
    seedAs,
  }) => {
    const seed = await seedAs('customer');
    const { name, email } = seed.user!;
    await page.goto('/');
    await openUserMenu(page, name);
    const menu = page.getByRole('menu');
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
  });
});

test('scroll-to-top appears after 50px and brings the page back up', async ({ page, seedAs }) => {
  await seedAs('customer');
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/online-devices');
  await expect(pageHeading(page, 'Online devices')).toBeVisible();
  // An empty account's page is too short to scroll once its rows have loaded (the loading skeleton is
  // a full page tall): give <main> the room a long list would take, whatever has loaded so far.
  await page.getByRole('main').evaluate((main) => {
    main.style.minHeight = '3000px';
  });
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50);
  await expect(button).toHaveCount(0);

  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

// On a slow network the console's scripts come seconds after its first HTML, which already holds the
// shell and the page's heading: the first-mount loader veils them instead of hiding them
// (components/shell/full-screen-loader.tsx). The scripts are held back here, so the page stays as the
// browser paints it from the HTML, under the loader.
test('the page can be read beneath the first-mount loader until the console has mounted', async ({
  page,
  seedAs,
}) => {
  await seedAs('customer');
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/online-devices', { waitUntil: 'domcontentloaded' });
  const loader = page.getByTestId(FULL_SCREEN_LOADER);
  await expect(loader).toBeVisible();
  await expect(loader).toHaveText('Loading…');
  const heading = page.getByRole('heading', { level: 1, name: 'Online devices', exact: true });
  const box = (await heading.boundingBox())!;
  // What the screen shows where the heading is, with its text and without: the same pixels would mean
  // the loader hides it.
  const withText = await page.screenshot({ clip: box });
  const element = (await heading.elementHandle())!;
  await element.evaluate((node: HTMLElement) => (node.style.visibility = 'hidden'));
  const withoutText = await page.screenshot({ clip: box });
  await element.evaluate((node: HTMLElement) => (node.style.visibility = ''));
  expect(withText.equals(withoutText)).toBe(false);

  release();
  await expect(loader).toHaveCount(0);
  await expect(pageHeading(page, 'Online devices')).toBeVisible();
});
