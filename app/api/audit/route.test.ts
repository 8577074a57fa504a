/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';

import { PATCH as adminPatch } from '@/app/api/admin/apps/[id]/route';
import { GET as adminExport } from '@/app/api/admin/audit/export/route';
import { GET as adminList } from '@/app/api/admin/audit/route';
import { PATCH as renameApp } from '@/app/api/apps/[id]/route';
import {
  DELETE as deleteEntry,
  GET as getEntry,
  PATCH as patchEntry,
  PUT as putEntry,
} from '@/app/api/audit/[id]/route';
import { GET as customerExport } from '@/app/api/audit/export/route';
import { DELETE, GET, PATCH, POST, PUT } from '@/app/api/audit/route';
import type { AuditEntry } from '@/lib/api/contract/audit';
import { apiRequest, expectError, setupRouteTest, type SignedIn } from '@/test/api-route';
import { parseCsv } from '@/test/server/audit';

const { appOf, signedIn } = setupRouteTest();

const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function page(
  who: SignedIn,
  query = '',
  admin = false,
): Promise<{ data: AuditEntry[]; total: number }> {
  const path = `${admin ? '/api/admin/audit' : '/api/audit'}?${query}`;
  const response = await (admin ? adminList : GET)(apiRequest(path, { token: who.token }));
  expect(response.status).toBe(200);
  return response.json();
}

