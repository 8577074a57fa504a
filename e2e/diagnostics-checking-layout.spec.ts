import el from '../messages/el.json';
import { adminAccount, seedLanguage, signInContext, waitForShell } from './support/a11y';
import { expect, test } from './support/test';

// While the API servers are being checked, their latency cells hold only screen-reader text ("not
// measured"). That text is placed absolutely; outside a positioned box it escaped the table's own
// scrolling box and pushed the whole page sideways (Greek at 390px), until the checks had answered.
test('the diagnostics page does not scroll sideways while its servers are checked (el, 390px)', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, await adminAccount(request));
  await seedLanguage(context, 'el');
  // The health checks never answer: the page stays in its checking state.
  await page.route('**/api/health', () => undefined);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/test');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: el.DiagnosticsPage.title })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: el.Diagnostics.hosts.checking }).first(),
  ).toBeVisible();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
});
