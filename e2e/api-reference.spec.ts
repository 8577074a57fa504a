import { adminOn, seedLanguage, signInContext, waitForShell } from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expectPath } from './support/navigation';
import { expect, test } from './support/test';
import { catalogue } from './support/text-layout';

/**
 * The API reference (docs/automation.md): reached from the SDK guide's heading, drawn by Redoc from
 * /api/openapi.json in the console's layout, with Redoc's own words in the user's language.
 */
const en = catalogue('en');

test.use({ viewport: { width: 1280, height: 900 } });
// Redoc draws every operation at once: a large page, slow to lay out on a CI machine's two cores.
test.describe.configure({ timeout: 120_000 });

test('a customer opens the API reference from the SDK guide and finds an operation', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Ada Automation');
  // Nothing is fetched from another site (Redoc's own logo would be: next.config.mjs).
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(E2E_BASE_URL) && !/^(data|blob):/.test(sent.url())) elsewhere.push(sent.url());
  });
  await signInContext(page.context(), customer);
  await page.goto('/sdk-integration-guide');
  await waitForShell(page);
  await page.getByRole('main').getByRole('link', { name: en.ApiReferencePage.title, exact: true }).click();
  await expectPath(page, '/api-reference');
  await expect(page.getByRole('heading', { level: 1, name: en.ApiReferencePage.title })).toBeVisible();
  // The menu marks the guide, which the reference continues.
  await expect(
    page.getByRole('navigation').getByRole('link', { name: en.Navigation.sdkGuide }).first(),
  ).toHaveAttribute('aria-current', 'page');

  // Redoc draws the document: its title, an operation with its path, and its answers.
  const reference = page.getByRole('main');
  await expect(reference.getByRole('heading', { name: /Fleetdeck API/ })).toBeVisible();
  // Redoc puts each heading's anchor link before its text.
  const operation = reference.getByRole('heading', { name: /The organisation’s devices$/ });
  await expect(operation).toBeAttached();
  // Redoc's menu: a tag opens its operations; an operation scrolls to it and names it in the address.
  await reference.getByRole('menuitem', { name: 'Devices', exact: true }).click();
  await reference.getByRole('menuitem', { name: 'The organisation’s devices', exact: true }).click();
  await expect(operation).toBeInViewport();
  await expect(page).toHaveURL(/#tag\/Devices\/operation\//);
  await expect(reference.getByText('/api/devices', { exact: true }).first()).toBeAttached();
  await expect(
    reference.getByRole('heading', { name: en.ApiReference.labels.responses }).first(),
  ).toBeVisible();
  expect(elsewhere).toEqual([]);

  // By keyboard: Tab reaches the menu's entries, Enter opens one.
  const auditLog = reference.getByRole('menuitem', { name: 'Audit log', exact: true });
  await reference.getByRole('menuitem', { name: 'Alerts', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(auditLog).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(auditLog).toHaveAttribute('aria-expanded', 'true');
  await expect(reference.getByRole('heading', { name: /The organisation’s audit log$/ })).toBeInViewport();
});

test('the reference speaks the user’s language around the English document', async ({ page, request }) => {
  const de = catalogue('de');
  const customer = await createCustomer(request, 'Dana Deutsch');
  await seedLanguage(page.context(), 'de');
  await signInContext(page.context(), customer);
  await page.goto('/api-reference');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: de.ApiReferencePage.title })).toBeVisible();
  const reference = page.getByRole('main');
  await expect(reference.getByRole('heading', { name: /Fleetdeck API/ })).toBeVisible();
  await expect(
    reference.getByRole('heading', { name: de.ApiReference.labels.responses }).first(),
  ).toBeAttached();
  await expect(reference.getByText(de.ApiReference.labels.requestSamples).first()).toBeAttached();
});

test('an admin reads the same reference in the admin console', async ({ page, context, request }) => {
  await adminOn(page, context, request, '/admin/sdk-integration-guide');
  await page.getByRole('main').getByRole('link', { name: en.ApiReferencePage.title, exact: true }).click();
  await expectPath(page, '/admin/api-reference');
  await expect(page.getByRole('main').getByRole('heading', { name: /Fleetdeck API/ })).toBeVisible();
});
