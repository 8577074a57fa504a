import {
  adminAccount,
  expectNoAxeViolations,
  seedDisplay,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/** The guard's redirects keep their targets and say why on arrival (docs/product.md, Guard). */

test('a customer at an admin page lands home, told the page is for administrators', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, await createCustomer(request));
  await page.goto('/admin/user-dashboard');
  await expect(page).toHaveURL(/\/$/);
  await waitForShell(page);
  const notice = page.getByText('That page is for administrators.');
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'arrival notice');
  // Said once: gone with the next page, and not there after a reload.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await waitForShell(page);
  await expect(page.getByText('That page is for administrators.')).toHaveCount(0);
});

test('an admin at a customer page, and anyone at an unknown address, are told why', async ({
  page,
  context,
  request,
  browser,
}) => {
  await signInContext(context, await adminAccount(request));
  await page.goto('/online-devices');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('That page is for customers.')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('That page does not exist.')).toBeVisible();

  // Signed out: to the sign-in page, which says so too.
  const signedOut = await browser.newContext();
  const visitor = await signedOut.newPage();
  await visitor.goto(`${E2E_BASE_URL}/no-such-page`);
  await expect(visitor).toHaveURL(/\/auth\/signin$/);
  await expect(visitor.getByText('That page does not exist.')).toBeVisible();
  await expect(pageHeading(visitor, 'Sign in')).toBeVisible();
  await signedOut.close();
});

test('the notice is translated and reads right to left', async ({ page, context, request }) => {
  await signInContext(context, await createCustomer(request));
  await seedLanguage(context, 'de');
  await seedDisplay(context, { rtlClass: 'rtl' });
  await page.goto('/no-such-page');
  await waitForShell(page);
  const notice = page.getByText('Diese Seite gibt es nicht.');
  await expect(notice).toBeVisible();
  // Mirrored: its icon at the right, before the text; the close button at the left.
  const banner = page.getByTestId('arrival-notice');
  const iconX = (await banner.locator('svg').first().boundingBox())!.x;
  const textX = (await notice.boundingBox())!.x;
  const closeX = (await banner.getByRole('button', { name: 'Hinweis schließen' }).boundingBox())!.x;
  expect(iconX).toBeGreaterThan(textX);
  expect(closeX).toBeLessThan(textX);
  await expectNoAxeViolations(page, 'arrival notice, right to left');
});
