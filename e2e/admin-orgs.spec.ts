import { customerWithDevices } from './support/a11y';
import { createCustomer } from './support/accounts';
import { createAppApi, runTag } from './support/product-api';
import { expect, test } from './support/test';
import { waitForHydration } from './support/ui';

/**
 * A platform admin sees every organisation on the admin user dashboard, with its owner, members, apps
 * and devices, and opens one on the admin's online devices page, filtered to it (docs/product.md,
 * Organisations).
 */
test('an admin finds a customer’s organisation on the user dashboard and opens its devices', async ({
  page,
  request,
  seedAs,
}) => {
  const name = `Orla Org ${runTag()}`;
  const { customer, deviceIds } = await customerWithDevices(request, { devices: 2, name });
  // Another customer's devices, which the opened organisation must not show.
  const other = await customerWithDevices(request, { devices: 1, name: `Otto Other ${runTag()}` });
  await seedAs('admin');

  await page.goto('/admin/user-dashboard');
  const section = page.getByRole('region', { name: 'Organisations' });
  const table = section.getByRole('table', { name: 'Organisations of every customer' });
  const search = section.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name or owner');
  await search.fill(customer.email);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // A new sign-up's organisation is named after them, with them as its owner and only member.
  await expect(row.getByRole('cell').nth(1)).toContainText(customer.email);
  await expect(row).toContainText('2 of 2 online');

  await row.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/online-devices\?orgId=[^&]+$/);
  for (const deviceId of deviceIds) {
    await expect(page.getByRole('cell', { name: deviceId, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('cell', { name: other.deviceIds[0], exact: true })).toHaveCount(0);
  // An admin acts in no organisation: the header has no switcher (only the customers' layout gives it),
  // checked once the page has hydrated, when a switcher would have drawn its button.
  await waitForHydration(page.getByRole('banner'));
  await expect(
    page.getByRole('banner').getByRole('button', {
      name: /^(Organisation: |Loading…$|Organisations unavailable$)/,
    }),
  ).toHaveCount(0);
});

test('an admin opens a team’s apps and audit log by its orgId, named in the owner select', async ({
  page,
  request,
  seedAs,
}) => {
  const tag = runTag();
  const founder = await createCustomer(request, `Tia Team ${tag}`);
  const headers = { Authorization: `Bearer ${founder.auth.sessionToken}` };
  // The founder's own organisation has an app, which the team's pages must not show (made first: a new
  // organisation becomes its creator's active one, where calls without X-Fleetdeck-Org go).
  await createAppApi(request, founder.auth.sessionToken, {
    name: `Own Kite ${tag}`,
    platform: 'ios',
    bundleId: `com.example.kite${tag}`,
  });
  const created = await request.post('/api/orgs', { headers, data: { name: `Tide Crew ${tag}` } });
  expect(created.status(), await created.text()).toBe(201);
  const team = ((await created.json()) as { data: { id: string; name: string } }).data;
  const app = await request.post('/api/apps', {
    headers: { ...headers, 'X-Fleetdeck-Org': team.id },
    data: { name: `Tide Gauge ${tag}`, platform: 'android', bundleId: `com.example.tide${tag}` },
  });
  expect(app.status(), await app.text()).toBe(201);
  await seedAs('admin');

  await page.goto(`/admin/app-management?orgId=${team.id}`);
  const owner = page.getByRole('combobox', { name: 'Owner', exact: true });
  await expect(owner.locator('option:checked')).toHaveText(`Organisation: ${team.name}`);
  await expect(page.getByRole('button', { name: `Suspend Tide Gauge ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByText(`Own Kite ${tag}`)).toHaveCount(0);

  await page.goto(`/admin/audit-log?orgId=${team.id}`);
  await expect(
    page.getByRole('combobox', { name: 'Owner', exact: true }).locator('option:checked'),
  ).toHaveText(`Organisation: ${team.name}`);
  const log = page.getByRole('table', { name: 'Audit log of every customer and admin' });
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: `Tide Gauge ${tag}` })
      .first(),
  ).toBeVisible();
  await expect(log.getByText(`Own Kite ${tag}`)).toHaveCount(0);
});
