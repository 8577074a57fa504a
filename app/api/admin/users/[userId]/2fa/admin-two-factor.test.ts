/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { GET as adminStats } from '@/app/api/admin/stats/route';
import { DELETE as removeTwoFactor } from '@/app/api/admin/users/[userId]/2fa/route';
import { GET as events } from '@/app/api/events/route';
import { GET as status } from '@/app/api/user/2fa/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { createCustomer } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { withTwoFactor } from '@/test/server/fixtures';
import { call } from '@/test/server/org-fixtures';
import { setupSmtpInbox } from '@/test/server/smtp-inbox';

const { signedIn } = setupRouteTest();
const mail = setupSmtpInbox();
const PASSWORD = 'quiet-orchard-17';

const remove = (token: string, userId: string) =>
  call(removeTwoFactor, {
    token,
    method: 'DELETE',
    path: `/api/admin/users/${userId}/2fa`,
    params: { userId },
  });

afterEach(() => {
  delete process.env.ADMIN_REQUIRE_2FA;
});

describe('an admin removes a customer’s two-factor sign-in', () => {
  it('removes it, audits it in the customer’s log and emails them; the password alone signs in again', async () => {
    mail.mailOn();
    const admin = await signedIn('admin', 'Ada');
    const email = uniqueEmail('lost-phone');
    const customer = await createCustomer({ name: 'Lou', email, password: PASSWORD });
    await withTwoFactor(customer.id);
    const signIn = async () =>
      (
        await login(
          apiRequest('/api/v1/auth/login', {
            method: 'POST',
            body: { email, password: PASSWORD },
            headers: { 'x-forwarded-for': uniqueIp() },
          }),
        )
      ).json();
    expect(await signIn()).toMatchObject({ mfaRequired: true });

    expect((await remove(admin.token, customer.id)).status).toBe(204);
    expect(await signIn()).toHaveProperty('sessionToken');
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, customer.id), eq(auditLog.action, 'user.2fa_reset')));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetLabel: email });
    // The notice goes after the answer: it may have come already, or come in a moment.
    const deadline = Date.now() + 5000;
    const mailsTo = () => mail.inbox().received.filter((received) => received.to.includes(email));
    while (mailsTo().length === 0 && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 50));
    const [notice] = mailsTo();
    expect(notice.raw).toContain('removed two-factor sign-in from your account');

    expect((await remove(admin.token, customer.id)).status).toBe(409);
  });

  it('is an admin’s call, for customers only', async () => {
    const admin = await signedIn('admin', 'Ada');
    const other = await signedIn('admin', 'Abe');
    const customer = await signedIn('customer', 'Cy');
    await withTwoFactor(customer.user.id);
    expect((await remove(customer.token, customer.user.id)).status).toBe(403);
    expect((await remove(admin.token, other.user.id)).status).toBe(404);
    expect((await remove(admin.token, 'not-an-id')).status).toBe(404);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('holds an admin without two-factor sign-in back from the admin calls, not from setting it up', async () => {
    const admin = await signedIn('admin', 'Ada');
    const stats = () => call(adminStats, { token: admin.token, path: '/api/admin/stats' });
    expect((await stats()).status).toBe(200);
    process.env.ADMIN_REQUIRE_2FA = 'on';
    const refused = await stats();
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('mfa_required');
    expect((await call(status, { token: admin.token, path: '/api/user/2fa' })).status).toBe(200);
    // Nor does the live stream of every organisation's devices open for them.
    const stream = await call(events, { token: admin.token, path: '/api/events' });
    expect(stream.status).toBe(403);
    await withTwoFactor(admin.user.id);
    expect((await stats()).status).toBe(200);
  });
});
