/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { POST } from '@/app/api/apps/[id]/rotate-key/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const rotate = (owner: SignedIn, id: string) =>
  POST(apiRequest(`/api/apps/${id}/rotate-key`, { method: 'POST', token: owner.token }), {
    params: Promise.resolve({ id }),
  });

describe('POST /api/apps/:id/rotate-key', () => {
  it('gives a new key and refuses the old one at once', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' }))).status).toBe(202);

    const response = await rotate(ann, app.id);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ appKey: expect.stringMatching(/^fdk_[A-Za-z0-9_-]{32}$/) });
    expect(data.appKey).not.toBe(app.appKey);

    await expectError(
      await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' })),
      401,
      'invalid_app_key',
    );
    expect((await heartbeat(heartbeatRequest(data.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });

  it('answers 404 for another customer’s app and keeps its key working', async () => {
    const bobs = await appOf(await signedIn('customer', 'Bob'));
    await expectError(await rotate(await signedIn(), bobs.id), 404, 'not_found');
    await expectError(await rotate(await signedIn(), 'nope'), 404, 'not_found');
    expect((await heartbeat(heartbeatRequest(bobs.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });
});
