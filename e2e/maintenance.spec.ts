import { E2E_MAINTENANCE_URL } from './support/env';
import { expect, test } from './support/test';

test.describe('maintenance', () => {
  test('while on, every page leads to the maintenance page and the API answers 503', async ({
    page,
    request,
  }) => {
    for (const path of ['/online-devices', '/admin-dashboard', '/auth/signin', '/no-such-page']) {
      await page.goto(`${E2E_MAINTENANCE_URL}${path}`);
      await expect(page).toHaveURL(`${E2E_MAINTENANCE_URL}/maintenance`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    await expect(page).toHaveTitle('Down for maintenance | Fleetdeck');

    // "Try again" loads the console, which comes back here while the work goes on.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(`${E2E_MAINTENANCE_URL}/maintenance`);

    const calls = [
      { method: 'GET', path: '/api/health' },
      {
        method: 'POST',
        path: '/api/v1/auth/login',
        data: { email: 'ada@example.com', password: 'long enough' },
      },
    ];
    for (const { method, path, data } of calls) {
      const response = await request.fetch(`${E2E_MAINTENANCE_URL}${path}`, {
        method,
        data,
        headers: { origin: E2E_MAINTENANCE_URL },
      });
      expect(response.status()).toBe(503);
      expect((await response.json()).error.code).toBe('service_unavailable');
    }
  });

  test('while off, the maintenance page leads into the console', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/auth\/signin\?next=%2F$/);
  });
});
