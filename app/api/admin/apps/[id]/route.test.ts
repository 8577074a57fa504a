/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { PATCH } from '@/app/api/admin/apps/[id]/route';
import { GET as listApps } from '@/app/api/apps/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

const setStatus = (who: SignedIn, id: string, body: unknown) =>
  PATCH(apiRequest(`/api/admin/apps/${id}`, { method: 'PATCH', token: who.token, body }), {
    params: Promise.resolve({ id }),
  });

describe('PATCH /api/admin/apps/:id', () => {
  it('suspends an app (its heartbeats are refused) and resumes it', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { name: 'Shop' });

    const suspended = await setStatus(admin, app.id, { status: 'suspended', name: 'Ignored' });
    expect(suspended.status).toBe(200);
    expect((await suspended.json()).data).toMatchObject({
      id: app.id,
      name: 'Shop',
      status: 'suspended',
      owner: { id: ann.user.id, name: 'Ann', email: ann.user.email },
    });
    await expectError(
      await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' })),
      403,
      'app_suspended',
    );

    const resumed = await setStatus(admin, app.id, { status: 'active' });
    expect((await resumed.json()).data.status).toBe('active');
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });

  it('keeps the reason of a suspension for the owner, and forgets it on resuming', async () => {
    const admin = await signedIn('admin');
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { name: 'Shop' });
    const reason = 'Your devices sent 10,000 beats a minute.\nWrite to us once it is fixed.';
    const suspended = await setStatus(admin, app.id, { status: 'suspended', reason: `  ${reason} ` });
    expect((await suspended.json()).data).toMatchObject({ status: 'suspended', suspendedReason: reason });
    const ownersView = async () => {
      const response = await listApps(apiRequest('/api/apps', { token: ann.token }));
      return ((await response.json()).data as { id: string }[]).find(({ id }) => id === app.id);
    };
    expect(await ownersView()).toMatchObject({ status: 'suspended', suspendedReason: reason });

    await setStatus(admin, app.id, { status: 'active', reason: 'ignored' });
    expect(await ownersView()).toMatchObject({ status: 'active', suspendedReason: null });
    // No reason given: none shown.
    await setStatus(admin, app.id, { status: 'suspended' });
    expect(await ownersView()).toMatchObject({ status: 'suspended', suspendedReason: null });

    const tooLong = await setStatus(admin, app.id, { status: 'suspended', reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({ reason: 'maxLength:500' });
  });

  it('answers 400 for an unknown status and 404 for an unknown app', async () => {
    const admin = await signedIn('admin');
    const app = await appOf(await signedIn());
    const response = await setStatus(admin, app.id, { status: 'deleted' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ status: 'oneOf' });
    const missing = await setStatus(admin, app.id, {});
    expect((await missing.json()).error.fields).toEqual({ status: 'required' });
    await expectError(
      await setStatus(admin, '6f1c1f5e-0a4b-4c3e-9d6f-2b8a7c9e0d11', { status: 'active' }),
      404,
      'not_found',
    );
    await expectError(await setStatus(admin, 'x', { status: 'active' }), 404, 'not_found');
  });

  it('answers 403 forbidden to a customer, even for their own app', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await expectError(await setStatus(ann, app.id, { status: 'suspended' }), 403, 'forbidden');
    expect((await heartbeat(heartbeatRequest(app.appKey, { deviceId: 'd1' }))).status).toBe(202);
  });
});
