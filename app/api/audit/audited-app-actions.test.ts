/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { PATCH as adminPatch } from '@/app/api/admin/apps/[id]/route';
import { DELETE as revokeKey } from '@/app/api/apps/[id]/keys/[keyId]/route';
import { GET as listKeys } from '@/app/api/apps/[id]/keys/route';
import { POST as rotate } from '@/app/api/apps/[id]/rotate-key/route';
import { DELETE, PATCH } from '@/app/api/apps/[id]/route';
import { POST as createApp } from '@/app/api/apps/route';
import { PUT as saveGuide } from '@/app/api/sdk-guide/route';
import { setupRouteTest, type SignedIn } from '@/test/api-route';
import { auditedCall, routeContext, writtenBy } from '@/test/server/audit';

const { appOf, signedIn } = setupRouteTest();

const call = auditedCall;
const written = writtenBy;
const context = routeContext;

describe('the audit log records each app and admin action once, in its transaction', () => {
  it('records app create, rename, edit, key rotation and delete, never the key', async () => {
    const ann = await signedIn();
    const created = await written(
      () =>
        createApp(
          call('/api/apps', 'POST', {
            token: ann.token,
            body: { name: 'Shop', platform: 'ios', bundleId: 'com.shop' },
          }),
        ),
      201,
    );
    expect(created).toEqual([
      expect.objectContaining({
        action: 'app.create',
        targetKind: 'app',
        targetLabel: 'Shop',
        orgId: ann.user.id,
        summary: [
          { field: 'name', before: null, after: 'Shop' },
          { field: 'platform', before: null, after: 'ios' },
          { field: 'bundleId', before: null, after: 'com.shop' },
        ],
      }),
    ]);
    const id = created[0].targetId as string;
    const patch = (body: unknown, who: SignedIn = ann) =>
      PATCH(call(`/api/apps/${id}`, 'PATCH', { token: who.token, body }), context(id));
    expect(await written(() => patch({ name: 'Store' }), 200)).toEqual([
      expect.objectContaining({
        action: 'app.rename',
        summary: [{ field: 'name', before: 'Shop', after: 'Store' }],
      }),
    ]);
    expect(await written(() => patch({ name: 'Store', bundleId: 'com.store' }), 200)).toEqual([
      expect.objectContaining({
        action: 'app.update',
        targetLabel: 'Store',
        summary: [{ field: 'bundleId', before: 'com.shop', after: 'com.store' }],
      }),
    ]);
    const bob = await signedIn();
    expect(await written(() => patch({ name: 'Mine' }, bob), 404)).toEqual([]);

    let key = '';
    const rotated = await written(async () => {
      const response = await rotate(
        call(`/api/apps/${id}/rotate-key`, 'POST', { token: ann.token }),
        context(id),
      );
      key = (await response.clone().json()).data.appKey;
      return response;
    }, 200);
    expect(rotated).toEqual([
      expect.objectContaining({ action: 'app.key_rotate', targetId: id, summary: [] }),
    ]);
    expect(JSON.stringify(rotated)).not.toContain(key);
    expect(
      await written(
        () => rotate(call(`/api/apps/${id}/rotate-key`, 'POST', { token: bob.token }), context(id)),
        404,
      ),
    ).toEqual([]);

    const remove = (who: SignedIn) =>
      DELETE(call(`/api/apps/${id}`, 'DELETE', { token: who.token }), context(id));
    expect(await written(() => remove(bob), 404)).toEqual([]);
    expect(await written(() => remove(ann), 204)).toEqual([
      expect.objectContaining({
        action: 'app.delete',
        targetId: id,
        targetLabel: 'Store',
        orgId: ann.user.id,
      }),
    ]);
  });

  it('names a revoked key by its masked form, never by the key', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await rotate(
      call(`/api/apps/${app.id}/rotate-key`, 'POST', { token: ann.token, body: { graceSeconds: 3600 } }),
      context(app.id),
    );
    const keys = (
      await (
        await listKeys(call(`/api/apps/${app.id}/keys`, 'GET', { token: ann.token }), context(app.id))
      ).json()
    ).data as { id: string; state: string; masked: string }[];
    const old = keys.find((key) => key.state === 'grace')!;
    expect(old.masked).toMatch(/••••/);
    const revoked = await written(
      () =>
        revokeKey(call(`/api/apps/${app.id}/keys/${old.id}`, 'DELETE', { token: ann.token }), {
          params: Promise.resolve({ id: app.id, keyId: old.id }),
        }),
      204,
    );
    expect(revoked).toEqual([
      expect.objectContaining({
        action: 'app.key_revoke',
        summary: [{ field: 'key', before: old.masked, after: null }],
      }),
    ]);
    expect(JSON.stringify(revoked)).not.toContain(app.appKey);
  });

  it('records an admin’s suspend and resume for the owner to see, and guide saves', async () => {
    const admin = await signedIn('admin', 'Ada');
    const ann = await signedIn();
    const app = await appOf(ann);
    const status = (value: string) =>
      adminPatch(
        call(`/api/admin/apps/${app.id}`, 'PATCH', { token: admin.token, body: { status: value } }),
        context(app.id),
      );
    const suspended = await written(() => status('suspended'), 200);
    expect(suspended).toEqual([
      expect.objectContaining({
        action: 'app.suspend',
        actorId: admin.user.id,
        actorRole: 'admin',
        orgId: ann.user.id,
        summary: [{ field: 'status', before: 'active', after: 'suspended' }],
      }),
    ]);
    expect(await written(() => status('suspended'), 200)).toEqual([]);
    expect(await written(() => status('resumed'), 400)).toEqual([]);
    expect(await written(() => status('active'), 200)).toEqual([
      expect.objectContaining({ action: 'app.resume' }),
    ]);

    const guide = (markdown: string, who: SignedIn = admin) =>
      saveGuide(call('/api/sdk-guide', 'PUT', { token: who.token, body: { data: { markdown } } }));
    expect(await written(() => guide('# Guide'), 200)).toEqual([
      expect.objectContaining({
        action: 'guide.save',
        actorId: admin.user.id,
        targetKind: 'guide',
        orgId: null,
        summary: [
          { field: 'language', before: null, after: 'en' },
          { field: 'length', before: expect.any(String), after: '7' },
        ],
      }),
    ]);
    expect(await written(() => guide('# Mine', ann), 403)).toEqual([]);
  });
});
