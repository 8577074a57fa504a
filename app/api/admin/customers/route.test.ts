/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/customers/route';
import type { Customer } from '@/lib/api/types';
import { apiRequest, expectError, setupRouteTest, type SignedIn } from '@/test/api-route';

const { appOf, insertDevices, signedIn } = setupRouteTest();

const list = (who?: SignedIn) => GET(apiRequest('/api/admin/customers', { token: who?.token }));

describe('GET /api/admin/customers', () => {
  it('lists customers (not admins), newest first, with app and device counts', async () => {
    const admin = await signedIn('admin', 'Root');
    const ann = await signedIn('customer', 'Ann');
    const bob = await signedIn('customer', 'Bob');
    const [one, two] = [await appOf(ann), await appOf(ann)];
    await insertDevices(one.id, [{ deviceId: 'a' }, { deviceId: 'b' }]);
    await insertDevices(two.id, [{ deviceId: 'a' }]);

    const response = await list(admin);
    expect(response.status).toBe(200);
    const { data, total }: { data: Customer[]; total: number } = await response.json();
    expect(total).toBe(data.length);
    expect(data.some((customer) => customer.id === admin.user.id)).toBe(false);
    const ids = data.map((customer) => customer.id);
    expect(ids.indexOf(bob.user.id)).toBeLessThan(ids.indexOf(ann.user.id));
    expect(data.find((customer) => customer.id === ann.user.id)).toEqual({
      id: ann.user.id,
      name: 'Ann',
      email: ann.user.email,
      createdAt: expect.any(String),
      appCount: 2,
      devicesTotal: 3,
    });
    expect(data.find((customer) => customer.id === bob.user.id)).toMatchObject({
      appCount: 0,
      devicesTotal: 0,
    });
  });

  it('answers 403 forbidden to customers and 401 without a token', async () => {
    await expectError(await list(await signedIn()), 403, 'forbidden');
    await expectError(await list(), 401, 'unauthorized');
  });
});
