/** @jest-environment node */
import { randomBytes } from 'node:crypto';

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { OPTIONS, POST } from '@/app/api/v1/devices/heartbeat/route';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { deviceActivity, devices } from '@/lib/server/db/schema';
import { changeAppAsAdmin } from '@/lib/server/domain/app-admin';
import { HEARTBEAT_MAX_BODY_BYTES } from '@/lib/server/domain/heartbeat';
import { forgetApp, heldKeys, loadAppKeys } from '@/lib/server/ingest/app-key-cache';
import { expectError, heartbeatRequest, minutesAgo, setupRouteTest, uniqueIp } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const beat = (appKey: string | null, body: unknown, options?: Parameters<typeof heartbeatRequest>[2]) =>
  POST(heartbeatRequest(appKey, body, options));

async function storedDevice(appId: string, deviceId: string) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(devices)
    .where(and(eq(devices.appId, appId), eq(devices.deviceId, deviceId)));
  return row;
}

/** Waits until this process holds every app key (read at start, and after each app's change). */
async function everyKeyHeld(): Promise<void> {
  await loadAppKeys();
  for (let waited = 0; !heldKeys().complete && waited < 2000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(heldKeys().complete).toBe(true);
}

describe('POST /api/v1/devices/heartbeat', () => {
  afterEach(() => {
    delete process.env.HEARTBEAT_RATE_LIMIT;
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
    delete process.env.INVALID_APP_KEY_RATE_LIMIT;
    jest.restoreAllMocks();
  });

  it('creates the device on first sight, with the app platform when none is sent', async () => {
    const owner = await signedIn();
    // In the owner's personal organisation, whose id is theirs: every row the beat writes carries it.
    const app = await appOf(owner, { platform: 'ios' });
    const response = await beat(app.appKey, {
      deviceId: 'phone-1',
      model: ' iPhone16,1 ',
      osVersion: '18.1',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ data: { deviceId: 'phone-1', online: true } });

    const device = await storedDevice(app.id, 'phone-1');
    expect(device).toMatchObject({
      orgId: owner.user.id,
      platform: 'ios',
      model: 'iPhone16,1',
      osVersion: '18.1',
      sdkVersion: null,
    });
    expect(Math.abs(device.lastSeen.getTime() - Date.now())).toBeLessThan(60_000);
    expect(device.firstSeen.getTime()).toBe(device.lastSeen.getTime());
    const activity = await (
      await getDb()
    )
      .select()
      .from(deviceActivity)
      .where(eq(deviceActivity.appId, app.id));
    expect(activity).toEqual([
      { orgId: owner.user.id, appId: app.id, deviceId: 'phone-1', hour: expect.any(Date) },
    ]);
    expect(activity[0].hour.getTime() % 3_600_000).toBe(0);
  });

  it('updates it later: first seen kept, last seen now, details not sent kept', async () => {
    const app = await appOf(await signedIn());
    const firstSeen = minutesAgo(3 * 24 * 60);
    await insertDevices(app.id, [
      { deviceId: 'tab-9', firstSeen, lastSeen: minutesAgo(90), model: 'Pixel 8', appVersion: '1.0' },
    ]);

    expect((await beat(app.appKey, { deviceId: 'tab-9', appVersion: '1.1', platform: 'other' })).status).toBe(
      202,
    );
    const device = await storedDevice(app.id, 'tab-9');
    expect(device.firstSeen.getTime()).toBe(firstSeen.getTime());
    expect(Math.abs(device.lastSeen.getTime() - Date.now())).toBeLessThan(60_000);
    expect(device).toMatchObject({ model: 'Pixel 8', appVersion: '1.1', platform: 'other' });

    // A second beat in the same hour adds no activity row.
    expect((await beat(app.appKey, { deviceId: 'tab-9' })).status).toBe(202);
    const activity = await (
      await getDb()
    )
      .select()
      .from(deviceActivity)
      .where(eq(deviceActivity.appId, app.id));
    expect(activity).toHaveLength(1);
    expect((await storedDevice(app.id, 'tab-9')).platform).toBe('other');
  });

  it('keeps the same device id of two apps apart', async () => {
    const owner = await signedIn();
    const [first, second] = [await appOf(owner), await appOf(owner, { name: 'Other' })];
    await beat(first.appKey, { deviceId: 'shared-id', model: 'A' });
    await beat(second.appKey, { deviceId: 'shared-id', model: 'B' });
    expect((await storedDevice(first.id, 'shared-id')).model).toBe('A');
    expect((await storedDevice(second.id, 'shared-id')).model).toBe('B');
  });

  it.each([
    ['no key', null],
    ['an empty key', ''],
    ['a malformed key', 'nope'],
    ['an unknown key', `fdk_${'a'.repeat(32)}`],
  ])('answers 401 invalid_app_key for %s', async (_label, key) => {
    const response = await beat(key, { deviceId: 'x' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    await expectError(response, 401, 'invalid_app_key');
  });

  it('answers 403 app_suspended for a suspended app and records nothing', async () => {
    const app = await appOf(await signedIn());
    await changeAppAsAdmin(app.id, { status: 'suspended' }, SYSTEM_SOURCE);
    await expectError(await beat(app.appKey, { deviceId: 'dev-1' }), 403, 'app_suspended');
    expect(await storedDevice(app.id, 'dev-1')).toBeUndefined();
  });

  it.each([
    ['no device id', {}, { deviceId: 'required' }],
    ['a blank device id', { deviceId: '  ' }, { deviceId: 'required' }],
    ['a space in the device id', { deviceId: 'has space' }, { deviceId: 'characters' }],
    ['a 129-character device id', { deviceId: 'x'.repeat(129) }, { deviceId: 'maxLength:128' }],
    ['a number as device id', { deviceId: 42 }, { deviceId: 'required' }],
    [
      'an unknown platform and a long model',
      { deviceId: 'ok', platform: 'windows', model: 'm'.repeat(65) },
      { platform: 'oneOf', model: 'maxLength:64' },
    ],
    // A platform of the right type that is not allowed names the value, not a missing field.
    ['a capitalised platform', { deviceId: 'ok', platform: 'Android' }, { platform: 'oneOf' }],
    ['a platform not on the list', { deviceId: 'ok', platform: 'symbian' }, { platform: 'oneOf' }],
    ['a number as platform', { deviceId: 'ok', platform: 7 }, { platform: 'required' }],
  ])('answers 400 validation_failed for %s', async (_label, body, fields) => {
    const app = await appOf(await signedIn());
    const response = await beat(app.appKey, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'validation_failed', fields });
  });

  it('accepts every allowed character and exactly 128 of them', async () => {
    const app = await appOf(await signedIn());
    const id = `Ab0._:-${'z'.repeat(121)}`;
    const response = await beat(app.appKey, { deviceId: id });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { deviceId: id, online: true } });
    // Stored under the id exactly as sent (no case change, nothing cut), the app's one device.
    const stored = await (await getDb()).select().from(devices).where(eq(devices.appId, app.id));
    expect(stored).toEqual([expect.objectContaining({ appId: app.id, deviceId: id, platform: 'android' })]);
    expect(stored[0].deviceId).toHaveLength(128);
  });

  it('answers 400 invalid_json and 413 payload_too_large', async () => {
    const app = await appOf(await signedIn());
    await expectError(await beat(app.appKey, undefined, { rawBody: '{"deviceId":' }), 400, 'invalid_json');
    await expectError(await beat(app.appKey, undefined, { rawBody: '[]' }), 400, 'invalid_json');
    const big = JSON.stringify({ deviceId: 'a', model: 'x'.repeat(HEARTBEAT_MAX_BODY_BYTES) });
    await expectError(await beat(app.appKey, undefined, { rawBody: big }), 413, 'payload_too_large');
  });

  it('limits heartbeats per app with 429 and Retry-After, other apps unaffected', async () => {
    process.env.HEARTBEAT_RATE_LIMIT = '2/1m';
    const owner = await signedIn();
    const [busy, quiet] = [await appOf(owner), await appOf(owner, { name: 'Quiet' })];
    expect((await beat(busy.appKey, { deviceId: 'a' })).status).toBe(202);
    expect((await beat(busy.appKey, { deviceId: 'b' })).status).toBe(202);
    const limited = await beat(busy.appKey, { deviceId: 'c' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');
    await expectError(limited, 429, 'rate_limited');
    expect(await storedDevice(busy.id, 'c')).toBeUndefined();
    expect((await beat(quiet.appKey, { deviceId: 'a' })).status).toBe(202);
  });

  it('limits heartbeats per device, so one looping device leaves its app’s budget to the others', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = '2/1m';
    process.env.HEARTBEAT_RATE_LIMIT = '5/1m';
    const app = await appOf(await signedIn());
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await beat(app.appKey, { deviceId: 'looping' })).status);
    expect(statuses).toEqual([202, 202, 429, 429, 429, 429, 429, 429, 429, 429]);
    const limited = await beat(app.appKey, { deviceId: 'looping' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');
    await expectError(limited, 429, 'rate_limited');
    // The refused beats were not counted against the app: three more devices fit in its five.
    for (const deviceId of ['a', 'b', 'c']) expect((await beat(app.appKey, { deviceId })).status).toBe(202);
    expect((await beat(app.appKey, { deviceId: 'd' })).status).toBe(429);
  });

  it('answers 429 to an address after too many refused keys, without looking keys up', async () => {
    process.env.INVALID_APP_KEY_RATE_LIMIT = '3/1m';
    const app = await appOf(await signedIn());
    await everyKeyHeld();
    const [guesser, other] = [uniqueIp(), uniqueIp()];
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const unknownKey = (n: number) => `fdk_${String(n).padStart(32, '0')}`;
    for (let n = 0; n < 2; n += 1)
      await expectError(await beat(unknownKey(n), { deviceId: 'x' }, from(guesser)), 401, 'invalid_app_key');
    await expectError(await beat('junk', { deviceId: 'x' }, from(guesser)), 401, 'invalid_app_key');
    // Past the limit: every key is in memory, so an unknown one is refused at once, not looked up (a
    // lookup would have answered 401).
    const limited = await beat(unknownKey(4), { deviceId: 'x' }, from(guesser));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    await expectError(limited, 429, 'rate_limited');
    // Spoofing a first X-Forwarded-For entry does not give a fresh address.
    await expectError(
      await beat(unknownKey(5), { deviceId: 'x' }, from(`${uniqueIp()}, ${guesser}`)),
      429,
      'rate_limited',
    );
    // Other addresses are unaffected, and a good key is counted as before.
    await expectError(await beat(unknownKey(6), { deviceId: 'x' }, from(other)), 401, 'invalid_app_key');
    expect((await beat(app.appKey, { deviceId: 'fine' }, from(other))).status).toBe(202);
    // Carrier NAT: a device with a valid key behind the guesser's address is not refused.
    expect((await beat(app.appKey, { deviceId: 'behind-nat' }, from(guesser))).status).toBe(202);
    expect(await storedDevice(app.id, 'behind-nat')).toBeDefined();
  });

  it('lets a key of an app made after the noise began through an address past its limit', async () => {
    process.env.INVALID_APP_KEY_RATE_LIMIT = '60/1m';
    // The address's clock stands still: it never gets a fresh window, nor a lookup a second.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const owner = await signedIn();
    await everyKeyHeld();
    const nat = { headers: { 'x-forwarded-for': uniqueIp() } };
    const noise = async (count: number) => {
      const statuses = new Set<number>();
      for (let n = 0; n < count; n += 1) {
        statuses.add((await beat(`fdk_${randomBytes(16).toString('hex')}`, { deviceId: 'x' }, nat)).status);
      }
      return [...statuses].sort();
    };
    expect(await noise(70)).toEqual([401, 429]);
    // A customer creates an app now; its first device sits behind the same address, noise continuing.
    const app = await appOf(owner);
    await everyKeyHeld();
    expect(await noise(5)).toEqual([429]);
    expect((await beat(app.appKey, { deviceId: 'first' }, nat)).status).toBe(202);
    expect(await noise(5)).toEqual([429]);
    expect((await beat(app.appKey, { deviceId: 'second' }, nat)).status).toBe(202);
  });

  it('lets a valid key through while its app is being read again, past the limit', async () => {
    process.env.INVALID_APP_KEY_RATE_LIMIT = '1/1m';
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const app = await appOf(await signedIn());
    await everyKeyHeld();
    const nat = { headers: { 'x-forwarded-for': uniqueIp() } };
    const unknownKey = `fdk_${'1'.repeat(32)}`;
    await expectError(await beat(unknownKey, { deviceId: 'x' }, nat), 401, 'invalid_app_key');
    await expectError(await beat(unknownKey, { deviceId: 'x' }, nat), 429, 'rate_limited');
    // The app changes (as a rotation or a suspension does): memory drops it and reads it again.
    forgetApp(app.id);
    expect(heldKeys().complete).toBe(false);
    expect((await beat(app.appKey, { deviceId: 'new' }, nat)).status).toBe(202);
    clock.mockReturnValue(Date.now() + 1500);
    expect((await beat(app.appKey, { deviceId: 'new-2' }, nat)).status).toBe(202);
  });

  it('answers the CORS preflight of browser SDKs', async () => {
    const response = OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/X-App-Key/i);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
