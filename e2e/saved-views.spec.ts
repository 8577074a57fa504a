import type { APIRequestContext } from '@playwright/test';

import { customerWithDevices, expectNoAxeViolations, signInContext, waitForShell } from './support/a11y';
import { createCustomer, type Account } from './support/accounts';
import { acceptedHeartbeat, readCsvDownload } from './support/product-api';
import { expect, test } from './support/test';

/**
 * Saved views (docs/product.md, Saved views): a member filters the devices by a tag and an attribute,
 * shows the Tags column and saves the view; it is in the sidebar and survives a reload. A viewer of
 * the organisation opens its shared address: the same devices and columns, the view's name, "Save view"
 * inert with the reason; and exports exactly the view's devices.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.auth.sessionToken}` });

/** A viewer of `owner`'s organisation, joined through an invitation. */
async function viewerOf(request: APIRequestContext, owner: Account): Promise<Account> {
  const orgs = await request.get('/api/orgs', { headers: bearer(owner) });
  const orgId = ((await orgs.json()) as { activeOrgId: string }).activeOrgId;
  const viewer = await createCustomer(request, 'Vic Viewer');
  const invited = await request.post(`/api/orgs/${orgId}/invitations`, {
    headers: bearer(owner),
    data: { email: viewer.email, role: 'viewer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { url } = ((await invited.json()) as { data: { url: string } }).data;
  const accepted = await request.post('/api/invitations/accept', {
    headers: bearer(viewer),
    data: { token: new URL(url).searchParams.get('token') },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return viewer;
}

test('save a filtered view, reload it, and share its address with a viewer who exports it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 5, name: 'Sam Saver' });
  for (const [index, deviceId] of deviceIds.entries()) {
    await acceptedHeartbeat(request, app.appKey, {
      deviceId,
      attributes: { store: index < 3 ? 'lyon' : 'nice' },
    });
  }
  const tagged = await request.post('/api/devices/tags', {
    headers: bearer(customer),
    data: { add: ['pilot'], devices: deviceIds.slice(1).map((deviceId) => ({ appId: app.id, deviceId })) },
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
  // Devices 2 and 3: tagged pilot, in Lyon.
  const expected = [deviceIds[1], deviceIds[2]];

  await signInContext(page.context(), customer);
  await page.goto('/online-devices?status=all&tag=pilot&attr.store=lyon');
  await waitForShell(page);
  const table = page.getByRole('table', { name: 'Devices of your apps' });
  await expect(table.getByRole('link')).toHaveText([...expected].sort().reverse(), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Tags', exact: true }).check();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save view', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Lyon pilots');
  await expectNoAxeViolations(page, 'the save view dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('View “Lyon pilots” saved.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  await expect(page.getByText('View: Lyon pilots')).toBeVisible();
  const sidebarLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Lyon pilots' });
  await expect(sidebarLink).toHaveAttribute('aria-current', 'true');
  const shared = page.url();

  // Elsewhere, then back through the sidebar: the view's devices again; and after a reload.
  await page.goto('/online-devices?status=all');
  await waitForShell(page);
  await expect(table.getByRole('link')).toHaveCount(5, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lyon pilots' }).click();
  await expect(table.getByRole('link')).toHaveText([...expected].sort().reverse(), { timeout: 15_000 });
  await page.reload();
  await waitForShell(page);
  await expect(page.getByText('View: Lyon pilots')).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(2, { timeout: 15_000 });
  // The user's own columns stay theirs until the view is pressed again, which shows its columns.
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Tags', exact: true }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lyon pilots' }).click();
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toBeVisible();
  await expect(page).toHaveURL(/tag=pilot/);

  // A viewer, in a browser of their own, opens the shared address.
  const viewer = await viewerOf(request, customer);
  const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewerPage = await viewerContext.newPage();
  await signInContext(viewerContext, viewer);
  await viewerPage.goto(shared);
  await waitForShell(viewerPage);
  const viewerTable = viewerPage.getByRole('table', { name: 'Devices of your apps' });
  await expect(viewerTable.getByRole('link')).toHaveText([...expected].sort().reverse(), { timeout: 15_000 });
  await expect(viewerPage.getByText('View: Lyon pilots')).toBeVisible();
  // The view's columns: Tags shows for them too.
  await expect(viewerTable.getByRole('columnheader', { name: 'Tags' })).toBeVisible();
  await expect(
    viewerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lyon pilots' }),
  ).toBeVisible();
  const save = viewerPage.getByRole('button', { name: 'Save view', exact: true });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(/Your role \(Viewer\) cannot save or change views/);
  await expectNoAxeViolations(viewerPage, 'a saved view, as a viewer');

  const downloading = viewerPage.waitForEvent('download');
  await viewerPage.getByRole('button', { name: 'Export all' }).click();
  const csv = await readCsvDownload(await downloading);
  expect(csv.lines[0]).toBe('Status,Device ID,App,Platform,Last seen,Tags');
  expect(
    csv.lines
      .slice(1)
      .map((line) => line.split(',')[1])
      .sort(),
  ).toEqual([...expected].sort());
  await viewerContext.close();
});
