/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import {
  createChannel,
  deleteChannel,
  listChannels,
  updateChannel,
} from '@/lib/server/alerts/channels/channels';
import { sendChannelMails, sendChannelTest } from '@/lib/server/alerts/channels/mails';
import { runAlertCheck } from '@/lib/server/alerts/check';
import { getAlertRules, putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { auditLog, memberships, users } from '@/lib/server/db/schema';
import { noticeTranslator } from '@/lib/server/mail/email-text';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { setupAlertRounds } from '@/test/server/alert-rounds';
import { changeVersions, joinOrg } from '@/test/server/fixtures';
import { setupSmtpInbox, TEST_CONSOLE_URL, type ReceivedMail } from '@/test/server/smtp-inbox';

/**
 * Email channels (docs/product.md, Email channels): an organisation's named members, to whom the
 * incidents of the apps whose rule lists the channel are mailed, once per change and person, each in
 * their language; "Send a test"; members only; a deleted channel leaves the rules.
 */
const { appOf, insertDevices, signedIn } = setupRouteTest();
setupAlertRounds();
const mail = setupSmtpInbox();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** A mail's text as it was written: its quoted-printable bytes read back as UTF-8. */
const textOf = (received: ReceivedMail) => Buffer.from(received.raw, 'latin1').toString('utf8');

/** An organisation (Olive's) with an admin and a member; Olive reads French, the others have no language. */
async function team() {
  const owner = await signedIn('customer', 'Olive');
  const admin = await signedIn('customer', 'Adam');
  const member = await signedIn('customer', 'Mia');
  await joinOrg(owner.user.id, admin, 'admin');
  await joinOrg(owner.user.id, member, 'member');
  await (await getDb()).update(users).set({ locale: 'fr' }).where(eq(users.id, owner.user.id));
  return { orgId: owner.user.id, owner, admin, member };
}

const mailsTo = (from: number, who: SignedIn) =>
  mail
    .inbox()
    .received.slice(from)
    .filter((received) => received.to.includes(who.user.email));

/**
 * An app of the organisation whose rule mails its incidents (`threshold` devices offline together) to
 * `channelIds`; `down` devices went silent 400 seconds ago, `up` ones beat just now.
 */
async function watchedApp(
  owner: SignedIn,
  name: string,
  channelIds: string[],
  { threshold, down, up = [] }: { threshold: number; down: string[]; up?: string[] },
) {
  const app = await appOf(owner, { name });
  await putAlertRules(
    owner.user.id,
    app.id,
    {
      offlineAfterSeconds: 10,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: threshold,
      channelIds,
    },
    SYSTEM_SOURCE,
  );
  await insertDevices(app.id, [
    ...up.map((deviceId) => ({ deviceId, lastSeen: secondsAgo(5) })),
    ...down.map((deviceId) => ({ deviceId, lastSeen: secondsAgo(400) })),
  ]);
  return app;
}

/** Olive's team, an "On-call" channel of Olive and Adam, and an app listing it whose two devices went silent. */
async function onCallOutage(name: string) {
  const people = await team();
  const channel = await createChannel(
    people.orgId,
    { name: 'On-call', recipientIds: [people.owner.user.id, people.admin.user.id] },
    SYSTEM_SOURCE,
  );
  const app = await watchedApp(people.owner, name, [channel.id], {
    threshold: 2,
    down: ['down-1', 'down-2'],
  });
  return { ...people, app };
}

describe('email channels', () => {
  it('mail an incident’s opening and resolution once to each member of the rule’s channels, in their language', async () => {
    mail.mailOn();
    const { orgId, owner, admin, member } = await team();
    const onCall = await createChannel(
      orgId,
      { name: 'On-call', recipientIds: [owner.user.id, admin.user.id] },
      SYSTEM_SOURCE,
    );
    // A second channel with Olive again: she gets one email a change, not two.
    const leads = await createChannel(orgId, { name: 'Leads', recipientIds: [owner.user.id] }, SYSTEM_SOURCE);
    const app = await watchedApp(owner, 'Shop', [onCall.id, leads.id], {
      threshold: 3,
      down: ['down-a', 'down-b', 'down-c'],
      up: ['up-1'],
    });

    const inbox = mail.inbox();
    const before = inbox.received.length;
    await runAlertCheck();
    expect(await sendChannelMails()).toBe(2);
    await inbox.next(before + 2);
    const [olive] = mailsTo(before, owner);
    const [adam] = mailsTo(before, admin);
    expect(mailsTo(before, member)).toEqual([]);
    // Adam in English, with the incident's page; Olive in French.
    expect(textOf(adam)).toContain('3 devices of 4 of the app Shop went offline together');
    const [{ id: incidentId }] = rowsOf<{ id: string }>(
      await (await getDb()).execute(sql`select id from incidents where app_id = ${app.id}`),
    );
    expect(textOf(adam)).toContain(`${TEST_CONSOLE_URL}/incidents/${incidentId}`);
    expect(textOf(adam)).toContain('as a member of an email channel of Olive');
    const fr = await noticeTranslator('IncidentEmail', 'fr');
    const scope = fr('scopeApp', { app: 'Shop' });
    expect(textOf(olive)).toContain(fr('footer', { org: 'Olive', product: 'Fleetdeck' }));
    expect(textOf(olive)).toContain(scope);
    expect(textOf(olive)).not.toContain('went offline together');

    // Nothing more while nothing changes; the rows are done.
    await runAlertCheck();
    expect(await sendChannelMails()).toBe(0);

    // Back: the resolution, once each.
    await (
      await getDb()
    ).execute(sql`update devices set last_seen = now() where app_id = ${app.id} and device_id like 'down-%'`);
    const later = inbox.received.length;
    await runAlertCheck();
    expect(await sendChannelMails()).toBe(2);
    await inbox.next(later + 2);
    expect(textOf(mailsTo(later, admin)[0])).toContain('is resolved: every device is back online');
    expect(mailsTo(later, owner)).toHaveLength(1);
  });

  it('say a regression in its own words: went back to an older version, and moved on again', async () => {
    mail.mailOn();
    const { orgId, owner, admin } = await team();
    const channel = await createChannel(
      orgId,
      { name: 'On-call', recipientIds: [admin.user.id] },
      SYSTEM_SOURCE,
    );
    const app = await appOf(owner, { name: 'Shop' });
    await putAlertRules(
      orgId,
      app.id,
      {
        offlineAfterSeconds: null,
        offlineSharePercent: null,
        cooldownSeconds: 0,
        incidentThresholdCount: 2,
        regressionIncidents: true,
        channelIds: [channel.id],
      },
      SYSTEM_SOURCE,
    );
    const kiosks = ['kiosk-1', 'kiosk-2', 'kiosk-3'];
    await insertDevices(
      app.id,
      kiosks.map((deviceId) => ({ deviceId, lastSeen: secondsAgo(5), appVersion: '2.1.0' })),
    );
    await changeVersions(app.id, ['kiosk-1', 'kiosk-2'], '2.1.0', '2.0.3', 60);
    const inbox = mail.inbox();
    const before = inbox.received.length;
    await runAlertCheck();
    expect(await sendChannelMails()).toBe(1);
    await inbox.next(before + 1);
    const [opened] = mailsTo(before, admin);
    expect(textOf(opened)).toContain('Subject: Shop: 2 devices of 3 went back to an older version together');
    expect(textOf(opened)).toContain(
      '2 devices of 3 of the app Shop went back to an older app version together',
    );
    expect(textOf(opened)).toContain('2 still run an older version.');

    await changeVersions(app.id, ['kiosk-1', 'kiosk-2'], '2.0.3', '2.1.1', 2);
    const later = inbox.received.length;
    await runAlertCheck();
    expect(await sendChannelMails()).toBe(1);
    await inbox.next(later + 1);
    expect(textOf(mailsTo(later, admin)[0])).toContain(
      'is resolved: every device runs the version it left, or a newer one',
    );
  });

  it('are sent once when two senders run at once', async () => {
    mail.mailOn();
    const { owner, admin } = await onCallOutage('Kiosk');
    const before = mail.inbox().received.length;
    await runAlertCheck();
    const sent = await Promise.all([sendChannelMails(), sendChannelMails(), sendChannelMails()]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(2);
    await mail.inbox().next(before + 2);
    expect(mailsTo(before, owner)).toHaveLength(1);
    expect(mailsTo(before, admin)).toHaveLength(1);
  });

  it('mail only those not mailed yet when a change is taken over, and give up after five attempts', async () => {
    mail.mailOn();
    const { owner, admin, app } = await onCallOutage('Depot');
    // The check queues the opening; then, as if an instance had mailed Olive and stopped, its lease over:
    await runAlertCheck();
    const db = await getDb();
    await db.execute(sql`
      update channel_mails set sent_ids = array[${owner.user.id}::uuid], attempts = 1,
        claimed_until = now() - interval '1 second'
      where incident_id in (select id from incidents where app_id = ${app.id})`);
    const before = mail.inbox().received.length;
    expect(await sendChannelMails()).toBe(1);
    await mail.inbox().next(before + 1);
    expect(mailsTo(before, admin)).toHaveLength(1);
    expect(mailsTo(before, owner)).toEqual([]);

    // A change that failed five times is left alone.
    await db.execute(sql`
      update channel_mails set sent_ids = '{}', attempts = 5, done_at = null, claimed_until = null
      where incident_id in (select id from incidents where app_id = ${app.id})`);
    expect(await sendChannelMails()).toBe(0);
  });

  it('take members only, list who is still one, send a test in each one’s language, and leave the rules when deleted', async () => {
    const { orgId, owner, admin, member } = await team();
    const stranger = await signedIn('customer', 'Stan');
    await expect(
      createChannel(orgId, { name: 'Mixed', recipientIds: [owner.user.id, stranger.user.id] }, SYSTEM_SOURCE),
    ).rejects.toMatchObject({ status: 400, code: 'validation_failed', fields: { recipientIds: 'oneOf' } });
    const channel = await createChannel(
      orgId,
      { name: 'Ops', recipientIds: [admin.user.id, member.user.id] },
      SYSTEM_SOURCE,
    );
    await expect(
      createChannel(orgId, { name: 'ops', recipientIds: [owner.user.id] }, SYSTEM_SOURCE),
    ).rejects.toMatchObject({ status: 409, code: 'name_taken' });

    // Without a mail server, the test says so and sends nothing.
    expect(await sendChannelTest(orgId, channel.id)).toEqual({ sent: 0, mailServer: false });
    mail.mailOn();
    // Mia reads German: her test is German, Adam's English.
    await (await getDb()).update(users).set({ locale: 'de' }).where(eq(users.id, member.user.id));
    const before = mail.inbox().received.length;
    // Pressed twice at once: one test goes, the other is refused for the minute.
    const [first, second] = await Promise.allSettled([
      sendChannelTest(orgId, channel.id),
      sendChannelTest(orgId, channel.id),
    ]);
    const settled = [first, second];
    expect(settled.filter((one) => one.status === 'fulfilled').map((one) => one.value)).toEqual([
      { sent: 2, mailServer: true },
    ]);
    expect(settled.filter((one) => one.status === 'rejected').map((one) => one.reason)).toMatchObject([
      { status: 429, code: 'rate_limited' },
    ]);
    await mail.inbox().next(before + 2);
    expect(textOf(mailsTo(before, admin)[0])).toContain('This is a test of the email channel “Ops” of Olive');
    expect(textOf(mailsTo(before, member)[0])).toContain(
      'Dies ist ein Test des E-Mail-Kanals „Ops“ von Olive',
    );
    // Again at once: refused for a minute.
    await expect(sendChannelTest(orgId, channel.id)).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });

    // Mia leaves: no longer listed (nor mailed).
    await (
      await getDb()
    )
      .delete(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, member.user.id)));
    const [listed] = await listChannels(orgId);
    expect(listed.recipients.map((recipient) => recipient.name)).toEqual(['Adam']);

    const renamed = await updateChannel(orgId, channel.id, { name: 'Operations' }, SYSTEM_SOURCE);
    expect(renamed.name).toBe('Operations');
    const app = await appOf(owner);
    await putAlertRules(
      orgId,
      app.id,
      { offlineAfterSeconds: null, offlineSharePercent: null, cooldownSeconds: 0, channelIds: [channel.id] },
      SYSTEM_SOURCE,
    );
    await deleteChannel(orgId, channel.id, SYSTEM_SOURCE);
    expect((await getAlertRules(orgId, app.id)).channelIds).toEqual([]);
    const actions = await (
      await getDb()
    )
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.targetId, channel.id)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'channel.create',
      'channel.delete',
      'channel.update',
    ]);

    // Another organisation's channel is not a rule's to list.
    const other = await signedIn('customer', 'Otto');
    const theirs = await createChannel(
      other.user.id,
      { name: 'Theirs', recipientIds: [other.user.id] },
      SYSTEM_SOURCE,
    );
    await expect(
      putAlertRules(
        orgId,
        app.id,
        { offlineAfterSeconds: null, offlineSharePercent: null, cooldownSeconds: 0, channelIds: [theirs.id] },
        SYSTEM_SOURCE,
      ),
    ).rejects.toMatchObject({ status: 400, fields: { channelIds: 'oneOf' } });
  });
});
