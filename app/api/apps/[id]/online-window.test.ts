/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { PATCH } from '@/app/api/apps/[id]/route';
import { GET as listApps } from '@/app/api/apps/route';
import { GET as listDevices } from '@/app/api/devices/route';
import { GET as getStats } from '@/app/api/stats/route';
import { apiRequest, expectError, minutesAgo, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const patch = (owner: SignedIn, id: string, body: unknown) =>
  PATCH(apiRequest(`/api/apps/${id}`, { method: 'PATCH', token: owner.token, body }), context(id));
const json = async (response: Response) =>
  (await response.json()) as { data: unknown[] } & Record<string, unknown>;

describe("an app's online window", () => {
  it('is set by its owner from 10 seconds to 7 days, and answered with the app', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    expect(app.onlineWindowSeconds).toBe(300);
    const saved = await patch(ann, app.id, { onlineWindowSeconds: 60 });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.onlineWindowSeconds).toBe(60);
    const listed = await json(await listApps(apiRequest('/api/apps', { token: ann.token })));
    expect(listed.data).toEqual([expect.objectContaining({ id: app.id, onlineWindowSeconds: 60 })]);

    for (const [value, field] of [
      [9, 'minNumber:10'],
      [604_801, 'maxNumber:604800'],
      [1.5, 'wholeNumber'],
      ['60', 'wholeNumber'],
      [null, 'required'],
    ] as const) {
      const refused = await patch(ann, app.id, { onlineWindowSeconds: value });
      await expectError(refused.clone(), 400, 'validation_failed');
      expect((await refused.json()).error.fields).toEqual({ onlineWindowSeconds: field });
    }
    // Someone else's app is not found.
    await expectError(await patch(await signedIn(), app.id, { onlineWindowSeconds: 60 }), 404, 'not_found');
  });

  it('decides who is online in the devices list, its filter, the app counts and the dashboard', async () => {
    const ann = await signedIn();
    const quick = await appOf(ann, { name: 'Quick' });
    const slow = await appOf(ann, { name: 'Slow' });
    await patch(ann, quick.id, { onlineWindowSeconds: 60 });
    await patch(ann, slow.id, { onlineWindowSeconds: 3600 });
    // Both seen 10 minutes ago: past the quick app's minute, within the slow app's hour.
    await insertDevices(quick.id, [{ deviceId: 'q1', lastSeen: minutesAgo(10) }]);
    await insertDevices(slow.id, [{ deviceId: 's1', lastSeen: minutesAgo(10) }]);

    const all = await json(await listDevices(apiRequest('/api/devices?status=all', { token: ann.token })));
    expect(all.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ deviceId: 'q1', online: false, onlineWindowSeconds: 60 }),
        expect.objectContaining({ deviceId: 's1', online: true, onlineWindowSeconds: 3600 }),
      ]),
    );
    const online = await json(await listDevices(apiRequest('/api/devices', { token: ann.token })));
    expect(online.data).toEqual([expect.objectContaining({ deviceId: 's1' })]);
    expect(online.total).toBe(1);

    const apps = await json(await listApps(apiRequest('/api/apps', { token: ann.token })));
    expect(apps.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Quick', devicesOnline: 0, devicesTotal: 1 }),
        expect.objectContaining({ name: 'Slow', devicesOnline: 1, devicesTotal: 1 }),
      ]),
    );
    const stats = (await (await getStats(apiRequest('/api/stats', { token: ann.token }))).json()) as {
      data: { devicesOnline: number };
    };
    expect(stats.data.devicesOnline).toBe(1);
  });
});
