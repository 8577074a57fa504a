import { adminAccount, customerWithDevices, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { attachScreenshot, expectCellsStartRight, expectMirroredShell } from './support/rtl';
import { expect, test } from './support/test';
import { openGuideEditor } from './support/ui';

/**
 * Right to left on the admin's pages: every page mirrors, and the guide editor writes from the right.
 * Measured on the layout, as the customer's pages are in e2e/rtl.spec.ts.
 */

const WIDTH = 1280;
test.use({ viewport: { width: WIDTH, height: 900 } });

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
  // Number columns align to the end: the left in RTL. Devices online is one click away in Columns.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Online', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(appsTable.getByRole('columnheader', { name: 'Online' })).toBeVisible();
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
