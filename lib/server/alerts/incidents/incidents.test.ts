/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { POST as acknowledgeRoute } from '@/app/api/incidents/[id]/acknowledge/route';
import { GET as incidentRoute } from '@/app/api/incidents/[id]/route';
import { GET as incidentsRoute } from '@/app/api/incidents/route';
import type { Incident, IncidentDetail } from '@/lib/api/contract/incidents';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { runAlertCheck } from '@/lib/server/alerts/check';
import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { checkRegressions } from '@/lib/server/alerts/incidents/regressions';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { auditLog, incidents } from '@/lib/server/db/schema';
import { createView } from '@/lib/server/domain/views';
import type { AlertRulesInput } from '@/lib/validations/alerts';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { setupAlertRounds, type ReceivedEvent } from '@/test/server/alert-rounds';
import { changeVersions } from '@/test/server/fixtures';
import { call, orgWith } from '@/test/server/org-fixtures';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// The regression step as it is, unless a test makes one round of it fail as a statement timeout
// would (the failure injected, the rest of the round on the real database).
jest.mock('@/lib/server/alerts/incidents/regressions', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/alerts/incidents/regressions')>(
    '@/lib/server/alerts/incidents/regressions',
  );
  return { ...actual, checkRegressions: jest.fn(actual.checkRegressions) };
});

const { appOf, insertDevices, signedIn } = setupRouteTest();

const rounds = setupAlertRounds();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

const RULES: AlertRulesInput = {
  offlineAfterSeconds: 10,
  offlineSharePercent: null,
  cooldownSeconds: 0,
  incidentThresholdCount: 50,
  incidentThresholdPercent: null,
  incidentWindowSeconds: 300,
};

/** An app with two endpoints (to count the notifications per endpoint) and the rules given. */
async function watchedApp(owner: SignedIn, rules: Partial<AlertRulesInput> = {}) {
  const app = await appOf(owner);
  for (const path of ['/a', '/b']) {
    await createEndpoint(
      owner.user.id,
      app.id,
      { url: `${rounds.receiver().url}${path}`, format: 'json' },
      SYSTEM_SOURCE,
    );
  }
  await putAlertRules(owner.user.id, app.id, { ...RULES, ...rules }, SYSTEM_SOURCE);
  return app;
}

type Received = ReceivedEvent & { data: Partial<Incident> };

/** One round of the background job; answers what each endpoint received for the app. */
const round = (appId: string) => rounds.round(appId) as Promise<Received[]>;

const types = (events: Received[]) => events.map((event) => `${event.type} ${event.path}`).sort();

/** `count` devices last seen between `from` and `to` seconds ago, evenly. */
const fleet = (prefix: string, count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, n) => ({
    deviceId: `${prefix}-${String(n).padStart(4, '0')}`,
    lastSeen: secondsAgo(from + ((to - from) * n) / Math.max(count - 1, 1)),
  }));

async function comeBack(appId: string, prefix: string) {
  const db = await getDb();
  await db.execute(
    sql`update devices set last_seen = now() where app_id = ${appId} and device_id like ${`${prefix}-%`}`,
  );
}