describe('the audit log API', () => {
  let admin: SignedIn;
  let ann: SignedIn;
  let bob: SignedIn;
  let annApp: { id: string };

  beforeAll(async () => {
    admin = await signedIn('admin', 'Ada');
    ann = await signedIn('customer', 'Ann');
    bob = await signedIn('customer', 'Bob');
    annApp = await appOf(ann, { name: 'Ann Shop' });
    await appOf(bob, { name: 'Bob Shop' });
    for (const name of ['Ann One', 'Ann Two', 'Ann Three']) {
      const response = await renameApp(
        apiRequest(`/api/apps/${annApp.id}`, { method: 'PATCH', token: ann.token, body: { name } }),
        context(annApp.id),
      );
      expect(response.status).toBe(200);
    }
    await adminPatch(
      apiRequest(`/api/admin/apps/${annApp.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { status: 'suspended' },
      }),
      context(annApp.id),
    );
  });

  it('shows a customer their own entries and the admin’s on their apps, never another customer’s', async () => {
    const mine = await page(ann);
    expect(mine.data.map((entry) => entry.action)).toEqual([
      'app.suspend',
      'app.rename',
      'app.rename',
      'app.rename',
      'app.create',
    ]);
    expect(mine.total).toBe(5);
    expect(mine.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      at: expect.any(String),
      actor: { id: admin.user.id, name: 'Ada', role: 'admin', viaToken: null },
      action: 'app.suspend',
      target: { kind: 'app', id: annApp.id, label: 'Ann Three' },
      summary: [{ field: 'status', before: 'active', after: 'suspended' }],
      ip: 'local',
      userAgent: null,
    });
    const bobs = await page(bob);
    expect(bobs.data.map((entry) => entry.target.label)).toEqual(['Bob Shop']);
    // Bob cannot reach Ann's entries by id, by search or by export.
    expect((await page(bob, 'q=Ann')).total).toBe(0);
    const annEntry = mine.data[1].id;
    await expectError(
      await getEntry(apiRequest(`/api/audit/${annEntry}`, { token: bob.token }), context(annEntry)),
      404,
      'not_found',
    );
    const ok = await getEntry(apiRequest(`/api/audit/${annEntry}`, { token: ann.token }), context(annEntry));
    expect((await ok.json()).data).toEqual(mine.data[1]);
    const csv = await (await customerExport(apiRequest('/api/audit/export', { token: bob.token }))).text();
    expect(csv).not.toContain('Ann');
  });

  it('shows admins everything, and refuses the admin routes to customers and strangers', async () => {
    const all = await page(admin, 'pageSize=100', true);
    expect(all.data.map((entry) => entry.target.label)).toEqual(
      expect.arrayContaining(['Bob Shop', 'Ann Three']),
    );
    // One organisation's entries: `orgId`, or `ownerId` (that customer's personal organisation).
    const anns = await page(admin, `orgId=${ann.user.id}`, true);
    expect(anns.total).toBe(5);
    expect(new Set(anns.data.map((entry) => entry.target.id))).toEqual(new Set([annApp.id]));
    expect(await page(admin, `ownerId=${ann.user.id}`, true)).toEqual(anns);
    expect((await page(admin, 'orgId=not-an-id', true)).total).toBe(0);
    const annsCsv = await (
      await adminExport(apiRequest(`/api/admin/audit/export?orgId=${ann.user.id}`, { token: admin.token }))
    ).text();
    expect(annsCsv).toContain('Ann Three');
    expect(annsCsv).not.toContain('Bob Shop');
    await expectError(
      await adminList(apiRequest('/api/admin/audit', { token: ann.token })),
      403,
      'forbidden',
    );
    await expectError(
      await adminExport(apiRequest('/api/admin/audit/export', { token: ann.token })),
      403,
      'forbidden',
    );
    await expectError(await GET(apiRequest('/api/audit')), 401, 'unauthorized');
    await expectError(await customerExport(apiRequest('/api/audit/export')), 401, 'unauthorized');
  });

  it('filters by action, actor, target and time, and pages', async () => {
    expect((await page(ann, 'action=app.rename')).total).toBe(3);
    expect((await page(ann, 'actor=ada')).data.map((entry) => entry.action)).toEqual(['app.suspend']);
    expect((await page(ann, 'target=ann%20two')).data.map((entry) => entry.action)).toEqual(['app.rename']);
    expect((await page(ann, `target=${annApp.id}`)).total).toBe(5);
    expect((await page(ann, 'q=nobody')).total).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await page(ann, `from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await page(ann, `to=${encodeURIComponent(future)}&from=2020-01-01`)).total).toBe(5);
    expect((await page(ann, 'to=2020-01-01')).total).toBe(0);
    const second = await page(ann, 'page=2&pageSize=25');
    expect(second).toEqual({ data: [], total: 5 });
  });

  it('answers 400 naming a bad parameter', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=7', 'pageSize'],
      ['action=app.explode', 'action'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45', 'to'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const response = await GET(apiRequest(`/api/audit?${query}`, { token: ann.token }));
      expect({
        query,
        status: response.status,
        fields: Object.keys((await response.json()).error.fields),
      }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });

  it('refuses to change or delete entries (405)', async () => {
    const [entry] = (await page(ann)).data;
    for (const handler of [POST, PUT, PATCH, DELETE]) {
      const response = await handler(apiRequest('/api/audit', { method: 'DELETE', token: admin.token }));
      await expectError(response, 405, 'method_not_allowed');
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    }
    for (const handler of [putEntry, patchEntry, deleteEntry]) {
      await expectError(
        await handler(apiRequest(`/api/audit/${entry.id}`, { method: 'DELETE', token: admin.token })),
        405,
        'method_not_allowed',
      );
    }
    expect((await page(ann)).data[0]).toEqual(entry);
  });

  it('exports exactly the filtered result as CSV, streamed', async () => {
    for (const query of ['', 'action=app.rename', 'actor=ann', 'q=three']) {
      const listed = await page(ann, `${query}&pageSize=100`);
      const response = await customerExport(
        apiRequest(`/api/audit/export?${query}&page=9`, { token: ann.token }),
      );
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.body).toBeInstanceOf(ReadableStream);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 BOM, for spreadsheets
      const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
      expect(header.slice(0, 6)).toEqual(['id', 'at', 'actor_id', 'actor_name', 'actor_role', 'action']);
      expect(rows.map((row) => [row[0], row[5], row[8]])).toEqual(
        listed.data.map((entry) => [entry.id, entry.action, entry.target.label]),
      );
    }
    const adminCsv = await (
      await adminExport(
        apiRequest(`/api/admin/audit/export?action=app.suspend&target=${annApp.id}`, { token: admin.token }),
      )
    ).text();
    expect(
      parseCsv(adminCsv.slice(1))
        .slice(1)
        .map((row) => row[9]),
    ).toEqual(['status: active -> suspended']);
  });
  // Last: it adds entries the tests above do not expect.
  it('pages by cursor, newest first, and later entries do not shift the pages to come', async () => {
    const rename = async (name: string) => {
      const response = await renameApp(
        apiRequest(`/api/apps/${annApp.id}`, { method: 'PATCH', token: ann.token, body: { name } }),
        context(annApp.id),
      );
      expect(response.status).toBe(200);
    };
    for (let n = 0; n < 25; n++) await rename(`Ann ${n}`);
    const everything = (await page(ann, 'pageSize=100')).data.map((entry) => entry.id);
    expect(everything).toHaveLength(30);

    const cursorPage = async (cursor: string) => {
      const response = await GET(
        apiRequest(`/api/audit?cursor=${encodeURIComponent(cursor)}`, { token: ann.token }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { data: AuditEntry[]; nextCursor: string | null };
    };
    const first = await cursorPage('');
    expect(first.data.map((entry) => entry.id)).toEqual(everything.slice(0, 25));
    await rename('Ann later');
    const second = await cursorPage(first.nextCursor!);
    expect(second.data.map((entry) => entry.id)).toEqual(everything.slice(25));
    expect(second.nextCursor).toBeNull();

    const bad = await GET(apiRequest('/api/audit?cursor=bm90LWpzb24', { token: ann.token }));
    await expectError(bad, 400, 'validation_failed');
  });
});
