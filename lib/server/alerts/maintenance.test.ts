/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { DELETE as removeRoute } from '@/app/api/apps/[id]/maintenance-windows/[mid]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/apps/[id]/maintenance-windows/route';
import type { MaintenanceWindow } from '@/lib/api/contract/maintenance';
import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { isActive } from '@/lib/server/alerts/maintenance';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { auditLog, incidents, type MaintenanceWindowRow } from '@/lib/server/db/schema';
import { createView } from '@/lib/server/domain/views';
import { MAINTENANCE_WINDOWS_PER_APP, type AlertRulesInput } from '@/lib/validations/alerts';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { setupAlertRounds } from '@/test/server/alert-rounds';
import { call } from '@/test/server/org-fixtures';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const rounds = setupAlertRounds();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

const weekly = (fields: Partial<MaintenanceWindowRow>): MaintenanceWindowRow => ({
  orgId: 'o',
  appId: 'a',
  id: 'w',
  name: '',
  viewId: null,
  kind: 'weekly',
  startsAt: null,
  endsAt: null,
  weekday: 0,
  startMinute: 0,
  durationMinutes: 60,
  timeZone: 'UTC',
  createdBy: null,
  createdAt: new Date(),
  ...fields,
});

describe('when a window is on', () => {
  it('weekly: from its weekday and time, in its time zone, across midnight and the week’s end', () => {
    // Saturday 23:00 for 3 hours: on Saturday 23:30 and Sunday 01:30 (UTC), off Sunday 02:00.
    const window = weekly({ weekday: 6, startMinute: 23 * 60, durationMinutes: 180 });
    expect(isActive(window, new Date('2026-12-05T23:30:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-12-06T01:30:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-12-06T02:00:00Z'))).toBe(false);
    expect(isActive(window, new Date('2026-12-05T22:59:00Z'))).toBe(false);
    // Sunday 02:00 in Paris (UTC+1 in December) is Sunday 01:00 UTC.
    const paris = weekly({ weekday: 0, startMinute: 120, durationMinutes: 60, timeZone: 'Europe/Paris' });
    expect(isActive(paris, new Date('2026-12-06T01:15:00Z'))).toBe(true);
    expect(isActive(paris, new Date('2026-12-06T02:15:00Z'))).toBe(false);
  });

  it('once: from its start to its end', () => {
    const window = weekly({
      kind: 'once',
      startsAt: new Date('2026-12-05T10:00:00Z'),
      endsAt: new Date('2026-12-05T12:00:00Z'),
    });
    expect(isActive(window, new Date('2026-12-05T09:59:59Z'))).toBe(false);
    expect(isActive(window, new Date('2026-12-05T10:00:00Z'))).toBe(true);
    expect(isActive(window, new Date('2026-12-05T12:00:00Z'))).toBe(false);
  });
});

async function add(owner: SignedIn, appId: string, body: unknown) {
  const response = await call(createRoute, {
    token: owner.token,
    method: 'POST',
    path: `/api/apps/${appId}/maintenance-windows`,
    params: { id: appId },
    body,
  });
  return { status: response.status, body: await response.json() };
}

async function list(owner: SignedIn, appId: string): Promise<MaintenanceWindow[]> {
  const response = await call(listRoute, {
    token: owner.token,
    path: `/api/apps/${appId}/maintenance-windows`,
    params: { id: appId },
  });
  return (await response.json()).data;
}

/** An app of `owner` with an endpoint on the receiver, and these rules. */
async function watchedApp(owner: SignedIn, rules: AlertRulesInput) {
  const app = await appOf(owner);
  await createEndpoint(owner.user.id, app.id, { url: rounds.receiver().url, format: 'json' }, SYSTEM_SOURCE);
  await putAlertRules(owner.user.id, app.id, rules, SYSTEM_SOURCE);
  return app;
}

/** One round of the background job; answers the types of the events the app's endpoint received. */
const round = async (appId: string) => (await rounds.round(appId)).map((event) => event.type);

