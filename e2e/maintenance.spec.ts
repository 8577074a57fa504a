import { E2E_MAINTENANCE_URL } from './support/env';
import { expect, test } from './support/test';

test.describe('maintenance', () => {
  test('while on, every page leads to the maintenance page, which answers 503 as the API does', async ({
    page,
    request,
    consoleWatch,
  }) => {
    // Chromium logs every document that answers 503 as a failed load.
    consoleWatch.allow(/status of 503 \(Service Unavailable\)/);
    for (const path of ['/online-devices', '/admin-dashboard', '/auth/signin', '/no-such-page']) {
      const response = await page.goto(`${E2E_MAINTENANCE_URL}${path}`);
      await expect(page).toHaveURL(`${E2E_MAINTENANCE_URL}/maintenance`);
      // A monitor or a crawler sees the console as down, not as a page that moved.
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('60');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
    await expect(page).toHaveTitle('Down for maintenance | Fleetdeck');

    // "Try again" loads the console, which comes back here while the work goes on: the page is
    // loaded again, from a request for / that the middleware sends back here.
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '/');
    const backHere = page.waitForResponse(
      (answer) =>
        answer.url() === `${E2E_MAINTENANCE_URL}/maintenance` &&
        answer.request().resourceType() === 'document' &&
        answer.request().redirectedFrom()?.url() === `${E2E_MAINTENANCE_URL}/`,
    );
    await retry.click();
    const retried = await backHere;
    expect(retried.status()).toBe(503);
    await expect(page).toHaveURL(`${E2E_MAINTENANCE_URL}/maintenance`);
    await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();

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
      expect(response.headers()['retry-after']).toBe('60');
      expect((await response.json()).error.code).toBe('service_unavailable');
    }
  });

  test('while off, the maintenance page leads into the console', async ({ page }) => {
    const response = await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/auth\/signin\?next=%2F$/);
    expect(response?.status()).toBe(200);
  });
});
