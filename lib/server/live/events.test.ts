/** @jest-environment node */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { writtenDeviceEvents } from '@/lib/server/live/announce';
import { decodeEvents, encodeEvents, MAX_PAYLOAD_BYTES, type LiveEvent } from '@/lib/server/live/events';
import { endedWindows, SWEEP_MS } from '@/lib/server/live/offline-sweep';
import { framesFor } from '@/lib/server/live/stream';
import { setupRouteTest } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const online = (appId: string, deviceId: string): LiveEvent => ({
  type: 'device',
  kind: 'online',
  appId,
  deviceId,
});

describe('live events', () => {
  it('travels as one payload per commit, and a burst as one summary per app under the NOTIFY limit', () => {
    const appId = randomUUID();
    const few = [online(appId, 'a'), { type: 'app', appId } as const];
    expect(encodeEvents(few)).toHaveLength(1);
    expect(decodeEvents(encodeEvents(few)[0])).toEqual(few);

    const apps = Array.from({ length: 400 }, () => randomUUID());
    const burst = Array.from({ length: 100_000 }, (_, i) => online(apps[i % apps.length], `device-${i}`));
    const payloads = encodeEvents(burst);
    expect(payloads.length).toBeLessThan(10);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD_BYTES);
    const summaries = payloads.flatMap(decodeEvents);
    expect(summaries).toHaveLength(apps.length);
    expect(new Set(summaries.map((event) => event.appId))).toEqual(new Set(apps));
    expect(summaries.every((event) => event.type === 'devices')).toBe(true);
  });

  it('carries which key of an app was used across instances, and nothing that is not a key id', () => {
    const used = { type: 'key_used', appId: randomUUID(), keyId: randomUUID() } as const;
    expect(decodeEvents(encodeEvents([used])[0])).toEqual([used]);
    expect(decodeEvents(JSON.stringify([['k', used.appId, 'fdk_not-an-id']]))).toEqual([]);
  });

  it('drops malformed payloads and foreign app ids', () => {
    expect(decodeEvents('not json')).toEqual([]);
    expect(
      decodeEvents(
        JSON.stringify([
          ['n', "x'; drop table apps", 'd'],
          ['q', randomUUID()],
        ]),
      ),
    ).toEqual([]);
  });

  it('sends a stream one summary per app for a large delivery', () => {
    const appId = randomUUID();
    const frames = framesFor(
      Array.from({ length: 500 }, (_, i) => ({ id: `abcd1234-${i + 1}`, event: online(appId, `d${i}`) })),
    );
    // The summary carries the last event's id: a stream resumed from it misses none of the burst.
    expect(frames).toBe(`id: abcd1234-500\nevent: devices\ndata: ${JSON.stringify({ appId })}\n\n`);
  });

  it('names first-seen, back-online and changed devices, and not those merely still online', () => {
    const written = [
      { app_id: 'a', device_id: 'new', silent_ms: null, window_seconds: 300, changed: false },
      { app_id: 'a', device_id: 'back', silent_ms: '400000', window_seconds: 300, changed: true },
      { app_id: 'a', device_id: 'same', silent_ms: 1000, window_seconds: 300, changed: false },
      { app_id: 'a', device_id: 'updated', silent_ms: 1000, window_seconds: 300, changed: true },
      // Its app's window is 30 s: 60 s of silence was offline.
      { app_id: 'b', device_id: 'short', silent_ms: 60_000, window_seconds: '30', changed: false },
    ];
    expect(writtenDeviceEvents(written).map((event) => [event.type === 'device' && event.kind])).toEqual([
      ['first_seen'],
      ['online'],
      ['changed'],
      ['online'],
    ]);
  });

  it("finds the devices whose online window ended in the sweep's period, and only those", async () => {
    const app = await appOf(await signedIn());
    await insertDevices(app.id, [{ deviceId: 'ended' }, { deviceId: 'earlier' }, { deviceId: 'still' }]);
    const db = await getDb();
    const periodEnd = new Date(Date.now() - 10_000);
    const at = (ms: number) => new Date(periodEnd.getTime() - 300_000 + ms).toISOString();
    await db.execute(sql`update devices set last_seen = case device_id
      when 'ended' then ${at(-SWEEP_MS / 2)}::timestamptz
      when 'earlier' then ${at(-SWEEP_MS * 2)}::timestamptz
      else ${at(1000)}::timestamptz end where app_id = ${app.id}`);
    const events = (await endedWindows(db, periodEnd)).filter((event) => event.appId === app.id);
    expect(events).toEqual([{ type: 'device', kind: 'offline', appId: app.id, deviceId: 'ended' }]);
  });

  it("uses each app's own online window", async () => {
    const app = await appOf(await signedIn());
    await insertDevices(app.id, [{ deviceId: 'ended-at-60s' }, { deviceId: 'ended-at-300s' }]);
    const db = await getDb();
    await db.execute(sql`update apps set online_window_seconds = 60 where id = ${app.id}`);
    const periodEnd = new Date(Date.now() - 10_000);
    const at = (ms: number) => new Date(periodEnd.getTime() - ms - SWEEP_MS / 2).toISOString();
    await db.execute(sql`update devices set last_seen = case device_id
      when 'ended-at-60s' then ${at(60_000)}::timestamptz else ${at(300_000)}::timestamptz end
      where app_id = ${app.id}`);
    const events = (await endedWindows(db, periodEnd)).filter((event) => event.appId === app.id);
    expect(events).toEqual([{ type: 'device', kind: 'offline', appId: app.id, deviceId: 'ended-at-60s' }]);
  });
});
