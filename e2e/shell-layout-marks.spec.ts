import { expectNoAxeViolations, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { expect, test } from './support/test';

/** What a new user at a laptop's 1366 px (and a desktop's 1920 px) sees of the shell's settings. */

test('at 1366 px, Boxed is a framed column visibly narrower than Full width', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, await createCustomer(request));
  await page.setViewportSize({ width: 1366, height: 800 });
  // The page's column (the arrival notice's live region sits above it).
  const column = page.locator('main > div:not([data-testid="arrival-notice"])').first();
  const widthOf = async () => (await column.boundingBox())!.width;

  await seedDisplay(context, { layout: 'full' });
  await page.goto('/app-management');
  await waitForShell(page);
  const full = await widthOf();

  await seedDisplay(context, { layout: 'boxed-layout' });
  await page.goto('/app-management');
  await waitForShell(page);
  expect(full - (await widthOf())).toBeGreaterThan(0);
  // The frame: a ring (box shadow) and a background of its own.
  const frame = await column.evaluate((element) => {
    const style = getComputedStyle(element);
    return { shadow: style.boxShadow, background: style.backgroundColor };
  });
  expect(frame.shadow).not.toBe('none');
  expect(frame.background).not.toBe('rgba(0, 0, 0, 0)');
  await expectNoAxeViolations(page, 'boxed layout');
});

test('in the horizontal menu, the submenu holding the current page is marked as current', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, await createCustomer(request));
  await seedDisplay(context, { menu: 'horizontal' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/app-management');
  await waitForShell(page);
  const bar = page.getByRole('navigation', { name: 'Main' }).filter({ has: page.getByRole('button') });
  const apps = bar.getByRole('button', { name: 'Apps' });
  await expect(apps).toHaveAttribute('aria-current', 'true');
  const background = () => apps.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).not.toBe('rgba(0, 0, 0, 0)');

  await bar.getByRole('link', { name: 'Online Devices' }).click();
  await expect(page).toHaveURL(/\/online-devices$/);
  await expect(apps).not.toHaveAttribute('aria-current');
  await expectNoAxeViolations(page, 'horizontal menu');
});

test.describe('the user’s name in the header', () => {
  const NAME = 'Alexandra Whitfield';

  test('shows a long name whole at 1920 px', async ({ page, context, request }) => {
    await signInContext(context, await createCustomer(request, NAME));
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/');
    await waitForShell(page);
    const label = page.getByRole('button', { name: NAME, exact: true }).getByText(NAME, { exact: true });
    await expect(label).toBeVisible();
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('cuts a Latin name at its end in right-to-left', async ({ page, context, request }) => {
    await signInContext(context, await createCustomer(request, `${NAME} Montgomery-Fairbanks`));
    await seedDisplay(context, { rtlClass: 'rtl' });
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await waitForShell(page);
    const label = page
      .getByRole('button', { name: `${NAME} Montgomery-Fairbanks`, exact: true })
      .locator('span[dir="auto"]');
    await expect(label).toBeVisible();
    const cut = await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const range = document.createRange();
      range.setStart(element.firstChild!, 0);
      range.setEnd(element.firstChild!, 1);
      const first = range.getBoundingClientRect();
      return { overflows: element.scrollWidth > element.clientWidth, firstShown: first.left >= box.left - 1 };
    });
    // Cut, and the first letters are the ones shown.
    expect(cut).toEqual({ overflows: true, firstShown: true });
    await expectNoAxeViolations(page, 'header in right-to-left');
  });
});
