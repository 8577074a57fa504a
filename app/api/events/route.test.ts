/** @jest-environment node */
import { afterAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { POST } from '@/app/api/v1/devices/heartbeat/route';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { createSession, hashToken, revokeSession, revokeUserSessions } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { appKeys, memberships, sessions } from '@/lib/server/db/schema';
import { flushKeyUse } from '@/lib/server/ingest/key-use';
import { stopJobTimer } from '@/lib/server/jobs/timers';
import { announceMembershipEnded } from '@/lib/server/live/bus';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest } from '@/test/api-route';
import { openStream } from '@/test/server/event-stream';
import { joinOrg } from '@/test/server/fixtures';

import { GET } from './route';

const { appOf, signedIn } = setupRouteTest();

const beat = (appKey: string, body: Record<string, unknown>) => POST(heartbeatRequest(appKey, body));

afterAll(() => stopJobTimer('offline-sweep'));

describe('GET /api/events', () => {
  it('answers 401 without a valid bearer token', async () => {
    await expectError(await GET(new Request('http://localhost/api/events')), 401, 'unauthorized');
  });

  it("tells an owner and an admin of a device's first beat, online return and version change, never another customer", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn('admin');
    const app = await appOf(owner);
    const streams = await Promise.all([owner, stranger, admin].map((who) => openStream(who.token)));
    const [mine, theirs, admins] = streams;
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await Promise.all(streams.map((stream) => stream.ready()));

    const device = (kind: string) => (event: { event: string; data: Record<string, unknown> }) =>
      event.event === 'device' && event.data.kind === kind && event.data.deviceId === 'dev-1';
    expect((await beat(app.appKey, { deviceId: 'dev-1', appVersion: '1.0' })).status).toBe(202);
    expect((await mine.next(device('first_seen'))).data).toEqual({
      kind: 'first_seen',
      appId: app.id,
      deviceId: 'dev-1',
    });
    await admins.next(device('first_seen'));

    // Still online, nothing new: no event. A new version: an event.
    await beat(app.appKey, { deviceId: 'dev-1', appVersion: '1.0' });
    await beat(app.appKey, { deviceId: 'dev-1', appVersion: '1.1' });
    await mine.next(device('changed'));
    expect(mine.seen.filter((event) => event.event === 'device')).toHaveLength(2);

    // Silent for longer than the window: the next beat brings it back online.
    await (await getDb()).execute(sql`update devices set last_seen = now() - interval '1 hour'`);
    await beat(app.appKey, { deviceId: 'dev-1' });
    await mine.next(device('online'));

    await admins.next(device('online'));
    expect(theirs.seen.filter((event) => event.event !== 'ready')).toEqual([]);
    streams.forEach((stream) => stream.close());
  });

  it('tells the owner which key was used once its use is written, never another customer', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const app = await appOf(owner);
    const mine = await openStream(owner.token);
    const theirs = await openStream(stranger.token);
    await Promise.all([mine.ready(), theirs.ready()]);
    expect((await beat(app.appKey, { deviceId: 'dev-k' })).status).toBe(202);
    await flushKeyUse();
    const used = await mine.next((event) => event.event === 'key_used');
    const [key] = await (await getDb()).select().from(appKeys).where(eq(appKeys.appId, app.id));
    expect(used.data).toEqual({ appId: app.id, keyId: key.id });
    expect(key.lastUsedAt).not.toBeNull();
    expect(theirs.seen.filter((event) => event.event !== 'ready')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('tells the owner of a change to the app, never another customer', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const app = await appOf(owner);
    const mine = await openStream(owner.token);
    const theirs = await openStream(stranger.token);
    await Promise.all([mine.ready(), theirs.ready()]);
    await (await getDb()).execute(sql`update apps set name = 'Renamed' where id = ${app.id}`);
    await mine.next((event) => event.event === 'app' && event.data.appId === app.id);
    expect(theirs.seen.filter((event) => event.event !== 'ready')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('ends the stream when its session expires, and answers 401 once it is revoked', async () => {
    const owner = await signedIn();
    await (
      await getDb()
    ).execute(
      sql`update sessions set expires_at = now() + interval '300 milliseconds' where user_id = ${owner.user.id}`,
    );
    const stream = await openStream(owner.token);
    await stream.ready();
    await stream.untilEnded();
    const other = await signedIn();
    await revokeSession(other.token);
    await expectError(await GET(apiRequest('/api/events', { token: other.token })), 401, 'unauthorized');
  });

  it("ends a member's stream of an organisation once their membership ends, and only that one", async () => {
    const owner = await signedIn();
    const member = await signedIn();
    await joinOrg(owner.user.id, member, 'member');
    const app = await appOf(owner);
    const theirs = await openStream(member.token, GET, undefined, owner.user.id);
    const ownOrg = await openStream(member.token);
    const owners = await openStream(owner.token);
    await Promise.all([theirs, ownOrg, owners].map((stream) => stream.ready()));
    // While a member, they hear of the organisation's apps; in their own organisation, not.
    expect((await beat(app.appKey, { deviceId: 'dev-m' })).status).toBe(202);
    await theirs.next((event) => event.event === 'device' && event.data.deviceId === 'dev-m');
    await owners.next((event) => event.event === 'device' && event.data.deviceId === 'dev-m');

    // Removed: the row goes (the members API's transaction), then the end is announced.
    await (
      await getDb()
    )
      .delete(memberships)
      .where(and(eq(memberships.orgId, owner.user.id), eq(memberships.userId, member.user.id)));
    await announceMembershipEnded(owner.user.id, member.user.id);
    await theirs.untilEnded();
    expect(theirs.seen.map((event) => event.event)).toEqual(['ready', 'device']);
    // Their stream of their own organisation and the owner's go on; their next call there is a 404.
    expect([ownOrg.ended(), owners.ended()]).toEqual([false, false]);
    const again = apiRequest('/api/events', { token: member.token });
    again.headers.set(ORG_HEADER, owner.user.id);
    await expectError(await GET(again), 404, 'not_found');
    ownOrg.close();
    owners.close();
  });

  it('ends a stream within a second of its session ending: sign-out, a password change', async () => {
    const owner = await signedIn();
    const signedOut = await openStream(owner.token);
    const second = await signedIn();
    await signedOut.ready();
    // Well before the stream's own check (every 15 s): the announcement ends it.
    await revokeSession(owner.token);
    await signedOut.untilEnded(1000);

    // A password change ends the user's other sessions (all but the one asking), and their streams too.
    const asking = await createSession(second.user.id);
    const [{ id: askingId }] = await (
      await getDb()
    )
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(asking.token)));
    const others = await openStream(second.token);
    const own = await openStream(asking.token);
    await Promise.all([others.ready(), own.ready()]);
    expect(await revokeUserSessions(second.user.id, askingId)).toBe(1);
    await others.untilEnded(1000);
    expect(own.ended()).toBe(false);
    own.close();
  });

  it('ends after LIVE_STREAM_MAX_SECONDS with a retry, and replays what a stream resumed by id missed', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const app = await appOf(owner);
    const strangers = await appOf(stranger);
    // An admin's stream stays open throughout: once it has an event, this instance has heard it.
    const admins = await openStream((await signedIn('admin')).token);
    await admins.ready();
    process.env.LIVE_STREAM_MAX_SECONDS = '1';
    try {
      const first = await openStream(owner.token);
      expect((await first.ready()).data).toEqual({ resumed: false });
      await beat(app.appKey, { deviceId: 'before-the-gap' });
      const before = await first.next((event) => event.data.deviceId === 'before-the-gap');
      expect(before.id).toMatch(/^[0-9a-f]{8}-\d+$/);

      // The server ends it cleanly, telling the browser to come back at once.
      await first.untilEnded();
      expect(first.text()).toMatch(/retry: 100\n[^]*$/);
      // Published while no stream is open: the stranger's beat, then the owner's.
      await beat(strangers.appKey, { deviceId: 'not-yours' });
      await beat(app.appKey, { deviceId: 'in-the-gap' });
      await admins.next((event) => event.data.deviceId === 'in-the-gap');

      const resumed = await openStream(owner.token, GET, before.id);
      expect((await resumed.ready()).data).toEqual({ resumed: true });
      const missed = await resumed.next((event) => event.data.deviceId === 'in-the-gap');
      expect(missed.data).toEqual({ kind: 'first_seen', appId: app.id, deviceId: 'in-the-gap' });
      expect(resumed.seen.map((event) => event.data.deviceId)).not.toContain('not-yours');
      expect(resumed.seen.map((event) => event.data.deviceId)).not.toContain('before-the-gap');
      // Each stream of this test ends as the server ends it, within this test.
      await resumed.untilEnded();

      // An id this instance cannot resume from: the console is told to refetch instead.
      const unknown = await openStream(owner.token, GET, 'ffffffff-1');
      expect((await unknown.ready()).data).toEqual({ resumed: false });
      await unknown.untilEnded();
    } finally {
      delete process.env.LIVE_STREAM_MAX_SECONDS;
      admins.close();
    }
  });
});
