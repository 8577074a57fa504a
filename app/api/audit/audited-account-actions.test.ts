/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { POST as resetLink } from '@/app/api/admin/users/[userId]/password-reset-link/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { DELETE as endSession } from '@/app/api/user/sessions/[id]/route';
import { POST as confirmReset } from '@/app/api/v1/auth/password-reset/confirm/route';
import { createSession, hashToken } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { auditedCall, TEST_USER_AGENT, writtenBy } from '@/test/server/audit';

const { signedIn } = setupRouteTest();

const call = auditedCall;
const written = writtenBy;

const PASSWORD = 'lantern-over-the-bay';

/** A customer who can sign in, with `sessions` sessions (their tokens). */
async function customerWithSessions(sessions: number): Promise<{ user: PublicUser; tokens: string[] }> {
  const user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
  const tokens: string[] = [];
  for (let i = 0; i < sessions; i += 1) tokens.push((await createSession(user.id)).token);
  return { user, tokens };
}

/** A new session of the user: its id, as "Signed-in devices" lists it. */
async function sessionOf(userId: string): Promise<string> {
  const { token } = await createSession(userId);
  const db = await getDb();
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row.id;
}

/** What an entry says about the account it concerns, as its owner reads it in their log. */
const aboutAccount = (user: PublicUser) => ({
  targetKind: 'user',
  targetId: user.id,
  targetLabel: user.email,
  orgId: user.id,
  userAgent: TEST_USER_AGENT,
});

describe('the audit log records every account action, in its transaction', () => {
  it('records a password change with the sessions it ended, and a wrong current password', async () => {
    const { user, tokens } = await customerWithSessions(3);
    const change = (currentPassword: string, ip = uniqueIp()) =>
      changePassword(
        call('/api/user/password', 'POST', {
          token: tokens[0],
          ip,
          body: { currentPassword, newPassword: 'quiet-harbour-morning' },
        }),
      );
    const ip = uniqueIp();
    const wrong = await written(() => change('not-the-password', ip), 400);
    expect(wrong).toEqual([
      expect.objectContaining({
        ...aboutAccount(user),
        action: 'user.password_change_failed',
        actorId: user.id,
        actorRole: 'customer',
        ip,
        summary: [],
      }),
    ]);
    // Nothing of what was typed is kept.
    expect(JSON.stringify(wrong)).not.toContain('not-the-password');

    const changed = await written(() => change(PASSWORD), 200);
    expect(changed).toEqual([
      expect.objectContaining({
        ...aboutAccount(user),
        action: 'user.password_change',
        actorId: user.id,
        summary: [{ field: 'sessionsEnded', before: null, after: '2' }],
      }),
    ]);
    expect(JSON.stringify(changed)).not.toContain('quiet-harbour-morning');
  });

  it('records signing another device out, and nothing for a session that is not the user’s', async () => {
    const { user, tokens } = await customerWithSessions(1);
    const other = await sessionOf(user.id);
    const end = (id: string) =>
      endSession(call(`/api/user/sessions/${id}`, 'DELETE', { token: tokens[0] }), {
        params: Promise.resolve({ id }),
      });
    expect(await written(() => end(other), 204)).toEqual([
      expect.objectContaining({ ...aboutAccount(user), action: 'user.session_end', actorId: user.id }),
    ]);
    expect(await written(() => end(other), 404)).toEqual([]);
    const stranger = await sessionOf((await customerWithSessions(0)).user.id);
    expect(await written(() => end(stranger), 404)).toEqual([]);
  });

  it('records an admin’s reset link in the customer’s log, and the reset made with it by the account', async () => {
    const { user } = await customerWithSessions(2);
    const admin = await signedIn('admin', 'Operator');
    let url = '';
    const created = await written(async () => {
      const response = await resetLink(
        call(`/api/admin/users/${user.id}/password-reset-link`, 'POST', { token: admin.token }),
        { params: Promise.resolve({ userId: user.id }) },
      );
      url = (await response.clone().json()).data.url;
      return response;
    }, 201);
    const token = new URL(url).searchParams.get('token')!;
    expect(created).toEqual([
      expect.objectContaining({
        ...aboutAccount(user),
        action: 'user.reset_link_create',
        actorId: admin.user.id,
        actorRole: 'admin',
      }),
    ]);
    // The link is a password for 30 minutes: never in the log.
    expect(JSON.stringify(created)).not.toContain(token);

    const reset = (ip = uniqueIp()) =>
      confirmReset(
        call('/api/v1/auth/password-reset/confirm', 'POST', {
          ip,
          body: { token, password: 'new-tide-at-dawn' },
        }),
      );
    const done = await written(() => reset(), 200);
    expect(done).toEqual([
      expect.objectContaining({
        ...aboutAccount(user),
        action: 'user.password_reset',
        actorId: user.id,
        actorRole: 'customer',
        summary: [{ field: 'sessionsEnded', before: null, after: '2' }],
      }),
    ]);
    expect(JSON.stringify(done)).not.toContain(token);
    // A used link changes nothing, and records nothing.
    expect(await written(() => reset(), 400)).toEqual([]);
  });
});
