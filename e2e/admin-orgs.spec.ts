import { customerWithDevices } from './support/a11y';
import { runTag } from './support/product-api';
import { expect, test } from './support/test';

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
});
