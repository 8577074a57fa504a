import { customerWithApp } from './support/customer-app';
import { runTag } from './support/product-api';
import { expect, test } from './support/test';

/**
 * The admin dashboard starts from its calls as the server answered them while rendering the page
 * (docs/architecture.md, "First answers"): its figures, apps and messages are in the page's HTML, and
 * the browser does not ask for them again on load.
 */
const DASHBOARD_CALLS = /\/api\/admin\/(stats|apps|customers|contact-messages)(\?|$)/;

test('the admin dashboard shows its figures, apps and messages before its scripts run', async ({
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
  // The page's own scripts never run: what shows is the server's HTML (and React's inline scripts).
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/);

  await page.goto('/admin-dashboard');
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
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => calls).toContain('/api/admin/apps');
});
