import { customerWithDevices, seedDisplay, signInContext, waitForShell } from './support/a11y';
import {
  attachScreenshot,
  expectCellsStartRight,
  expectMirroredIcon,
  expectMirroredShell,
} from './support/rtl';
import { expect, test } from './support/test';

/**
 * Right to left: every page mirrors. Checked by measuring the layout (sidebar on the right edge, the page
 * to its left, the header's controls from the right, start-aligned table cells on the right, pointing
 * icons turned round, the editor writing from the right) rather than by comparing screenshots, which
 * differ from machine to machine; a screenshot of each page is attached for review. The admin's pages
 * are in e2e/rtl-admin.spec.ts.
 */
const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 900 } });

test('the customer pages mirror in right-to-left', async ({ page, context, request }, testInfo) => {
  test.setTimeout(90_000);
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 2 });
  await signInContext(context, customer);
  await seedDisplay(context, { rtlClass: 'rtl' });

  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Devices online over time' })).toBeVisible();
  await expectMirroredShell(page, '/');
  await attachScreenshot(page, testInfo, 'dashboard');
  // The user menu opens towards the page and its sign-out arrow is mirrored.
  await page.getByRole('button', { name: customer.name, exact: true }).click();
  const menu = page.getByRole('menu', { name: customer.name });
  await expect(menu).toBeVisible();
  // The button is at the end (left) of the header; the menu lines up with its left edge and opens rightwards.
  const menuBox = await menu.boundingBox();
  const buttonBox = await page.getByRole('button', { name: customer.name, exact: true }).boundingBox();
  expect(Math.round(menuBox!.x)).toBe(Math.round(buttonBox!.x));
  const signOutIcon = await menu
    .getByRole('menuitem', { name: 'Sign Out' })
    .locator('svg')
    .evaluate((svg) => getComputedStyle(svg).scale);
  expect(signOutIcon).toMatch(/^-1( 1)?$/);
  await page.keyboard.press('Escape');

  await page.goto('/app-management');
  await waitForShell(page);
  const card = page.getByRole('article', { name: app.name });
  await expect(card).toBeVisible();
  await expectMirroredShell(page, '/app-management');
  // The card's actions: Edit first, on the right; Delete pushed to the far (left) end.
  const edit = await card.getByRole('button', { name: `Edit ${app.name}` }).boundingBox();
  const remove = await card.getByRole('button', { name: `Delete ${app.name}` }).boundingBox();
  expect(edit!.x).toBeGreaterThan(remove!.x);
  await attachScreenshot(page, testInfo, 'app management');

  await page.goto('/online-devices');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('cell', { name: deviceIds[0], exact: true })).toBeVisible();
  await expectMirroredShell(page, '/online-devices');
  await expectCellsStartRight(page, 'Devices of your apps');
  await expectMirroredIcon(page, 'Previous page');
  await expectMirroredIcon(page, 'Next page');
  // Previous is on the right, next on the left.
  const previous = await page.getByRole('button', { name: 'Previous page' }).boundingBox();
  const next = await page.getByRole('button', { name: 'Next page' }).boundingBox();
  expect(previous!.x).toBeGreaterThan(next!.x);
  // The range reads in its own (English) order: "1-2" before "of 2", not after it.
  const order = await page.getByText('1-2 of 2', { exact: true }).evaluate((element) => {
    const text = element.firstChild!;
    const at = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect().left;
    };
    const content = text.textContent!;
    return { numbers: at(0, 3), words: at(content.indexOf('of'), content.indexOf('of') + 2) };
  });
  expect(order.numbers).toBeLessThan(order.words);
  await attachScreenshot(page, testInfo, 'online devices');

  await page.goto('/incidents');
  await waitForShell(page);
  await expect(page.getByText('No open incidents: no devices went offline together.')).toBeVisible();
  await expectMirroredShell(page, '/incidents');
  // The status tabs read from the right: Open first.
  const open = await page.getByRole('link', { name: 'Open', exact: true }).boundingBox();
  const resolved = await page.getByRole('link', { name: 'Resolved', exact: true }).boundingBox();
  expect(open!.x).toBeGreaterThan(resolved!.x);

  await page.goto('/sdk-integration-guide');
  await waitForShell(page);
  const guide = page.getByRole('article', { name: 'SDK integration guide' });
  await expect(guide.locator('pre').first()).toBeVisible();
  await expectMirroredShell(page, '/sdk-integration-guide');
  // Prose reads from the right; code stays left to right.
  const heading = await guide
    .getByRole('heading', { level: 2 })
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { text: range.getBoundingClientRect().right, box: el.getBoundingClientRect().right };
    });
  expect(Math.abs(heading.box - heading.text)).toBeLessThanOrEqual(2);
  expect(
    await guide
      .locator('pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).direction),
  ).toBe('ltr');
  await attachScreenshot(page, testInfo, 'sdk guide');
});

test('the sign-in page mirrors in right-to-left', async ({ page, context }, testInfo) => {
  await seedDisplay(context, { rtlClass: 'rtl' });
  await page.goto('/auth/signin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The product name starts on the right, the links on the left.
  const home = await page.getByRole('link', { name: 'Fleetdeck home' }).boundingBox();
  const nav = await page.getByRole('navigation').boundingBox();
  expect(home!.x).toBeGreaterThan(nav!.x);
  // Labels start on the right of the form.
  const label = await page.locator('label', { hasText: 'Email' }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return {
      text: range.getBoundingClientRect().right,
      form: el.closest('form')!.getBoundingClientRect().right,
    };
  });
  expect(Math.abs(label.form - label.text)).toBeLessThanOrEqual(2);
  await attachScreenshot(page, testInfo, 'sign in');
});
