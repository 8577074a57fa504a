/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { POST as accept } from '@/app/api/invitations/accept/route';
import { GET as lookup } from '@/app/api/invitations/lookup/route';
import { POST as resend } from '@/app/api/orgs/[id]/invitations/[iid]/resend/route';
import { DELETE as revoke } from '@/app/api/orgs/[id]/invitations/[iid]/route';
import { GET as list, POST as invite } from '@/app/api/orgs/[id]/invitations/route';
import { GET as listOrgs } from '@/app/api/orgs/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, invitations, memberships, users } from '@/lib/server/db/schema';
import { expectError, setupRouteTest, uniqueEmail, uniqueIp, type SignedIn } from '@/test/api-route';
import { captureLog } from '@/test/server/log-capture';
import { call, invitationIn, orgWith } from '@/test/server/org-fixtures';
import { startSmtpInbox, type ReceivedMail } from '@/test/server/smtp-inbox';

const { signedIn } = setupRouteTest();
jest.setTimeout(60_000);

const CONSOLE = 'https://console.example.com';

interface Sent {
  id: string;
  email: string;
  role: string;
  url: string;
  emailed: boolean;
  status: string;
  invitedBy: { name: string; email: string } | null;
  expiresAt: string;
}

async function teamOf(owner: SignedIn, name = 'Acme') {
  return orgWith(name, [[owner.user.id, 'owner']]);
}

async function sendInvitation(
  owner: SignedIn,
  orgId: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return call(invite, { token: owner.token, method: 'POST', params: { id: orgId }, body, headers });
}

async function created(response: Response): Promise<Sent> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Sent }).data;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

const accepting = (who: SignedIn, token: string) =>
  call(accept, { token: who.token, method: 'POST', path: '/api/invitations/accept', body: { token } });

/** A signed-in account with this address (the invitation's). */
async function accountFor(email: string, name = 'Ivy'): Promise<SignedIn> {
  const account = await signedIn('customer', name);
  const db = await getDb();
  await db.update(users).set({ email }).where(eq(users.id, account.user.id));
  return { ...account, user: { ...account.user, email } };
}

async function roleIn(orgId: string, userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return row?.role ?? null;
}

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.CONSOLE_URL;
});

describe('inviting', () => {
  it('answers 201 with the invitation and its link; without a mailer it is not emailed', async () => {
    process.env.CONSOLE_URL = CONSOLE;
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const sent = await created(
      await sendInvitation(owner, orgId, { email: '  New.Person@Example.COM ', role: 'viewer' }),
    );
    expect(sent).toMatchObject({
      email: 'new.person@example.com',
      role: 'viewer',
      status: 'pending',
      emailed: false,
      invitedBy: { name: 'Olive', email: owner.user.email },
    });
    expect(sent.url).toMatch(/^https:\/\/console\.example\.com\/auth\/invitation\?token=[\w-]{40,}$/);
    // 7 days.
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // Only the token's hash is kept.
    const db = await getDb();
    const [row] = await db.select().from(invitations).where(eq(invitations.id, sent.id));
    expect(row.tokenHash).not.toContain(tokenOf(sent.url));
    expect(JSON.stringify(row)).not.toContain(tokenOf(sent.url));

    // Listed without its link, and the audit log has it under the organisation.
    const listed = await call(list, { token: owner.token, params: { id: orgId } });
    const body = (await listed.json()) as { data: Record<string, unknown>[] };
    expect(body.data).toEqual([expect.objectContaining({ id: sent.id, status: 'pending' })]);
    expect(body.data[0]).not.toHaveProperty('url');
    const entries = await db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.map((entry) => [entry.action, entry.targetLabel])).toEqual([
      ['invitation.create', 'new.person@example.com'],
    ]);
  });

  it('refuses a member (409 already_member), a pending address (409 already_invited) and an owner role', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    await expectError(
      await sendInvitation(owner, orgId, { email: owner.user.email.toUpperCase(), role: 'admin' }),
      409,
      'already_member',
    );
    const email = uniqueEmail('twice');
    await created(await sendInvitation(owner, orgId, { email, role: 'member' }));
    await expectError(await sendInvitation(owner, orgId, { email, role: 'viewer' }), 409, 'already_invited');
    const owned = await sendInvitation(owner, orgId, { email: uniqueEmail(), role: 'owner' });
    expect(owned.status).toBe(400);
    expect(await owned.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { role: 'oneOf' } },
    });
    const bad = await sendInvitation(owner, orgId, { email: 'not-an-address', role: 'member' });
    expect(await bad.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { email: 'email' } },
    });
  });

  it('replaces an expired invitation of the address with a new one', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const old = await invitationIn(orgId, { expiresAt: new Date(Date.now() - 1000) });
    const fresh = await created(await sendInvitation(owner, orgId, { email: old.email, role: 'admin' }));
    const listed = (await (await call(list, { token: owner.token, params: { id: orgId } })).json()) as {
      data: { id: string }[];
    };
    expect(listed.data.map(({ id }) => id)).toEqual([fresh.id]);
  });

  it('lists pending and expired ones newest first, not accepted or revoked ones', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const expired = await invitationIn(orgId, { expiresAt: new Date(Date.now() - 1000) });
    const pending = await invitationIn(orgId);
    const revoked = await invitationIn(orgId);
    const used = await invitationIn(orgId);
    const db = await getDb();
    await db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, revoked.id));
    await db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, used.id));
    const body = (await (await call(list, { token: owner.token, params: { id: orgId } })).json()) as {
      data: { id: string; status: string }[];
    };
    expect(body.data.map(({ id, status }) => [id, status])).toEqual([
      [pending.id, 'pending'],
      [expired.id, 'expired'],
    ]);
  });
});

