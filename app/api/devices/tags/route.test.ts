/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';

import { GET as listDevices } from '@/app/api/devices/route';
import { POST as changeTags } from '@/app/api/devices/tags/route';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { auditLog, devices } from '@/lib/server/db/schema';
import { minutesAgo, setupRouteTest } from '@/test/api-route';
import { call, orgWith } from '@/test/server/org-fixtures';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const tag = (token: string, body: unknown, orgId?: string) =>
  call(changeTags, {
    token,
    method: 'POST',
    path: '/api/devices/tags',
    body,
    headers: orgId ? { [ORG_HEADER]: orgId } : undefined,
  });

async function tagsOf(appId: string): Promise<Record<string, string[]>> {
  const rows = await (
    await getDb()
  )
    .select({ deviceId: devices.deviceId, tags: devices.tags })
    .from(devices)
    .where(eq(devices.appId, appId));
  return Object.fromEntries(rows.map((row) => [row.deviceId, row.tags]));
}

async function list(token: string, query: string) {
  const response = await call(listDevices, { token, path: `/api/devices?${query}` });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/devices/tags', () => {
  it('adds and removes tags on chosen devices, sorted and once each, audited once', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await insertDevices(app.id, [
      { deviceId: 'd1', tags: ['old'] },
      { deviceId: 'd2', tags: ['old', 'keep'] },
      { deviceId: 'd3' },
    ]);
    const response = await tag(ann.token, {
      add: ['store-42', 'eu', 'eu'],
      remove: ['old'],
      devices: [
        { appId: app.id, deviceId: 'd1' },
        { appId: app.id, deviceId: 'd2' },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { updated: 2, skipped: 0 } });
    expect(await tagsOf(app.id)).toEqual({
      d1: ['eu', 'store-42'],
      d2: ['eu', 'keep', 'store-42'],
      d3: [],
    });
    const entries = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.tags_change'), eq(auditLog.orgId, ann.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetKind: 'device', targetLabel: 'd1, d2' });
    expect(entries[0].summary).toEqual([
      { field: 'tagsAdded', before: null, after: 'eu, store-42' },
      { field: 'tagsRemoved', before: null, after: 'old' },
      { field: 'devicesUpdated', before: null, after: '2' },
    ]);
    // The same call again changes nothing, and records nothing.
    const again = await tag(ann.token, { add: ['eu'], devices: [{ appId: app.id, deviceId: 'd1' }] });
    expect((await again.json()).data).toEqual({ updated: 0, skipped: 0 });
    const after = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.tags_change'), eq(auditLog.orgId, ann.user.id)));
    expect(after).toHaveLength(1);
  });

  it("tags every device a table's filter matches, and the lists filter by tag and attribute", async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await insertDevices(app.id, [
      { deviceId: 'a1', attributes: { store: '42', rev: 3 }, appVersion: '2.0', osVersion: '14' },
      { deviceId: 'a2', attributes: { store: 42, rev: 5 }, appVersion: '2.0' },
      { deviceId: 'a3', attributes: { store: '7', kiosk: true }, appVersion: '1.9' },
      { deviceId: 'a4', lastSeen: minutesAgo(60 * 24) },
    ]);
    const response = await tag(ann.token, { add: ['s42'], filter: 'status=all&attr.store=42' });
    expect((await response.json()).data).toEqual({ updated: 2, skipped: 0 });
    const ids = async (query: string) => {
      const { status, body } = await list(ann.token, `status=all&${query}`);
      expect(status).toBe(200);
      return body.data.map((device: { deviceId: string }) => device.deviceId).sort();
    };
    expect(await ids('tag=s42')).toEqual(['a1', 'a2']);
    expect(await ids('tag=s42&attr.rev.gt=4')).toEqual(['a2']);
    expect(await ids('attr.rev.lt=4')).toEqual(['a1']);
    expect(await ids('attr.kiosk=true')).toEqual(['a3']);
    expect(await ids('attr.kiosk.exists=false')).toEqual(['a1', 'a2', 'a4']);
    expect(await ids('attr.store.ne=42')).toEqual(['a3', 'a4']);
    expect(await ids('version=2.0')).toEqual(['a1', 'a2']);
    expect(await ids('seen.over=12h')).toEqual(['a4']);
    expect(await ids('seen.within=12h')).toEqual(['a1', 'a2', 'a3']);
    expect(await ids('platform=android&os=14')).toEqual(['a1']);
    expect(await ids('platform=ios')).toEqual([]);
    expect(await ids('tag=s42&tag=other')).toEqual([]);
    // A device's answer carries its tags and attributes.
    const { body } = await list(ann.token, 'status=all&tag=s42&attr.rev.gt=4');
    expect(body.data[0]).toMatchObject({ tags: ['s42'], attributes: { store: 42, rev: 5 } });
  });

  it('tags a filtered result of 100,000 devices in one call, within the statement timeout, audited once', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const db = await getDb();
    try {
      // 100,000 devices in Lyon and 500 elsewhere, written in one statement.
      await db.execute(sql`
      insert into devices (org_id, app_id, device_id, platform, attributes)
      select ${ann.user.id}, ${app.id}, 'bulk-' || n, 'android',
        jsonb_build_object('store', case when n <= 100000 then 'lyon' else 'nice' end)
      from generate_series(1, 100500) as n`);
      const response = await tag(ann.token, { add: ['lyon-rollout'], filter: 'status=all&attr.store=lyon' });
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual({ updated: 100_000, skipped: 0 });
      const [{ tagged }] = rowsOf<{ tagged: unknown }>(
        await db.execute(
          sql`select count(*) as tagged from devices where app_id = ${app.id} and tags @> array['lyon-rollout']::text[]`,
        ),
      );
      expect(Number(tagged)).toBe(100_000);
      const entries = await db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(and(eq(auditLog.orgId, ann.user.id), eq(auditLog.action, 'device.tags_change')));
      expect(entries).toHaveLength(1);
      expect(entries[0].summary).toContainEqual({ field: 'devicesUpdated', before: null, after: '100000' });
    } finally {
      // The next files of this worker share its database (scripts/test-pg.ts): the lists' counts and the
      // planner's estimates across every customer must not see these devices.
      await db.execute(sql`delete from devices where app_id = ${app.id}`);
      await db.execute(sql`analyze devices`);
    }
  }, 180_000);

  it('refuses bad filters and bodies with field errors, changing nothing', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await insertDevices(app.id, [{ deviceId: 'b1', tags: ['x'] }]);
    const fieldsOf = async (response: Response) => {
      const body = await response.json();
      expect({ status: response.status, code: body.error.code }).toEqual({
        status: 400,
        code: 'validation_failed',
      });
      return body.error.fields;
    };
    expect(
      await fieldsOf(
        await call(listDevices, {
          token: ann.token,
          path: '/api/devices?tag=Bad Tag&attr.rev.gt=many&attr.A=1',
        }),
      ),
    ).toEqual({
      tag: 'characters',
      'attr.rev.gt': 'oneOf',
      'attr.A': 'characters',
    });
    expect(
      await fieldsOf(await tag(ann.token, { add: [], devices: [{ appId: app.id, deviceId: 'b1' }] })),
    ).toEqual({
      add: 'required',
    });
    expect(await fieldsOf(await tag(ann.token, { add: ['ok'] }))).toEqual({ devices: 'required' });
    expect(await fieldsOf(await tag(ann.token, { add: ['UP'], filter: 'status=all' }))).toEqual({
      'add[0]': 'characters',
    });
    expect(await fieldsOf(await tag(ann.token, { add: ['ok'], filter: 'attr.x.exists=maybe' }))).toEqual({
      'filter.attr.x.exists': 'oneOf',
    });
    expect(await tagsOf(app.id)).toEqual({ b1: ['x'] });
  });

  it('keeps every tag of changes made at the same time (on PostgreSQL, concurrent transactions)', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const ids = Array.from({ length: 40 }, (_, i) => `c${String(i).padStart(2, '0')}`);
    await insertDevices(
      app.id,
      ids.map((deviceId) => ({ deviceId })),
    );
    const tags = Array.from({ length: 8 }, (_, i) => `t${i}`);
    const answers = await Promise.all(
      tags.map((one) => tag(ann.token, { add: [one], filter: 'status=all' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(tags.map(() => 200));
    expect(new Set(Object.values(await tagsOf(app.id)).map((held) => held.join(',')))).toEqual(
      new Set([tags.join(',')]),
    );
  });

  it('leaves a device that would pass 50 tags as it was, and counts it', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const full = Array.from({ length: 50 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    await insertDevices(app.id, [{ deviceId: 'full', tags: full }, { deviceId: 'roomy' }]);
    const response = await tag(ann.token, { add: ['new'], filter: 'status=all' });
    expect((await response.json()).data).toEqual({ updated: 1, skipped: 1 });
    expect(await tagsOf(app.id)).toEqual({ full, roomy: ['new'] });
  });

  it("touches only the caller's organisation, and refuses viewers", async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const vic = await signedIn();
    const bobs = await appOf(bob);
    await insertDevices(bobs.id, [{ deviceId: 'bob-1' }]);
    // Named by Ann, Bob's device is not hers: 404, as an unknown one (with one of hers, nothing changes
    // either); her filter never reaches his devices.
    const mine = await appOf(ann);
    await insertDevices(mine.id, [{ deviceId: 'ann-1' }]);
    const named = await tag(ann.token, {
      add: ['mine'],
      devices: [
        { appId: mine.id, deviceId: 'ann-1' },
        { appId: bobs.id, deviceId: 'bob-1' },
      ],
    });
    expect(named.status).toBe(404);
    expect(await tagsOf(mine.id)).toEqual({ 'ann-1': [] });
    const filtered = await tag(ann.token, { add: ['mine'], filter: `status=all&appId=${bobs.id}` });
    expect((await filtered.json()).data).toEqual({ updated: 0, skipped: 0 });
    expect(await tagsOf(bobs.id)).toEqual({ 'bob-1': [] });

    const orgId = await orgWith('Shops', [
      [bob.user.id, 'owner'],
      [vic.user.id, 'viewer'],
    ]);
    const app = await appOf(bob, { name: 'Till' }, orgId);
    await insertDevices(app.id, [{ deviceId: 'till-1' }]);
    const refused = await tag(vic.token, { add: ['x'], filter: 'status=all' }, orgId);
    expect(refused.status).toBe(403);
    expect(await tagsOf(app.id)).toEqual({ 'till-1': [] });
    const allowed = await tag(bob.token, { add: ['x'], filter: 'status=all' }, orgId);
    expect((await allowed.json()).data).toEqual({ updated: 1, skipped: 0 });
  });
});
