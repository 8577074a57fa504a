import type { APIRequestContext, BrowserContext } from '@playwright/test';

import { customerWithDevices, signInContext } from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { withoutScripts } from './support/first-answers';
import { expect, test } from './support/test';
import { dashboardFigure as figure } from './support/ui';

/**
 * The customer dashboard starts from its call as the server answered it while rendering the page, and
 * shows the first-run checklist as the browser remembers it (docs/architecture.md, "First answers").
 */
/** A new customer with one app and `devices` devices online, signed in in `context`. */
async function signedInCustomer(context: BrowserContext, request: APIRequestContext, devices: number) {
  const world = await customerWithDevices(request, { devices });
  await signInContext(context, world.customer);
  return world;
}

test('the dashboard’s figures and recent apps come with the page’s HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { app } = await signedInCustomer(context, request, 2);
  await withoutScripts(page, consoleWatch);

  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(figure(page, 'Apps')).toHaveText('1');
  await expect(figure(page, 'Devices online now')).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Recent apps' })).toContainText(app.name);
  // Set up and never shown the checklist: there is none.
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
});

test('the dashboard asks for its figures only when they change, not on load', async ({
  context,
  page,
  request,
}) => {
  await signedInCustomer(context, request, 1);
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/stats(\?|$)/.test(sent.url())) calls.push(sent.url());
  });

  await page.goto('/');
  // The range switch answers once the page's scripts have taken over its HTML.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Devices online per day/ })).toBeVisible();
  expect(calls).toEqual([]);
});

test('the “All set” checklist, not yet hidden, is in the HTML until hidden', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  const { customer } = await signedInCustomer(context, request, 1);
  // Shown while the customer was setting up, in this browser, before this load.
  const userId = customer.auth.user.id;
  // (Its cookie copy alone: the browser reads that too where its storage holds nothing.)
  await context.addCookies([{ name: 'first_run_checklist', value: `${userId}:shown`, url: E2E_BASE_URL }]);

  await page.goto('/');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('All set: your first device is online.');
  await checklist.getByRole('button', { name: 'Hide' }).click();
  await expect(checklist).toHaveCount(0);

  // The next load's HTML leaves it out, the figures there.
  await withoutScripts(page, consoleWatch);
  await page.reload();
  await expect(figure(page, 'Devices online now')).toHaveText('1');
  await expect(checklist).toHaveCount(0);
});

test('a new customer’s checklist comes with the page’s HTML', async ({
  consoleWatch,
  context,
  page,
  request,
}) => {
  await signedInCustomer(context, request, 0);
  await withoutScripts(page, consoleWatch);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Get started' })).toContainText('1 of 4 steps done');
});