describe('the invitation email', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });

  const linkIn = (mail: ReceivedMail) => {
    const match = /https?:\/\/\S+\/auth\/invitation\?token=[\w-]+/.exec(mail.raw);
    if (!match) throw new Error(`no invitation link in: ${mail.raw}`);
    return match[0];
  };

  it('is sent with the link in the inviter language, and resending sends a new link', async () => {
    process.env.SMTP_URL = inbox.url;
    process.env.CONSOLE_URL = CONSOLE;
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner, 'Acme Werke');
    const email = uniqueEmail('mailed');
    const before = inbox.received.length;
    const sent = await created(
      await sendInvitation(owner, orgId, { email, role: 'admin' }, { cookie: 'NEXT_LOCALE=de' }),
    );
    expect(sent.emailed).toBe(true);
    const mail = await inbox.next(before + 1);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Olive hat Sie eingeladen');
    expect(mail.raw).toContain('Acme Werke');
    expect(mail.raw).toContain('als Administrator');
    expect(linkIn(mail)).toBe(sent.url);

    const again = await call(resend, {
      token: owner.token,
      method: 'POST',
      params: { id: orgId, iid: sent.id },
    });
    const resent = ((await again.json()) as { data: Sent }).data;
    const second = await inbox.next(before + 2);
    expect(linkIn(second)).toBe(resent.url);
    expect(resent.url).not.toBe(sent.url);
  });

  it('with SMTP_URL=log is written to the log with its link', async () => {
    process.env.SMTP_URL = 'log';
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const email = uniqueEmail('logged');
    const logged = captureLog();
    let url = '';
    try {
      url = (await created(await sendInvitation(owner, orgId, { email, role: 'member' }))).url;
      // The email goes out after the answer: wait for its line.
      for (let tries = 0; tries < 250 && !logged.raw.join('').includes(email); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      logged.restore();
    }
    expect(logged.lines()).toContainEqual(
      expect.objectContaining({
        component: 'mail',
        msg: `email to ${email} printed, not sent (SMTP_URL=log)`,
        mail: expect.objectContaining({ to: email, text: expect.stringContaining(url) }),
      }),
    );
  });
});

