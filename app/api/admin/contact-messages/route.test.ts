/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { desc, sql } from 'drizzle-orm';

import { GET } from '@/app/api/admin/contact-messages/route';
import type { ContactMessagePage } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { storeContactMessage } from '@/lib/server/domain/contact';
import { apiRequest, expectError, setupRouteTest, type SignedIn, uniqueEmail } from '@/test/api-route';

const { signedIn } = setupRouteTest();

const list = (who?: SignedIn, query = '') =>
  GET(apiRequest(`/api/admin/contact-messages${query}`, { token: who?.token }));

async function page(admin: SignedIn, query = ''): Promise<ContactMessagePage> {
  const response = await list(admin, query);
  expect(response.status).toBe(200);
  return response.json();
}

const cursor = (text: string) => Buffer.from(text).toString('base64url');

describe('GET /api/admin/contact-messages', () => {
  it('lists the messages, newest first', async () => {
    const [ann, bob] = [uniqueEmail('ann'), uniqueEmail('bob')];
    const first = await storeContactMessage({ name: 'Ann', email: ann, message: 'First' }, '192.0.2.1');
    const second = await storeContactMessage({ name: 'Bob', email: bob, message: 'Second' }, '192.0.2.2');

    const { data, total } = await page(await signedIn('admin'), '?limit=100');
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = data.map((message) => message.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(data.find((message) => message.id === first.id)).toEqual({
      id: first.id,
      name: 'Ann',
      email: ann,
      message: 'First',
      createdAt: first.createdAt.toISOString(),
    });
  });

  it('sends a page at a time and walks to the oldest by cursor, with no message twice or left out', async () => {
    const db = await getDb();
    // Messages of the same instant, and instants a microsecond apart (finer than a JS Date), all older
    // than anything else stored, so the walk's tail is exactly these.
    const times = [
      ...Array.from({ length: 5 }, () => '2001-01-01 00:00:03+00'),
      '2001-01-01 00:00:02.000002+00',
      '2001-01-01 00:00:02.000001+00',
      '2001-01-01 00:00:02.000001+00',
      '2001-01-01 00:00:02+00',
      ...Array.from({ length: 4 }, () => '2001-01-01 00:00:01+00'),
    ];
    const stored = await db
      .insert(contactMessages)
      .values(
        times.map((time, i) => ({
          name: `Old ${i}`,
          email: uniqueEmail('old'),
          message: 'Hello',
          createdAt: sql`${time}::timestamptz`,
        })),
      )
      .returning({ id: contactMessages.id });
    const admin = await signedIn('admin');

    const first = await page(admin);
    expect(first.data).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));

    const seen = [...first.data];
    let next = first.nextCursor;
    let pages = 1;
    while (next) {
      const more = await page(admin, `?limit=4&before=${encodeURIComponent(next)}`);
      expect(more.data.length).toBeLessThanOrEqual(4);
      expect(more.total).toBe(first.total);
      seen.push(...more.data);
      next = more.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(1000);
    }

    const ids = seen.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(first.total);
    // Newest first, and by id (highest first) within an instant: the order of the whole walk.
    const all = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    expect(ids).toEqual(all.map((row) => row.id));
    expect(new Set(ids.slice(-times.length))).toEqual(new Set(stored.map((row) => row.id)));
  });

  it('answers 400 validation_failed naming a bad limit or cursor', async () => {
    const admin = await signedIn('admin');
    const refused = async (query: string, fields: Record<string, string>) => {
      const response = await list(admin, query);
      expect({ query, status: response.status, body: await response.json() }).toEqual({
        query,
        status: 400,
        body: { error: { code: 'validation_failed', message: expect.any(String), fields } },
      });
    };
    for (const limit of ['0', '-1', '101', '1.5', 'abc', '1e2', '99999999999'])
      await refused(`?limit=${limit}`, { limit: 'oneOf' });
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    for (const before of [
      'not a cursor',
      cursor('2025-01-01T00:00:00.000000Z'),
      cursor(`2025-02-30T00:00:00.000000Z_${id}`),
      cursor(`2025-01-01T24:00:00.000000Z_${id}`),
      cursor(`2025-01-01T00:00:00Z_${id}`),
      cursor(`2025-01-01T00:00:00.000000Z_${id}_x`),
      cursor(`2025-01-01T00:00:00.000000Z_'; drop table contact_messages; --`),
    ])
      await refused(`?before=${encodeURIComponent(before)}`, { before: 'oneOf' });
    await refused('?limit=0&before=x!', { limit: 'oneOf', before: 'oneOf' });
  });

  it('answers 403 forbidden to customers and 401 without a token', async () => {
    await expectError(await list(await signedIn()), 403, 'forbidden');
    await expectError(await list(), 401, 'unauthorized');
  });
});
