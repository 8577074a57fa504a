/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { DELETE as deleteView, PATCH as updateView } from '@/app/api/views/[id]/route';
import { GET as listViews, POST as createView } from '@/app/api/views/route';
import type { TokenScope } from '@/lib/auth/api-tokens';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createApiToken } from '@/lib/server/auth/api-tokens';
import { getDb } from '@/lib/server/db/client';
import { alertRules, auditLog, savedViews } from '@/lib/server/db/schema';
import { VIEWS_PER_ORG } from '@/lib/validations/saved-views';
import { setupRouteTest } from '@/test/api-route';
import { call, orgWith } from '@/test/server/org-fixtures';

const { appOf, signedIn } = setupRouteTest();

const inOrg = (orgId?: string) => (orgId ? { [ORG_HEADER]: orgId } : undefined);

async function save(token: string, body: unknown, orgId?: string) {
  const response = await call(createView, {
    token,
    method: 'POST',
    path: '/api/views',
    body,
    headers: inOrg(orgId),
  });
  return { status: response.status, body: await response.json() };
}

async function names(token: string, orgId?: string): Promise<string[]> {
  const response = await call(listViews, { token, path: '/api/views', headers: inOrg(orgId) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { name: string }[] }).data.map((view) => view.name);
}

const change = (token: string, id: string, body: unknown, orgId?: string) =>
  call(updateView, {
    token,
    method: 'PATCH',
    path: `/api/views/${id}`,
    body,
    params: { id },
    headers: inOrg(orgId),
  });

const remove = (token: string, id: string, orgId?: string) =>
  call(deleteView, {
    token,
    method: 'DELETE',
    path: `/api/views/${id}`,
    params: { id },
    headers: inOrg(orgId),
  });