describe('accepting', () => {
  it('joins the invited address with the role, makes it active, once', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner, 'Joined Co');
    const invitation = await invitationIn(orgId, { role: 'viewer' });
    const invitee = await accountFor(invitation.email);

    const response = await accepting(invitee, invitation.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: expect.objectContaining({ id: orgId, name: 'Joined Co', role: 'viewer', memberCount: 2 }),
    });
    expect(await roleIn(orgId, invitee.user.id)).toBe('viewer');
    const orgs = (await (await call(listOrgs, { token: invitee.token })).json()) as { activeOrgId: string };
    expect(orgs.activeOrgId).toBe(orgId);

    await expectError(await accepting(invitee, invitation.token), 410, 'invitation_used');
    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.orgId, orgId));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([['member.join', invitee.user.id]]);
  });

  it('refuses another account (403), and the invitation stays usable by its address', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const invitation = await invitationIn(orgId);
    const other = await signedIn('customer', 'Mallory');
    await expectError(await accepting(other, invitation.token), 403, 'invitation_wrong_account');
    expect(await roleIn(orgId, other.user.id)).toBeNull();

    const invitee = await accountFor(invitation.email);
    expect((await accepting(invitee, invitation.token)).status).toBe(200);
  });

  it('refuses an expired (410), a revoked (410), an unknown (404) link and a member (409)', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const expired = await invitationIn(orgId);
    const invitee = await accountFor(expired.email);
    const db = await getDb();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    await expectError(await accepting(invitee, expired.token), 410, 'invitation_expired');

    const revoked = await invitationIn(orgId, { email: invitee.user.email });
    const revoking = await call(revoke, {
      token: owner.token,
      method: 'DELETE',
      params: { id: orgId, iid: revoked.id },
    });
    expect(revoking.status).toBe(204);
    await expectError(await accepting(invitee, revoked.token), 410, 'invitation_revoked');
    // Revoked: gone from the list, and revoking again finds nothing.
    const again = await call(revoke, {
      token: owner.token,
      method: 'DELETE',
      params: { id: orgId, iid: revoked.id },
    });
    expect(again.status).toBe(404);

    await expectError(await accepting(invitee, 'no-such-token'), 404, 'not_found');

    const ownInvitation = await invitationIn(orgId, { email: owner.user.email });
    await expectError(await accepting(owner, ownInvitation.token), 409, 'already_member');
    expect(await roleIn(orgId, invitee.user.id)).toBeNull();
  });

  it('after a resend the old link is dead and the new one works', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const invitation = await invitationIn(orgId, { expiresAt: new Date(Date.now() - 1000) });
    const invitee = await accountFor(invitation.email);
    const response = await call(resend, {
      token: owner.token,
      method: 'POST',
      params: { id: orgId, iid: invitation.id },
    });
    expect(response.status).toBe(200);
    const resent = ((await response.json()) as { data: Sent }).data;
    expect(resent.status).toBe('pending');
    expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);

    await expectError(await accepting(invitee, invitation.token), 404, 'not_found');
    expect((await accepting(invitee, tokenOf(resent.url))).status).toBe(200);
  });

  it('two accepts at once: one joins, the other is told it was used', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const invitation = await invitationIn(orgId);
    const invitee = await accountFor(invitation.email);
    const answers = await Promise.all([
      accepting(invitee, invitation.token),
      accepting(invitee, invitation.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const db = await getDb();
    const rows = await db.select().from(memberships).where(eq(memberships.orgId, orgId));
    expect(rows).toHaveLength(2);
  });
});

describe('the link page lookup', () => {
  it('says what the page shows, with no sign-in, and whether the address has an account', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner, 'Lookup Ltd');
    const invitation = await invitationIn(orgId, { role: 'admin' });
    const db = await getDb();
    await db.update(invitations).set({ invitedBy: owner.user.id }).where(eq(invitations.id, invitation.id));
    const look = (token: string) =>
      call(lookup, {
        path: `/api/invitations/lookup?token=${encodeURIComponent(token)}`,
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    const response = await look(invitation.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: {
        orgName: 'Lookup Ltd',
        email: invitation.email,
        role: 'admin',
        invitedBy: 'Olive',
        expiresAt: invitation.expiresAt.toISOString(),
        status: 'pending',
        accountExists: false,
      },
    });
    await accountFor(invitation.email);
    expect(await (await look(invitation.token)).json()).toMatchObject({ data: { accountExists: true } });
    await expectError(await look('nope'), 404, 'not_found');
  });
});

describe('signing up from an invitation', () => {
  const signingUp = (body: Record<string, unknown>) =>
    call(signUp, {
      method: 'POST',
      path: '/api/v1/auth/signup',
      body: { name: 'Ivy', password: 'old-lantern-tide', ...body },
      headers: { 'x-forwarded-for': uniqueIp() },
    });

  it('joins the organisation and makes it active, besides the first organisation of their own', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const invitation = await invitationIn(orgId, { role: 'member' });
    const response = await signingUp({
      email: invitation.email.toUpperCase(),
      invitationToken: invitation.token,
    });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { id: string } };
    expect(await roleIn(orgId, user.id)).toBe('member');
    expect(await roleIn(user.id, user.id)).toBe('owner');
    const db = await getDb();
    const [row] = await db
      .select({ activeOrgId: users.activeOrgId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row.activeOrgId).toBe(orgId);
  });

  it('with another email is refused, and no account is made', async () => {
    const owner = await signedIn('customer', 'Olive');
    const orgId = await teamOf(owner);
    const invitation = await invitationIn(orgId);
    const email = uniqueEmail('someone-else');
    await expectError(
      await signingUp({ email, invitationToken: invitation.token }),
      403,
      'invitation_wrong_account',
    );
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [still] = await db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(still.acceptedAt).toBeNull();
  });
});
