/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET as getUser } from '@/app/api/user/route';
import { POST } from '@/app/api/v1/auth/logout/route';
import { createSession } from '@/lib/server/auth/sessions';
import { createCustomer } from '@/lib/server/auth/users';
import { apiRequest, setupRouteTest, uniqueEmail } from '@/test/api-route';

setupRouteTest();

const me = (token: string) => getUser(apiRequest('/api/user', { token }));
const logout = (token?: string) => POST(apiRequest('/api/v1/auth/logout', { method: 'POST', token }));

describe('POST /api/v1/auth/logout', () => {
  it('ends the session of the token, and only that one', async () => {
    const user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: 'password1' });
    const phone = await createSession(user.id);
    const laptop = await createSession(user.id);
    expect((await me(phone.token)).status).toBe(200);

    const response = await logout(phone.token);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await me(phone.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);

    // Signing out twice is harmless.
    expect((await logout(phone.token)).status).toBe(204);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await logout();
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});
