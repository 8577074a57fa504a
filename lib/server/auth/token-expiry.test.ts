/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createApiToken, revokeApiToken } from '@/lib/server/auth/api-tokens';
import { sendTokenExpiryNotices } from '@/lib/server/auth/token-expiry';
import { getDb } from '@/lib/server/db/client';
import { apiTokens, users } from '@/lib/server/db/schema';
import { joinOrg, signedIn } from '@/test/server/fixtures';
import { TEST_CONSOLE_URL, setupSmtpInbox } from '@/test/server/smtp-inbox';
import { setupTestDatabase } from '@/test/server/support';

/**
 * Seven days before an organisation token expires, its owners and admins get one email (docs/product.md,
 * API tokens): not the members, not for personal or revoked tokens, once, and only with a mail server.
 */
setupTestDatabase();
const mail = setupSmtpInbox();
const CONSOLE = TEST_CONSOLE_URL;

describe('the organisation tokens’ expiry notice', () => {
  it('mails the owners and admins once, seven days ahead, and waits for a mail server', async () => {
    const owner = await signedIn('customer', 'Olive');
    const admin = await signedIn('customer', 'Adam');
    const member = await signedIn('customer', 'Mia');
    await joinOrg(owner.user.id, admin, 'admin');
    await joinOrg(owner.user.id, member, 'member');
    // The admin last used the console in German: their notice is German, its date too.
    await (await getDb()).update(users).set({ locale: 'de' }).where(eq(users.id, admin.user.id));
    const token = (name: string, kind: 'personal' | 'organisation', expiresInDays: number) =>
      createApiToken(
        kind,
        owner.user.id,
        owner.user,
        { name, scopes: ['apps:read'], expiresInDays },
        SYSTEM_SOURCE,
      );
    const soon = await token('Deploys', 'organisation', 5);
    await token('Later', 'organisation', 30);
    await token('Mine', 'personal', 2);
    const revoked = await token('Gone', 'organisation', 3);
    await revokeApiToken({ id: revoked.data.id, orgId: owner.user.id, kind: 'organisation' }, SYSTEM_SOURCE);

    expect(await sendTokenExpiryNotices()).toBe(0);
    const db = await getDb();
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, soon.data.id));
    expect(row.expiryNoticeAt).toBeNull();

    mail.mailOn();
    const inbox = mail.inbox();
    const before = inbox.received.length;
    expect(await sendTokenExpiryNotices()).toBe(2);
    await inbox.next(before + 2);
    const mails = inbox.received.slice(before);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([owner.user.email, admin.user.email].sort());
    const to = (email: string) => mails.find((mail) => mail.to.includes(email))!;
    // The body (the subject is encoded): the token, its organisation, the day it ends.
    expect(to(admin.user.email).raw).toMatch(/von Olive auf \S+ l.+uft am \d+\. \S+ \d{4} \(UTC\) ab/);
    expect(to(owner.user.email).raw).toMatch(
      /The organisation token .+Deploys.+ of Olive on \S+ expires on \w+ \d+, \d{4} \(UTC\)/,
    );
    expect(to(owner.user.email).raw).toContain(`${CONSOLE}/organisation/api-tokens`);
    expect(inbox.received.some((mail) => mail.to.includes(member.user.email))).toBe(false);
    expect(JSON.stringify(mails)).not.toMatch(/fdo_[A-Za-z0-9]{36}/);

    expect(await sendTokenExpiryNotices()).toBe(0);
  });
});
