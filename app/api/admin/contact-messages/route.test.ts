/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/contact-messages/route';
import type { ContactMessage } from '@/lib/api/types';
import { storeContactMessage } from '@/lib/server/contact';
import { apiRequest, expectError, setupRouteTest, type SignedIn, uniqueEmail } from '@/test/api-route';

const { signedIn } = setupRouteTest();

const list = (who?: SignedIn) => GET(apiRequest('/api/admin/contact-messages', { token: who?.token }));

describe('GET /api/admin/contact-messages', () => {
  it('lists the messages, newest first', async () => {
    const [ann, bob] = [uniqueEmail('ann'), uniqueEmail('bob')];
    const first = await storeContactMessage({ name: 'Ann', email: ann, message: 'First' }, '192.0.2.1');
    const second = await storeContactMessage({ name: 'Bob', email: bob, message: 'Second' }, '192.0.2.2');

    const response = await list(await signedIn('admin'));
    expect(response.status).toBe(200);
    const { data, total }: { data: ContactMessage[]; total: number } = await response.json();
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

  it('answers 403 forbidden to customers and 401 without a token', async () => {
    await expectError(await list(await signedIn()), 403, 'forbidden');
    await expectError(await list(), 401, 'unauthorized');
  });
});