describe('incidents', () => {
  it('1,000 devices dropping within 2 minutes make one incident and one notification per endpoint, not 1,000', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann);
    // 200 devices still online, 1,000 that went offline between 2 and 4 minutes ago (the window is 5
    // minutes: their beats are 7 to 9 minutes old), each past the 10-second per-device rule.
    await insertDevices(app.id, [...fleet('up', 200, 1, 60), ...fleet('down', 1000, 420, 540)]);

    const opened = await round(app.id);
    expect(types(opened)).toEqual(['incident.opened /a', 'incident.opened /b']);
    expect(opened[0].data).toMatchObject({
      status: 'open',
      devicesAffected: 1000,
      devicesOffline: 1000,
      devicesInScope: 1200,
      scope: { appId: app.id, appName: 'Shop', viewId: null, viewName: null },
      acknowledgedBy: null,
    });
    // Their per-device alerts are folded into it: no device.offline, now or later.
    expect(await round(app.id)).toEqual([]);

    // All back: resolved, once per endpoint, and no device.online for alerts never sent.
    await comeBack(app.id, 'down');
    const resolved = await round(app.id);
    expect(types(resolved)).toEqual(['incident.resolved /a', 'incident.resolved /b']);
    expect(resolved[0].data).toMatchObject({ status: 'resolved', resolution: 'returned', devicesOffline: 0 });
    expect(await round(app.id)).toEqual([]);
  });

  it('resolves as quiet once no device joined it for a day; a resolved incident takes no acknowledgement', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, { incidentThresholdCount: 3 });
    await insertDevices(app.id, fleet('down', 3, 320, 400));
    const [opened] = await round(app.id);
    expect(opened.type).toBe('incident.opened');
    expect(await round(app.id)).toEqual([]);
    // A day on, as it would be: the devices' beats and the incident's latest device both a day old.
    const db = await getDb();
    const id = opened.data.id as string;
    await db.execute(
      sql`update incidents set last_offline_at = now() - interval '25 hours' where id = ${id}`,
    );
    await db.execute(
      sql`update devices set last_seen = now() - interval '25 hours' where app_id = ${app.id}`,
    );
    // Only its end: its devices, silent for a day, are not announced one by one.
    const resolved = await round(app.id);
    expect(types(resolved)).toEqual(['incident.resolved /a', 'incident.resolved /b']);
    expect(resolved[0].data).toMatchObject({ resolution: 'quiet', devicesOffline: 3 });
    expect(await round(app.id)).toEqual([]);

    const ack = await call(acknowledgeRoute, {
      token: ann.token,
      method: 'POST',
      path: `/api/incidents/${id}/acknowledge`,
      params: { id },
    });
    expect((await ack.json()).data).toMatchObject({ status: 'resolved', acknowledgedBy: null });
  });

  it('a slow trickle below the threshold makes per-device alerts and no incident', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, { incidentThresholdCount: 5 });
    // Four went within the window; the others went long before it, one by one.
    await insertDevices(app.id, [
      ...fleet('recent', 4, 320, 500),
      ...fleet('older', 6, 700, 3000),
      ...fleet('up', 10, 1, 30),
    ]);
    const events = await round(app.id);
    expect(types(events)).toEqual(['device.offline /a', 'device.offline /b']);
    expect(events[0].data.count).toBe(10);
    const response = await call(incidentsRoute, { token: ann.token, path: '/api/incidents' });
    expect((await response.json()).data).toEqual([]);
  });

  it('opens on a share of the view’s devices, grows while it lasts, and stops notifying growth once acknowledged', async () => {
    const ann = await signedIn();
    const view = await createView(
      ann.user.id,
      ann.user.id,
      { name: 'Store 42', query: 'tag=store-42', columns: null },
      SYSTEM_SOURCE,
    );
    const app = await watchedApp(ann, {
      incidentThresholdCount: null,
      incidentThresholdPercent: 50,
      offlineShareViewId: view.id,
    });
    // The view's store: 3 of its 5 devices went; 20 other devices of the app went too, but are not in it.
    await insertDevices(app.id, [
      ...fleet('store', 3, 320, 400).map((device) => ({ ...device, tags: ['store-42'] })),
      ...fleet('store-up', 2, 1, 10).map((device) => ({ ...device, tags: ['store-42'] })),
      ...fleet('elsewhere', 20, 320, 400),
    ]);
    const opened = await round(app.id);
    expect(types(opened).filter((type) => type.startsWith('incident'))).toEqual([
      'incident.opened /a',
      'incident.opened /b',
    ]);
    expect(opened.find((event) => event.type === 'incident.opened')?.data).toMatchObject({
      devicesAffected: 3,
      devicesInScope: 5,
      scope: { viewId: view.id, viewName: 'Store 42' },
    });
    // The other devices are announced on their own; the store's are not.
    const offline = opened.find((event) => event.type === 'device.offline');
    expect((offline?.data.devices as { deviceId: string }[]).map((device) => device.deviceId)).not.toContain(
      'store-0000',
    );

    // The store's last two go: it grows.
    const db = await getDb();
    await db.execute(
      sql`update devices set last_seen = ${secondsAgo(330).toISOString()} where app_id = ${app.id} and device_id like 'store-up-%'`,
    );
    const grew = await round(app.id);
    expect(types(grew)).toEqual(['incident.updated /a', 'incident.updated /b']);
    expect(grew[0].data.devicesAffected).toBe(5);
    const id = grew[0].data.id as string;

    const ack = await call(acknowledgeRoute, {
      token: ann.token,
      method: 'POST',
      path: `/api/incidents/${id}/acknowledge`,
      params: { id },
    });
    expect(ack.status).toBe(200);
    expect((await ack.json()).data.acknowledgedBy).toMatchObject({ id: ann.user.id });

    // A device joins after the acknowledgement: recorded, not notified.
    await insertDevices(app.id, [{ deviceId: 'store-late', lastSeen: secondsAgo(320), tags: ['store-42'] }]);
    expect(types(await round(app.id)).filter((type) => type.startsWith('incident'))).toEqual([]);
    const detail = await call(incidentRoute, {
      token: ann.token,
      path: `/api/incidents/${id}`,
      params: { id },
    });
    const incident = (await detail.json()).data as IncidentDetail;
    expect(incident.devicesAffected).toBe(6);
    expect(incident.timeline.map((event) => event.type)).toEqual([
      'opened',
      'notified',
      'grew',
      'notified',
      'acknowledged',
      'grew',
    ]);
    expect(incident.timeline[4].actor).toMatchObject({ id: ann.user.id });
    expect(incident.devices.map((device) => device.deviceId)).toContain('store-late');

    // Its resolution is still sent.
    await comeBack(app.id, 'store');
    expect(types(await round(app.id)).filter((type) => type.startsWith('incident'))).toEqual([
      'incident.resolved /a',
      'incident.resolved /b',
    ]);
  });

  it('lists the organisation’s incidents by status; members acknowledge, viewers and strangers may not', async () => {
    const ann = await signedIn('customer', 'Ann');
    const vic = await signedIn('customer', 'Vic');
    const max = await signedIn('customer', 'Max');
    const orgId = await orgWith('Team', [
      [ann.user.id, 'owner'],
      [vic.user.id, 'viewer'],
      [max.user.id, 'member'],
    ]);
    const app = await appOf(ann, {}, orgId);
    await putAlertRules(orgId, app.id, { ...RULES, incidentThresholdCount: 2 }, SYSTEM_SOURCE);
    await insertDevices(app.id, fleet('down', 3, 320, 360));
    await runAlertCheck();
    const headers = { [ORG_HEADER]: orgId };

    const list = async (token: string, query = '', inOrg: Record<string, string> | null = headers) => {
      const response = await call(incidentsRoute, {
        token,
        path: `/api/incidents${query}`,
        headers: inOrg ?? undefined,
      });
      return { status: response.status, body: await response.json() };
    };
    const open = await list(vic.token, '?status=open');
    expect(open.status).toBe(200);
    expect(open.body.data).toHaveLength(1);
    const id = open.body.data[0].id as string;
    expect((await list(vic.token, '?status=resolved')).body.data).toEqual([]);
    expect((await list(vic.token, '?status=closed')).body).toMatchObject({
      error: { code: 'validation_failed', fields: { status: 'oneOf' } },
    });
    // Another organisation sees none of it, and may not name this one.
    const stranger = await signedIn();
    expect((await list(stranger.token, '', null)).body.data).toEqual([]);
    expect((await list(stranger.token)).status).toBe(404);
    const theirs = await call(incidentRoute, {
      token: stranger.token,
      path: `/api/incidents/${id}`,
      params: { id },
    });
    expect(theirs.status).toBe(404);

    const acknowledge = (token: string) =>
      call(acknowledgeRoute, {
        token,
        method: 'POST',
        path: `/api/incidents/${id}/acknowledge`,
        params: { id },
        headers,
      });
    expect((await acknowledge(vic.token)).status).toBe(403);
    expect((await acknowledge(stranger.token)).status).toBe(404);
    const first = await acknowledge(max.token);
    expect(first.status).toBe(200);
    expect((await first.json()).data.acknowledgedBy).toMatchObject({ id: max.user.id, name: 'Max' });
    // The first acknowledgement counts; a second one changes and records nothing.
    const again = await acknowledge(ann.token);
    expect((await again.json()).data.acknowledgedBy).toMatchObject({ id: max.user.id });
    const db = await getDb();
    const entries = await db
      .select({ action: auditLog.action, label: auditLog.targetLabel })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, orgId), eq(auditLog.action, 'incident.acknowledge')));
    expect(entries).toEqual([{ action: 'incident.acknowledge', label: 'Shop' }]);
  });

  it('pages the list, newest first, with a cursor', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const db = await getDb();
    // 101 resolved incidents a minute apart; the 100th and 101st newest start at the same microsecond,
    // so the page ends between two equal starts (a cursor cut to milliseconds, or without the id, fails).
    await db.execute(sql`
      insert into incidents (org_id, app_id, status, devices_affected, devices_in_scope, started_at,
        last_offline_at, resolved_at, resolution)
      select ${ann.user.id}, ${app.id}, 'resolved', 2, 10,
        timestamptz '2026-12-01T00:00:00.123456Z' + make_interval(mins => greatest(n, 2)),
        timestamptz '2026-12-01T00:00:00Z' + make_interval(mins => n), now(), 'returned'
      from generate_series(1, 101) n`);
    const page = async (query: string) => {
      const response = await call(incidentsRoute, { token: ann.token, path: `/api/incidents${query}` });
      return { status: response.status, body: await response.json() };
    };
    const first = await page('?status=resolved');
    expect(first.body.data).toHaveLength(100);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await page(`?status=resolved&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ nextCursor: null });
    expect(second.body.data).toHaveLength(1);
    const ids = [...first.body.data, ...second.body.data].map((incident: Incident) => incident.id);
    expect(new Set(ids).size).toBe(101);
    const starts = [...first.body.data, ...second.body.data].map((incident: Incident) => incident.startedAt);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await page('?cursor=not-a-cursor')).body.error).toMatchObject({ fields: { cursor: 'oneOf' } });
    // Well formed, but not a day: refused, not a 500.
    const february30 = Buffer.from(
      JSON.stringify(['2026-02-30T00:00:00.000000Z', 'a1b2c3d4-0000-4000-8000-000000000001']),
    ).toString('base64url');
    expect((await page(`?cursor=${february30}`)).status).toBe(400);
  });
});

const kiosks = (count: number) =>
  fleet('kiosk', count, 1, 20).map((device) => ({ ...device, appVersion: '2.1.0' }));
const ids = (...numbers: number[]) => numbers.map((n) => `kiosk-${String(n).padStart(4, '0')}`);

describe('regression incidents', () => {
  it('devices going back to an older version together open one; it grows, and resolves when they move on', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, { incidentThresholdCount: 3, regressionIncidents: true });
    await insertDevices(app.id, kiosks(10));
    await changeVersions(app.id, ids(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), '2.0.0', '2.1.0', 3600);
    // Four of the ten fall back to 2.0.0 within the window.
    await changeVersions(app.id, ids(0, 1, 2, 3), '2.1.0', '2.0.0', 60);

    const opened = await round(app.id);
    expect(types(opened)).toEqual(['incident.opened /a', 'incident.opened /b']);
    expect(opened[0].data).toMatchObject({
      kind: 'regression',
      status: 'open',
      devicesAffected: 4,
      devicesOffline: 4,
      devicesInScope: 10,
    });
    const id = opened[0].data.id as string;
    // Online all along: no offline incident, and nothing more this round.
    expect(await round(app.id)).toEqual([]);
    const detail = (await (
      await call(incidentRoute, { token: ann.token, path: `/api/incidents/${id}`, params: { id } })
    ).json()) as { data: IncidentDetail };
    expect(
      detail.data.devices.map((device) => [device.deviceId, device.fromVersion, device.toVersion]),
    ).toEqual(ids(0, 1, 2, 3).map((deviceId) => [deviceId, '2.1.0', '2.0.0']));

    // A fifth falls back: it grows.
    await changeVersions(app.id, ids(4), '2.1.0', '2.0.0', 5);
    const grown = await round(app.id);
    expect(types(grown)).toEqual(['incident.updated /a', 'incident.updated /b']);
    expect(grown[0].data).toMatchObject({ devicesAffected: 5, devicesOffline: 5 });

    // Three move on to 2.1.1 and one to 2.1.0 again; one stays behind (and one of those goes on to
    // an even older one): still open.
    await changeVersions(app.id, ids(0, 1, 2), '2.0.0', '2.1.1', 2);
    await changeVersions(app.id, ids(3), '2.0.0', '2.1.0', 2);
    await changeVersions(app.id, ids(4), '2.0.0', '1.9.0', 2);
    expect(await round(app.id)).toEqual([]);
    const [still] = (
      (await (
        await call(incidentsRoute, { token: ann.token, path: '/api/incidents?status=open' })
      ).json()) as { data: Incident[] }
    ).data;
    expect(still).toMatchObject({ id, devicesOffline: 1 });

    await changeVersions(app.id, ids(4), '1.9.0', '2.1.1', 1);
    const resolved = await round(app.id);
    expect(types(resolved)).toEqual(['incident.resolved /a', 'incident.resolved /b']);
    expect(resolved[0].data).toMatchObject({ kind: 'regression', resolution: 'returned', devicesOffline: 0 });
    expect(await round(app.id)).toEqual([]);
  });

  it('opens none when the rule does not ask for them, for a trickle below the threshold, or for updates', async () => {
    const ann = await signedIn();
    const off = await watchedApp(ann, { incidentThresholdCount: 3 });
    await insertDevices(off.id, kiosks(10));
    await changeVersions(off.id, ids(0, 1, 2, 3, 4), '2.1.0', '2.0.0', 60);
    expect(await round(off.id)).toEqual([]);

    const other = await signedIn();
    const trickle = await watchedApp(other, { incidentThresholdCount: 3, regressionIncidents: true });
    await insertDevices(trickle.id, kiosks(10));
    // Two within the window, two long before it; and an update of every device is no regression.
    await changeVersions(trickle.id, ids(0, 1), '2.1.0', '2.0.0', 60);
    await changeVersions(trickle.id, ids(2, 3), '2.1.0', '2.0.0', 3600);
    await changeVersions(trickle.id, ids(5, 6, 7, 8, 9), '2.0.0', '2.2.0', 30);
    expect(await round(trickle.id)).toEqual([]);
    const db = await getDb();
    expect(await db.$count(incidents, eq(incidents.appId, trickle.id))).toBe(0);
  });

  it('is open beside an offline incident of the same app, each followed on its own', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, { incidentThresholdCount: 3, regressionIncidents: true });
    await insertDevices(app.id, [...kiosks(6), ...fleet('down', 4, 320, 400)]);
    await changeVersions(app.id, ids(0, 1, 2), '2.1.0', '2.0.0', 60);
    const opened = await round(app.id);
    expect(opened.map((event) => `${event.type} ${event.data.kind} ${event.path}`).sort()).toEqual([
      'incident.opened offline /a',
      'incident.opened offline /b',
      'incident.opened regression /a',
      'incident.opened regression /b',
    ]);
    await comeBack(app.id, 'down');
    const resolved = await round(app.id);
    expect(resolved.map((event) => `${event.type} ${event.data.kind} ${event.path}`).sort()).toEqual([
      'incident.resolved offline /a',
      'incident.resolved offline /b',
    ]);
  });

  it('that fails leaves the app’s offline incident to open, and is tried again the next round', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, { incidentThresholdCount: 3, regressionIncidents: true });
    await insertDevices(app.id, [...kiosks(6), ...fleet('down', 4, 320, 400)]);
    await changeVersions(app.id, ids(0, 1, 2), '2.1.0', '2.0.0', 60);
    // Its step fails in one round (the other apps of the round are checked as they are).
    const { checkRegressions: actual } = jest.requireActual<
      typeof import('@/lib/server/alerts/incidents/regressions')
    >('@/lib/server/alerts/incidents/regressions');
    jest
      .mocked(checkRegressions)
      .mockImplementation((tx, rule, ...rest) =>
        rule.appId === app.id
          ? Promise.reject(new Error('canceling statement due to statement timeout'))
          : actual(tx, rule, ...rest),
      );
    const kinds = (events: Received[]) =>
      events.map((event) => `${event.type} ${event.data.kind} ${event.path}`).sort();
    expect(kinds(await round(app.id))).toEqual(['incident.opened offline /a', 'incident.opened offline /b']);
    jest.mocked(checkRegressions).mockImplementation(actual);
    expect(kinds(await round(app.id))).toEqual([
      'incident.opened regression /a',
      'incident.opened regression /b',
    ]);
  });
});