describe('saved views', () => {
  it('saves a query and columns, lists them by name, renames and deletes them, each audited', async () => {
    const ann = await signedIn('customer', 'Ann');
    const first = await save(ann.token, {
      name: '  Store 42 offline ',
      query: 'status=offline&tag=store-42&attr.rev.gt=2&sort=deviceId:asc&page=4&cursor=abc',
      columns: ['deviceId', 'tags', 'attributes'],
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Store 42 offline',
      // The page and the cursor are not part of a view: it opens on its first page.
      query: 'status=offline&tag=store-42&attr.rev.gt=2&sort=deviceId%3Aasc',
      columns: ['deviceId', 'tags', 'attributes'],
      createdBy: 'Ann',
    });
    expect((await save(ann.token, { name: 'all devices' })).body.data).toMatchObject({
      query: '',
      columns: null,
    });
    expect(await names(ann.token)).toEqual(['all devices', 'Store 42 offline']);

    const id = first.body.data.id as string;
    const renamed = await change(ann.token, id, { name: 'Store 42', columns: null });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data).toMatchObject({
      name: 'Store 42',
      columns: null,
      query: first.body.data.query,
    });
    expect((await remove(ann.token, id)).status).toBe(204);
    expect((await remove(ann.token, id)).status).toBe(404);
    expect(await names(ann.token)).toEqual(['all devices']);

    const entries = await (
      await getDb()
    )
      .select({ action: auditLog.action, label: auditLog.targetLabel, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, ann.user.id), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.label])).toEqual([
      ['view.create', 'Store 42 offline'],
      ['view.update', 'Store 42'],
      ['view.delete', 'Store 42'],
    ]);
    expect(entries[1].summary).toEqual([
      { field: 'name', before: 'Store 42 offline', after: 'Store 42' },
      { field: 'columns', before: 'deviceId, tags, attributes', after: null },
    ]);
  });

  it('refuses a query the devices list would refuse, naming the parameter, and stores nothing', async () => {
    const ann = await signedIn();
    const cases: [unknown, Record<string, string>][] = [
      [{ name: 'Bad', query: 'attr.rev.gt=many' }, { 'query.attr.rev.gt': 'oneOf' }],
      [{ name: 'Bad', query: 'status=gone' }, { 'query.status': 'oneOf' }],
      [{ name: 'Bad', query: 'tag=Not%20A%20Tag' }, { 'query.tag': 'characters' }],
      [{ name: 'Bad', query: 'x=1' }, { 'query.x': 'oneOf' }],
      [{ name: 'Bad', columns: ['passwordHash'] }, { 'columns[0]': 'oneOf' }],
      [{ name: 'Bad', columns: ['tags', 'tags'] }, { columns: 'oneOf' }],
      [{ name: ' ' }, { name: 'required' }],
      [{ name: 'x'.repeat(61) }, { name: 'maxLength:60' }],
    ];
    for (const [body, fields] of cases) {
      const answer = await save(ann.token, body);
      expect([answer.status, answer.body.error.code]).toEqual([400, 'validation_failed']);
      expect(answer.body.error.fields).toEqual(fields);
    }
    expect(await names(ann.token)).toEqual([]);
  });

  it('keeps names unique in an organisation, whatever their case, and counts at most the limit', async () => {
    const ann = await signedIn();
    const first = await save(ann.token, { name: 'Lyon' });
    const twice = await save(ann.token, { name: 'LYON' });
    expect([twice.status, twice.body.error.code, twice.body.error.fields]).toEqual([
      409,
      'name_taken',
      { name: 'nameTaken' },
    ]);
    const other = await save(ann.token, { name: 'Paris' });
    const clash = await change(ann.token, other.body.data.id, { name: 'lyon' });
    expect(clash.status).toBe(409);
    expect(await names(ann.token)).toEqual(['Lyon', 'Paris']);
    // Another organisation may use the name.
    expect((await save((await signedIn()).token, { name: 'Lyon' })).status).toBe(201);

    await (
      await getDb()
    )
      .insert(savedViews)
      .values(
        Array.from({ length: VIEWS_PER_ORG - 2 }, (_, i) => ({ orgId: ann.user.id, name: `View ${i}` })),
      );
    const over = await save(ann.token, { name: 'One more' });
    expect([over.status, over.body.error.code]).toEqual([409, 'limit_reached']);
    expect((await remove(ann.token, first.body.data.id)).status).toBe(204);
    expect((await save(ann.token, { name: 'One more' })).status).toBe(201);
  });

  it("shares views with the organisation's members, lets viewers use them only, and hides them from others", async () => {
    const olive = await signedIn('customer', 'Olive');
    const mia = await signedIn('customer', 'Mia');
    const vic = await signedIn('customer', 'Vic');
    const stranger = await signedIn('customer', 'Stranger');
    const orgId = await orgWith('Shops', [
      [olive.user.id, 'owner'],
      [mia.user.id, 'member'],
      [vic.user.id, 'viewer'],
    ]);
    const saved = await save(mia.token, { name: 'Tills', query: 'tag=till' }, orgId);
    expect(saved.status).toBe(201);
    const id = saved.body.data.id as string;
    expect(await names(olive.token, orgId)).toEqual(['Tills']);
    expect(await names(vic.token, orgId)).toEqual(['Tills']);
    // A viewer uses views, never saves, changes or deletes one.
    expect((await save(vic.token, { name: 'Mine' }, orgId)).body.error.code).toBe('role_forbidden');
    expect((await change(vic.token, id, { name: 'Mine' }, orgId)).status).toBe(403);
    expect((await remove(vic.token, id, orgId)).status).toBe(403);
    // Someone else's organisation: its views are not there, by list or by id.
    expect(await names(stranger.token)).toEqual([]);
    expect((await change(stranger.token, id, { name: 'Taken' })).status).toBe(404);
    expect((await remove(stranger.token, id)).status).toBe(404);
    const named = await call(listViews, { token: stranger.token, path: '/api/views', headers: inOrg(orgId) });
    expect(named.status).toBe(404);
    // Another member's view may be changed by a member (views are the organisation's).
    expect((await change(olive.token, id, { query: 'tag=till&status=all' }, orgId)).status).toBe(200);
    expect(await names(mia.token, orgId)).toEqual(['Tills']);
  });

  it('lets a token change the filter of a view an alert rule counts, or delete it, only with alerts:write', async () => {
    const ann = await signedIn('customer', 'Ann');
    const app = await appOf(ann, { name: 'Shop' });
    const created = await save(ann.token, { name: 'Lyon', query: 'attr.city=Lyon' });
    const viewId = created.body.data.id as string;
    const db = await getDb();
    await db
      .insert(alertRules)
      .values({ appId: app.id, orgId: ann.user.id, offlineSharePercent: 20, offlineShareViewId: viewId });
    const tokenWith = async (scopes: TokenScope[]) =>
      (
        await createApiToken(
          'personal',
          ann.user.id,
          ann.user,
          { name: scopes.join(' '), scopes },
          SYSTEM_SOURCE,
        )
      ).token;
    const devicesOnly = await tokenWith(['devices:write']);
    // Its name and columns do not change which devices a rule counts: devices:write is enough.
    expect((await change(devicesOnly, viewId, { name: 'Lyon stores' })).status).toBe(200);
    const refused = await change(devicesOnly, viewId, { query: 'attr.city=Nice' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({ code: 'insufficient_scope', scope: 'alerts:write' });
    const kept = await remove(devicesOnly, viewId);
    expect(kept.status).toBe(403);
    const [stored] = await db.select().from(savedViews).where(eq(savedViews.id, viewId));
    expect(stored).toMatchObject({ name: 'Lyon stores', query: 'attr.city=Lyon' });
    const both = await tokenWith(['devices:write', 'alerts:write']);
    expect((await change(both, viewId, { query: 'attr.city=Nice' })).status).toBe(200);
    // A view no rule counts: devices:write alone deletes it.
    const other = await save(ann.token, { name: 'Nice' });
    expect((await remove(devicesOnly, other.body.data.id)).status).toBe(204);
    // A session holds its role's rights.
    expect((await remove(ann.token, viewId)).status).toBe(204);
  });
});
