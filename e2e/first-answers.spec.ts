import { customerWithDevices } from './support/a11y';
import { customerWithApp } from './support/customer-app';
import { signedInWithDevice, withoutScripts } from './support/first-answers';
import { runTag } from './support/product-api';
import { expect, test } from './support/test';
import { dashboardFigure as figure } from './support/ui';

/**
 * The admin dashboard, the admin's view of a customer's dashboard and a device's page start from their
 * calls as the server answered them while
 * rendering the page (docs/architecture.md, "First answers"): what they show is in the page's HTML,
 * and the browser does not ask for it again on load.
 */
const DASHBOARD_CALLS = /\/api\/admin\/(stats|apps|customers|contact-messages)(\?|$)/;

test('the admin dashboard’s figures, apps and messages come with the page’s HTML', async ({
  consoleWatch,
  page,
  request,
  seedAs,
}) => {
  const tag = runTag();
  const { app } = await customerWithApp(request, tag);
  const sent = await request.post('/api/contact', {
    data: { name: `Vera Visitor ${tag}`, email: `vera-${tag}@example.com`, message: `Hello ${tag}` },
  });
  expect(sent.status()).toBe(201);
  await seedAs('admin');
  await withoutScripts(page, consoleWatch);

  const response = await page.goto('/admin-dashboard');
  // A page holding customers' data is kept by no cache.
  expect(response?.headers()['cache-control']).toContain('no-store');
  const figures = page.getByRole('definition');
  await expect(figures).toHaveCount(4);
  for (const figure of await figures.all()) await expect(figure).toHaveText(/^\d[\d,.\s]*$/);
  await expect(page.getByRole('table', { name: 'Applications of every customer' })).toContainText(app.name);
  await expect(page.getByText(`Hello ${tag}`)).toBeVisible();
});

test('the admin dashboard asks for none of its data again on load, and does on Refresh', async ({
  page,
  request,
  seedAs,
}) => {
  await customerWithApp(request, runTag());
  await seedAs('admin');
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (DASHBOARD_CALLS.test(sent.url())) calls.push(new URL(sent.url()).pathname);
  });

  await page.goto('/admin-dashboard');
  // The table filters as one types only once the page's scripts have taken over its HTML.
  await page.getByRole('searchbox', { name: 'Search' }).fill('no app is called this');
  await expect(page.getByText('Nothing matches this search.')).toBeVisible();
  // Stats and apps are asked for again on a live event (other tests' devices beat meanwhile);
  // customers and messages are asked for only when the page has not got them.
  expect(calls.filter((path) => !/\/(stats|apps)$/.test(path))).toEqual([]);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => calls).toContain('/api/admin/apps');
});

test('the admin’s view of a customer’s dashboard comes with that customer’s figures in its HTML', async ({
  consoleWatch,
  page,
  request,
  seedAs,
}) => {
  const { customer, app } = await customerWithDevices(request, { devices: 2, name: 'Cora Chosen' });
  await seedAs('admin');
  await withoutScripts(page, consoleWatch);

  const response = await page.goto(`/admin/user-dashboard?customer=${customer.auth.user.id}`);
  expect(response?.headers()['cache-control']).toContain('no-store');
  const select = page.getByRole('combobox', { name: 'Customer' });
  await expect(select).toHaveValue(customer.auth.user.id);
  await expect(select.locator('option:checked')).toHaveText(`Cora Chosen (${customer.email})`);
  await expect(figure(page, 'Apps')).toHaveText('1');
  await expect(figure(page, 'Devices online now')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Recent apps' })).toContainText(app.name);
});

test('the admin’s view of a customer’s dashboard asks for no customers on load, and follows the choice', async ({
  page,
  request,
  seedAs,
}) => {
  const first = await customerWithDevices(request, { devices: 2, name: 'Cora Chosen' });
  const second = await customerWithDevices(request, { devices: 1, name: 'Dan Next' });
  await seedAs('admin');
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (DASHBOARD_CALLS.test(sent.url())) calls.push(new URL(sent.url()).pathname);
  });

  await page.goto(`/admin/user-dashboard?customer=${first.customer.auth.user.id}`);
  await expect(figure(page, 'Devices online now')).toHaveText('2');
  await page.getByRole('combobox', { name: 'Customer' }).selectOption(second.customer.auth.user.id);
  await expect(page).toHaveURL(`/admin/user-dashboard?customer=${second.customer.auth.user.id}`);
  await expect(figure(page, 'Devices online now')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Recent apps' })).toContainText(second.app.name);
  // The figures are asked for again on a live event (other tests' devices beat meanwhile); the
  // customers, which came with the page, are not.
  expect(calls.filter((path) => !path.endsWith('/stats'))).toEqual([]);
});

test('a device’s page comes with the device in its HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { app, deviceId, path } = await signedInWithDevice(context, request);
  await withoutScripts(page, consoleWatch);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Device ${deviceId}`);
  await expect(page.getByRole('link', { name: app.name })).toBeVisible();
  await expect(page.getByText('Pixel 1')).toBeVisible();
  await expect(page.getByText('3.0.1', { exact: true }).first()).toBeVisible();
});

test('a device’s page hydrates its server-rendered times when the browser’s clock is minutes off', async ({
  context,
  page,
  request,
}) => {
  const { app, path } = await signedInWithDevice(context, request);
  // The browser's clock 7 minutes ahead of the server's: its "now" would not match the HTML's times.
  // A hydration error would fail the test through the suite's console watch (React's #418).
  await page.clock.setSystemTime(Date.now() + 7 * 60_000);

  await page.goto(path);
  const sessions = page.getByRole('region', { name: 'Online sessions, last 7 days' });
  await expect(sessions.getByRole('cell', { name: 'Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: app.name })).toBeVisible();
});