describe('maintenance windows', () => {
  it('adds, lists and removes windows, each audited, and refuses what is not a window', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const once = await add(ann, app.id, {
      kind: 'once',
      name: 'Router swap',
      startsAt: inHours(-1),
      endsAt: inHours(1),
    });
    expect(once.status).toBe(201);
    expect(once.body.data).toMatchObject({ kind: 'once', name: 'Router swap', active: true, viewId: null });
    const nightly = await add(ann, app.id, {
      kind: 'weekly',
      weekday: 3,
      startTime: '01:30',
      durationMinutes: 90,
      timeZone: 'Europe/Paris',
    });
    expect(nightly.body.data).toMatchObject({
      kind: 'weekly',
      weekday: 3,
      startTime: '01:30',
      timeZone: 'Europe/Paris',
    });
    expect((await list(ann, app.id)).map((window) => window.id)).toEqual([
      once.body.data.id,
      nightly.body.data.id,
    ]);

    const refused = async (body: Record<string, unknown>) =>
      (await add(ann, app.id, body)).body.error?.fields;
    expect(await refused({ kind: 'once', startsAt: inHours(2), endsAt: inHours(1) })).toEqual({
      endsAt: 'endAfterStart',
    });
    expect(await refused({ kind: 'once', startsAt: inHours(-3), endsAt: inHours(-2) })).toEqual({
      endsAt: 'inFuture',
    });
    expect(
      await refused({
        kind: 'weekly',
        weekday: 7,
        startTime: '24:00',
        durationMinutes: 0,
        timeZone: 'Mars/Olympus',
      }),
    ).toEqual({
      weekday: 'range:0:6',
      startTime: 'oneOf',
      durationMinutes: 'range:1:10080',
      timeZone: 'oneOf',
    });
    // A moment the database cannot hold is a field error, not a 500.
    expect(await refused({ kind: 'once', startsAt: '0000-01-01T00:00:00Z', endsAt: inHours(1) })).toEqual({
      startsAt: 'oneOf',
    });
    expect(await refused({ kind: 'weekly' })).toEqual({
      weekday: 'required',
      startTime: 'required',
      durationMinutes: 'required',
      timeZone: 'required',
    });
    const stranger = await signedIn();
    const theirView = await createView(
      stranger.user.id,
      stranger.user.id,
      { name: 'Theirs', query: '', columns: null },
      SYSTEM_SOURCE,
    );
    expect(
      await refused({ kind: 'once', startsAt: inHours(0), endsAt: inHours(1), viewId: theirView.id }),
    ).toEqual({
      viewId: 'oneOf',
    });

    const removed = await call(removeRoute, {
      token: ann.token,
      method: 'DELETE',
      path: `/api/apps/${app.id}/maintenance-windows/${once.body.data.id}`,
      params: { id: app.id, mid: once.body.data.id },
    });
    expect(removed.status).toBe(204);
    expect((await list(ann, app.id)).map((window) => window.id)).toEqual([nightly.body.data.id]);
    const db = await getDb();
    const entries = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, app.id), eq(auditLog.orgId, ann.user.id)));
    expect(
      entries.map((entry) => entry.action).filter((action) => action.startsWith('alert.maintenance')),
    ).toEqual(['alert.maintenance_add', 'alert.maintenance_add', 'alert.maintenance_remove']);
  });

  it(`holds at most ${MAINTENANCE_WINDOWS_PER_APP} windows an app`, async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const body = { kind: 'weekly', weekday: 1, startTime: '03:00', durationMinutes: 30, timeZone: 'UTC' };
    for (let n = 0; n < MAINTENANCE_WINDOWS_PER_APP; n++)
      expect((await add(ann, app.id, body)).status).toBe(201);
    expect((await add(ann, app.id, body)).body.error.code).toBe('limit_reached');
  });

  it('holds an app’s alerts while its window is on, records its incidents silently, and sends what still holds after', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, {
      offlineAfterSeconds: 10,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: 3,
    });
    const window = await add(ann, app.id, { kind: 'once', startsAt: inHours(-1), endsAt: inHours(1) });
    await insertDevices(app.id, [
      { deviceId: 'down-1', lastSeen: secondsAgo(330) },
      { deviceId: 'down-2', lastSeen: secondsAgo(340) },
      { deviceId: 'down-3', lastSeen: secondsAgo(350) },
      { deviceId: 'alone', lastSeen: secondsAgo(3000) },
    ]);
    expect(await round(app.id)).toEqual([]);
    const db = await getDb();
    expect(
      await db
        .select({ status: incidents.status, duringMaintenance: incidents.duringMaintenance })
        .from(incidents)
        .where(eq(incidents.appId, app.id)),
    ).toEqual([{ status: 'open', duringMaintenance: true }]);

    // The window removed: what still holds is sent, the lone device's alert and the incident, still
    // going on (once, however many rounds follow).
    await call(removeRoute, {
      token: ann.token,
      method: 'DELETE',
      path: `/api/apps/${app.id}/maintenance-windows/${window.body.data.id}`,
      params: { id: app.id, mid: window.body.data.id },
    });
    expect((await round(app.id)).sort()).toEqual(['device.offline', 'incident.opened']);
    expect(await round(app.id)).toEqual([]);
    // Back: the device's recovery and the incident's end are sent.
    await db.execute(sql`update devices set last_seen = now() where app_id = ${app.id}`);
    expect((await round(app.id)).sort()).toEqual(['device.online', 'incident.resolved']);
    expect(
      await db.select({ status: incidents.status }).from(incidents).where(eq(incidents.appId, app.id)),
    ).toEqual([{ status: 'resolved' }]);
  });

  it('holds only a view’s devices with a window of that view', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, {
      offlineAfterSeconds: 10,
      offlineSharePercent: null,
      cooldownSeconds: 0,
    });
    const view = await createView(
      ann.user.id,
      ann.user.id,
      { name: 'Store 42', query: 'tag=store-42', columns: null },
      SYSTEM_SOURCE,
    );
    await add(ann, app.id, { kind: 'once', startsAt: inHours(-1), endsAt: inHours(1), viewId: view.id });
    await insertDevices(app.id, [
      { deviceId: 'store-till', lastSeen: secondsAgo(400), tags: ['store-42'] },
      { deviceId: 'depot-till', lastSeen: secondsAgo(400) },
    ]);
    const offline = await rounds.round(app.id);
    expect(
      offline.map((event) => (event.data.devices as { deviceId: string }[]).map((d) => d.deviceId)),
    ).toEqual([['depot-till']]);
  });

  it('never sends an incident that opened and ended inside a window', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, {
      offlineAfterSeconds: null,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: 2,
    });
    await add(ann, app.id, { kind: 'once', startsAt: inHours(-1), endsAt: inHours(1) });
    await insertDevices(app.id, [
      { deviceId: 'down-1', lastSeen: secondsAgo(330) },
      { deviceId: 'down-2', lastSeen: secondsAgo(340) },
    ]);
    expect(await round(app.id)).toEqual([]);
    const db = await getDb();
    await db.execute(sql`update devices set last_seen = now() where app_id = ${app.id}`);
    expect(await round(app.id)).toEqual([]);
    expect(
      await db
        .select({ status: incidents.status, duringMaintenance: incidents.duringMaintenance })
        .from(incidents)
        .where(eq(incidents.appId, app.id)),
    ).toEqual([{ status: 'resolved', duringMaintenance: true }]);
  });

  it('holds every device with a window of a view that narrows nothing', async () => {
    const ann = await signedIn();
    const app = await watchedApp(ann, {
      offlineAfterSeconds: 10,
      offlineSharePercent: null,
      cooldownSeconds: 0,
    });
    const view = await createView(
      ann.user.id,
      ann.user.id,
      { name: 'Offline', query: 'status=offline', columns: null },
      SYSTEM_SOURCE,
    );
    await add(ann, app.id, { kind: 'once', startsAt: inHours(-1), endsAt: inHours(1), viewId: view.id });
    await insertDevices(app.id, [{ deviceId: 'till', lastSeen: secondsAgo(400) }]);
    expect(await round(app.id)).toEqual([]);
  });
});
