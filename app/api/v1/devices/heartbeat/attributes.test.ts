/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { and, asc, eq } from 'drizzle-orm';

import { POST } from '@/app/api/v1/devices/heartbeat/route';
import { getDb } from '@/lib/server/db/client';
import { deviceChanges, devices } from '@/lib/server/db/schema';
import { getDeviceDetail } from '@/lib/server/domain/devices/device-page';
import { flushRefusals, refusalsOf } from '@/lib/server/ingest/refusals';
import { heartbeatRequest, setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const beat = (appKey: string, body: unknown) => POST(heartbeatRequest(appKey, body));

async function stored(appId: string, deviceId: string) {
  const [row] = await (
    await getDb()
  )
    .select({ attributes: devices.attributes, model: devices.model })
    .from(devices)
    .where(and(eq(devices.appId, appId), eq(devices.deviceId, deviceId)));
  return row;
}

async function refusedWith(appKey: string, body: unknown): Promise<Record<string, string>> {
  const response = await beat(appKey, body);
  const answer = await response.json();
  expect({ status: response.status, code: answer.error?.code }).toEqual({
    status: 400,
    code: 'validation_failed',
  });
  return answer.error.fields;
}

const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('heartbeat attributes', () => {
  afterEach(() => {
    delete process.env.DEVICE_HEARTBEAT_RATE_LIMIT;
  });

  it('stores text, numbers and booleans, at the limits of every rule', async () => {
    const app = await appOf(await signedIn());
    const longest = 'x'.repeat(40);
    const attributes = {
      ...manyKeys(17),
      [longest]: 'y'.repeat(200),
      'store_id.v-2': 42.5,
      kiosk: false,
    };
    expect((await beat(app.appKey, { deviceId: 'd1', attributes })).status).toBe(202);
    expect((await stored(app.id, 'd1')).attributes).toEqual(attributes);
  });

  it.each([
    ['more than 20 keys', manyKeys(21), 'attributes', 'maxItems:20'],
    ['a key with a capital', { Store: 'x' }, 'attributes.Store', 'characters'],
    ['a key of 41 characters', { ['k'.repeat(41)]: 1 }, `attributes.${'k'.repeat(41)}`, 'characters'],
    ['an empty key', { '': 1 }, 'attributes.', 'characters'],
    ['a key with a space', { 'a b': 1 }, 'attributes.a b', 'characters'],
    ['text of 201 characters', { note: 'n'.repeat(201) }, 'attributes.note', 'maxLength:200'],
    ['text with a control character', { note: 'a\u0007b' }, 'attributes.note', 'characters'],
    ['an object', { nested: { a: 1 } }, 'attributes.nested', 'required'],
    ['an array', { list: [1, 2] }, 'attributes.list', 'required'],
    ['a number past 2^53', { big: 1e300 }, 'attributes.big', `maxNumber:${Number.MAX_SAFE_INTEGER}`],
    ['not an object', 'store=42', 'attributes', 'required'],
    [
      'a key __proto__ (which a parse would drop)',
      JSON.parse('{"__proto__": {"a": 1}, "ok": 1}'),
      'attributes.__proto__',
      'characters',
    ],
    ['an array instead of an object', ['a'], 'attributes', 'required'],
  ])('refuses %s with a field error, storing nothing of the beat', async (_, attributes, field, rule) => {
    const app = await appOf(await signedIn());
    expect((await beat(app.appKey, { deviceId: 'kept', model: 'A', attributes: { a: 1 } })).status).toBe(202);
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    expect(await refusedWith(app.appKey, { deviceId: 'kept', model: 'B', attributes })).toEqual({
      [field]: rule,
    });
    expect(await refusedWith(app.appKey, { deviceId: 'new', attributes })).toEqual({ [field]: rule });
    // The known device is as it was (not its model either), the new one was not made.
    expect(await stored(app.id, 'kept')).toEqual({ attributes: { a: 1 }, model: 'A' });
    expect(await stored(app.id, 'new')).toBeUndefined();
  });

  it('counts a refused beat among the refusal reasons, naming a bad key only as "attributes"', async () => {
    const app = await appOf(await signedIn());
    await refusedWith(app.appKey, { deviceId: 'r1', attributes: { note: 'n'.repeat(201) } });
    await flushRefusals();
    expect(await refusalsOf(app.id)).toEqual([
      expect.objectContaining({
        reason: 'validation_failed',
        count: 1,
        detail: 'attributes.note: maxLength:200',
      }),
    ]);
    await refusedWith(app.appKey, { deviceId: 'r1', attributes: { 'Secret=hunter2': 1 } });
    await flushRefusals();
    const [refusal] = await refusalsOf(app.id);
    expect(refusal).toMatchObject({ count: 2, detail: 'attributes: characters' });
  });

  it('sets the keys a beat names, removes those sent as null and keeps the others', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await appOf(await signedIn());
    await beat(app.appKey, { deviceId: 'd2', attributes: { store: 's-42', region: 'eu', gone: null } });
    // A null on a new device is no key at all.
    expect((await stored(app.id, 'd2')).attributes).toEqual({ store: 's-42', region: 'eu' });
    await beat(app.appKey, { deviceId: 'd2', attributes: { store: 's-43', region: null, rev: 3 } });
    expect((await stored(app.id, 'd2')).attributes).toEqual({ store: 's-43', rev: 3 });
    // No attributes (absent, null or {}): they stay as they are.
    for (const attributes of [undefined, null, {}]) {
      await beat(app.appKey, { deviceId: 'd2', attributes });
      expect((await stored(app.id, 'd2')).attributes).toEqual({ store: 's-43', rev: 3 });
    }
  });

  it('never keeps more than 20: a beat that would go past them replaces them with its own', async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await appOf(await signedIn());
    await beat(app.appKey, { deviceId: 'd3', attributes: manyKeys(20) });
    await beat(app.appKey, { deviceId: 'd3', attributes: { k0: 'changed', k19: null } });
    const { k0, k19, ...others } = (await stored(app.id, 'd3')).attributes;
    expect({ k0, k19, others: Object.keys(others).length }).toEqual({
      k0: 'changed',
      k19: undefined,
      others: 18,
    });
    await beat(app.appKey, { deviceId: 'd3', attributes: { extra: 1, more: 2 } });
    expect((await stored(app.id, 'd3')).attributes).toEqual({ extra: 1, more: 2 });
  });

  it("records each attribute's change in the device's history, and shows it with the device", async () => {
    process.env.DEVICE_HEARTBEAT_RATE_LIMIT = 'off';
    const app = await appOf(await signedIn());
    await beat(app.appKey, { deviceId: 'd4', attributes: { store: 's-1', kiosk: true } });
    // The first beat is no change; the same values again are none either.
    await beat(app.appKey, { deviceId: 'd4', attributes: { store: 's-1' } });
    await beat(app.appKey, { deviceId: 'd4', attributes: { store: 's-2', kiosk: null, rev: 7 } });
    // A number and text that read alike are different values.
    await beat(app.appKey, { deviceId: 'd4', attributes: { rev: '7' } });
    const changes = await (
      await getDb()
    )
      .select({
        field: deviceChanges.field,
        attribute: deviceChanges.attribute,
        from: deviceChanges.from,
        to: deviceChanges.to,
      })
      .from(deviceChanges)
      .where(eq(deviceChanges.appId, app.id))
      .orderBy(asc(deviceChanges.at), asc(deviceChanges.attribute));
    expect(changes).toEqual([
      { field: 'attribute', attribute: 'kiosk', from: 'true', to: null },
      { field: 'attribute', attribute: 'rev', from: null, to: '7' },
      { field: 'attribute', attribute: 'store', from: 's-1', to: 's-2' },
      { field: 'attribute', attribute: 'rev', from: '7', to: '7' },
    ]);
    const detail = await getDeviceDetail(app.id, 'd4', undefined);
    expect(detail.attributes).toEqual({ store: 's-2', rev: '7' });
    expect(detail.tags).toEqual([]);
    expect(detail.changes).toContainEqual(
      expect.objectContaining({ field: 'attribute', attribute: 'store', from: 's-1', to: 's-2' }),
    );
  });
});
