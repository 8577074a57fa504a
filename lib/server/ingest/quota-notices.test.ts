/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { appQuotaNotices, apps, rateLimits, users } from '@/lib/server/db/schema';
import { acceptHeartbeat } from '@/lib/server/domain/heartbeat';
import { crossedLevel, forgetQuotaNotices } from '@/lib/server/ingest/quota-notices';
import { clearSyncedCounters } from '@/lib/server/rate-limit/synced-window';
import { appOf, joinOrg, signedIn } from '@/test/server/fixtures';
import { TEST_CONSOLE_URL, setupSmtpInbox } from '@/test/server/smtp-inbox';
import { setupTestDatabase } from '@/test/server/support';

/**
 * Usage notices (docs/product.md, Heartbeat quota): the owners and admins of an app's organisation get
 * an email when its heartbeats reach 80% and 100% of the quota in a window, each at most once a day.
 */
setupTestDatabase();
const mail = setupSmtpInbox();
const CONSOLE = TEST_CONSOLE_URL;

let device = 0;
/** One heartbeat of a new device: 202 or the refusal's status. */
async function beat(appKey: string): Promise<number> {
  device += 1;
  return acceptHeartbeat({ appKey, clientIp: '203.0.113.9', body: () => ({ deviceId: `d${device}` }) }).then(
    () => 202,
    (error: { status?: number }) => error.status ?? 500,
  );
}

describe('crossedLevel', () => {
  it('is 80 or 100 when a grant crosses it, 100 for a refusal, and nothing for a quota of 0', () => {
    expect(crossedLevel(0, 7, 10, false)).toBeNull();
    expect(crossedLevel(7, 8, 10, false)).toBe(80);
    expect(crossedLevel(8, 9, 10, false)).toBeNull();
    expect(crossedLevel(9, 10, 10, false)).toBe(100);
    expect(crossedLevel(5, 10, 10, false)).toBe(100);
    expect(crossedLevel(10, 10, 10, true)).toBe(100);
    expect(crossedLevel(0, 0, 0, true)).toBeNull();
  });
});

describe('the quota notices', () => {
  it('mail the owners and admins at 80% and at 100%, once a day each', async () => {
    mail.mailOn();
    const inbox = mail.inbox();
    const owner = await signedIn('customer', 'Olive');
    const admin = await signedIn('customer', 'Adam');
    const member = await signedIn('customer', 'Mia');
    await joinOrg(owner.user.id, admin, 'admin');
    await joinOrg(owner.user.id, member, 'member');
    const app = await appOf(owner, { name: 'Busy shop' });
    await (await getDb()).update(apps).set({ heartbeatQuota: 10 }).where(eq(apps.id, app.id));

    const before = inbox.received.length;
    for (let n = 0; n < 7; n += 1) expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(202);
    await inbox.next(before + 2);
    const near = inbox.received.slice(before, before + 2);
    expect(near.map((mail) => mail.to[0]).sort()).toEqual([owner.user.email, admin.user.email].sort());
    expect(near[0].raw).toMatch(/The app .+Busy shop.+ of Olive on \S+ has used 80% of its heartbeat quota/);
    expect(near[0].raw).toContain('8 of 10 heartbeats');
    expect(near[0].raw).toContain(`${CONSOLE}/app-management`);

    expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(202);
    await inbox.next(before + 4);
    const full = inbox.received.slice(before + 2, before + 4);
    expect(full.map((mail) => mail.to[0]).sort()).toEqual([owner.user.email, admin.user.email].sort());
    expect(full[0].raw).toMatch(/has used its whole heartbeat quota for the current window: 10 of 10/);

    // Refused beats, and the next window's crossings the same day, send nothing more.
    expect(await beat(app.appKey)).toBe(429);
    clearSyncedCounters();
    forgetQuotaNotices();
    await (await getDb()).delete(rateLimits).where(eq(rateLimits.key, app.id));
    for (let n = 0; n < 10; n += 1) expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received).toHaveLength(before + 4);
    const notices = await (
      await getDb()
    )
      .select({ level: appQuotaNotices.level })
      .from(appQuotaNotices)
      .where(eq(appQuotaNotices.appId, app.id));
    expect(notices.map((row) => row.level).sort()).toEqual([100, 80]);
  });

  it('mail each manager in their own language', async () => {
    mail.mailOn();
    const inbox = mail.inbox();
    const owner = await signedIn('customer', 'Odile');
    const admin = await signedIn('customer', 'Alan');
    await joinOrg(owner.user.id, admin, 'admin');
    // The owner last used the console in French; the admin's language is not known: English.
    await (await getDb()).update(users).set({ locale: 'fr' }).where(eq(users.id, owner.user.id));
    const app = await appOf(owner, { name: 'Boutique' });
    await (await getDb()).update(apps).set({ heartbeatQuota: 5 }).where(eq(apps.id, app.id));

    const before = inbox.received.length;
    for (let n = 0; n < 4; n += 1) expect(await beat(app.appKey)).toBe(202);
    await inbox.next(before + 2);
    const to = (email: string) => inbox.received.slice(before).find((sent) => sent.to.includes(email))!;
    expect(to(owner.user.email).raw).toContain('de son quota de signaux de pr');
    expect(to(owner.user.email).raw).not.toContain('heartbeat quota');
    expect(to(admin.user.email).raw).toMatch(/has used 80% of its heartbeat quota/);
  });

  it('claim nothing and send nothing without a mail server', async () => {
    const owner = await signedIn('customer', 'Nora');
    const app = await appOf(owner, { name: 'Quiet shop' });
    await (await getDb()).update(apps).set({ heartbeatQuota: 2 }).where(eq(apps.id, app.id));
    const before = mail.inbox().received.length;
    expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(202);
    expect(await beat(app.appKey)).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.inbox().received).toHaveLength(before);
    const rows = await (
      await getDb()
    )
      .select()
      .from(appQuotaNotices)
      .where(eq(appQuotaNotices.appId, app.id));
    expect(rows).toEqual([]);
  });
});
