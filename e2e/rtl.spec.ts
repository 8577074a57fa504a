import type { Page, TestInfo } from '@playwright/test';

import { adminAccount, customerWithDevices, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { expect, test } from './support/test';
import { openGuideEditor } from './support/ui';

/**
 * Right to left (DESIGN 5): every page mirrors. Checked by measuring the layout (sidebar on the right
 * edge, the page to its left, the header's controls from the right, start-aligned table cells on the
 * right, pointing icons turned round, the editor writing from the right) rather than by comparing
 * screenshots, which differ from machine to machine; a screenshot of each page is attached for review.
 */
const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 900 } });

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`rtl ${name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** The shell in RTL: sidebar on the right edge, page and header to its left, header controls from the right. */
async function expectMirroredShell(page: Page, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const layout = await page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const { left, right, width } = el.getBoundingClientRect();
      return { left, right, width };
    };
    return {
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      sidebar: box('aside'),
      main: box('main'),
      toggle: box('#app-sidebar-toggle'),
      settings: box('header button[aria-haspopup="dialog"]'),
    };
  });
  expect(layout.sidebar, `${path}: sidebar`).not.toBeNull();
  expect(Math.round(layout.sidebar!.right), `${path}: the sidebar touches the right edge`).toBe(
    layout.viewport,
  );
  expect(Math.round(layout.sidebar!.width)).toBe(260);
  expect(layout.main!.right, `${path}: the page sits left of the sidebar`).toBeLessThanOrEqual(
    layout.sidebar!.left + 1,
  );
  expect(layout.main!.left, `${path}: the page starts at the left edge`).toBeLessThanOrEqual(1);
  expect(layout.toggle!.left, `${path}: the header starts (toggle) on the right`).toBeGreaterThan(
    layout.settings!.left,
  );
  expect(layout.scrollWidth, `${path}: no horizontal scrolling`).toBeLessThanOrEqual(layout.viewport);
}

/**
 * Start-aligned cells of a table put their text against the right side of the cell. Measured on the
 * text itself (a Range), as `text-align: start` stays `start` in the computed style.
 */
async function expectCellsStartRight(page: Page, tableName: string): Promise<void> {
  const table = page.getByRole('table', { name: tableName });
  const gaps = await table.evaluate((element) =>
    [...element.querySelectorAll('tbody td, thead th')]
      .filter((cell) => getComputedStyle(cell).textAlign === 'start' && cell.textContent?.trim())
      .slice(0, 12)
      .map((cell) => {
        const style = getComputedStyle(cell);
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return {
          cell: cell.textContent!.trim().slice(0, 30),
          direction: style.direction,
          rightGap: Math.round(box.right - parseFloat(style.paddingRight) - text.right),
          leftGap: Math.round(text.left - box.left - parseFloat(style.paddingLeft)),
        };
      }),
  );
  expect(gaps.length, `${tableName}: start-aligned cells`).toBeGreaterThan(0);
  for (const gap of gaps) {
    expect(gap.direction, gap.cell).toBe('rtl');
    expect(gap.rightGap, `"${gap.cell}" sits against the right of its cell`).toBeLessThanOrEqual(2);
  }
}

/** An icon that points along the line is turned round in RTL: a rotation or a mirror in its computed style. */
async function expectMirroredIcon(page: Page, buttonName: string): Promise<void> {
  const icon = page.getByRole('button', { name: buttonName, exact: true }).locator('svg');
  const style = await icon.evaluate((svg) => {
    const computed = getComputedStyle(svg);
    return { rotate: computed.rotate, scale: computed.scale, transform: computed.transform };
  });
  const turned =
    style.rotate === '180deg' || /^-1( 1)?$/.test(style.scale) || /^matrix\(-1, /.test(style.transform);
  expect(turned, `${buttonName}: icon mirrored (${JSON.stringify(style)})`).toBe(true);
}

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

test('the admin pages and the guide editor mirror in right-to-left', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { app } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, await adminAccount(request));
  await seedDisplay(context, { rtlClass: 'rtl' });

  for (const path of ['/admin-dashboard', '/admin/user-dashboard', '/admin/online-devices', '/test']) {
    await page.goto(path);
    await waitForShell(page);
    await expectMirroredShell(page, path);
    await attachScreenshot(page, testInfo, path);
  }

  await page.goto(`/admin/app-management?q=${encodeURIComponent(app.name)}`);
  await waitForShell(page);
  const appsTable = page.getByRole('table', { name: "Every customer's apps" });
  await expect(appsTable.getByRole('row').filter({ hasText: app.name })).toHaveCount(1);
  await expectMirroredShell(page, '/admin/app-management');
  await expectCellsStartRight(page, "Every customer's apps");
  // Number columns align to the end: the left in RTL.
  const online = await appsTable
    .locator('tbody td.text-end')
    .first()
    .evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = cell.getBoundingClientRect();
      return Math.round(
        range.getBoundingClientRect().left - box.left - parseFloat(getComputedStyle(cell).paddingLeft),
      );
    });
  expect(online).toBeLessThanOrEqual(2);
  await attachScreenshot(page, testInfo, '/admin/app-management');

  await page.goto('/admin/sdk-integration-guide');
  await waitForShell(page);
  await openGuideEditor(page);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar).toBeVisible();
  await expectMirroredShell(page, '/admin/sdk-integration-guide');
  // The editor writes from the right, and its toolbar starts on the right.
  const editor = page.locator('.EasyMDEContainer .CodeMirror');
  await expect(editor.locator('.CodeMirror-code')).toHaveClass(/CodeMirror-rtl/);
  const line = await editor
    .locator('.CodeMirror-line')
    .first()
    .evaluate((el) => ({
      direction: getComputedStyle(el).direction,
    }));
  expect(line.direction).toBe('rtl');
  const bold = await toolbar.getByRole('button', { name: 'Bold' }).boundingBox();
  const redo = await toolbar.getByRole('button', { name: 'Redo' }).boundingBox();
  expect(bold!.x).toBeGreaterThan(redo!.x);
  await attachScreenshot(page, testInfo, '/admin/sdk-integration-guide');
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
