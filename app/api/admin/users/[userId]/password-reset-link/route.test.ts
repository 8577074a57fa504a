/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { POST } from '@/app/api/admin/users/[userId]/password-reset-link/route';
import { POST as confirm } from '@/app/api/v1/auth/password-reset/confirm/route';
import { apiRequest, setupRouteTest, uniqueIp } from '@/test/api-route';

const { signedIn } = setupRouteTest();

const createLink = (token: string, userId: string, headers: Record<string, string> = {}) =>
  POST(apiRequest(`/api/admin/users/${userId}/password-reset-link`, { method: 'POST', token, headers }), {
    params: Promise.resolve({ userId }),
  });

describe('POST /api/admin/users/:userId/password-reset-link', () => {
  it('gives an admin a one-time link on the console’s origin, valid for 30 minutes', async () => {
    const admin = await signedIn('admin');
    const customer = await signedIn('customer');
    const before = Date.now();
    const response = await createLink(admin.token, customer.user.id, { origin: 'http://127.0.0.1:3100' });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { url: string; expiresAt: string } };
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3100/auth/reset-password');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const ttl = Date.parse(data.expiresAt) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const token = url.searchParams.get('token')!;
    const use = () =>
      confirm(
        apiRequest('/api/v1/auth/password-reset/confirm', {
          method: 'POST',
          body: { token, password: 'brand-new-meadow' },
          headers: { 'x-forwarded-for': uniqueIp() },
        }),
      );
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(400);
  });

  it('is for admins only, and only for customers', async () => {
    const admin = await signedIn('admin');
    const otherAdmin = await signedIn('admin');
    const customer = await signedIn('customer');
    expect((await createLink(customer.token, customer.user.id)).status).toBe(403);
    expect((await createLink(admin.token, otherAdmin.user.id)).status).toBe(404);
    expect((await createLink(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await createLink(admin.token, 'nope')).status).toBe(404);
    expect((await createLink('forged', customer.user.id)).status).toBe(401);
  });
});
