/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET } from '@/app/api/admin/ingest/unknown-keys/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';
import { apiRequest, expectError, heartbeatRequest, setupRouteTest } from '@/test/api-route';

const { signedIn } = setupRouteTest();

describe('GET /api/admin/ingest/unknown-keys', () => {
  it('counts heartbeats with keys of no app per hour, for admins only, without the keys', async () => {
    const unknown = `fdk_${'q'.repeat(32)}`;
    const admin = await signedIn('admin', 'Ada');
    // On PostgreSQL the table is shared with other tests' unknown keys: count what this test adds.
    const countNow = async () => {
      const answer = await GET(apiRequest('/api/admin/ingest/unknown-keys', { token: admin.token }));
      const { data } = (await answer.json()) as { data: { count: number }[] };
      return data.reduce((sum, row) => sum + row.count, 0);
    };
    const before = await countNow();
    for (let i = 0; i < 2; i += 1)
      await expectError(
        await heartbeat(heartbeatRequest(unknown, { deviceId: 'd1' })),
        401,
        'invalid_app_key',
      );
    const response = await GET(apiRequest('/api/admin/ingest/unknown-keys', { token: admin.token }));
    const text = await response.text();
    expect(text).not.toContain(unknown);
    expect(JSON.parse(text)).toEqual({
      data: expect.arrayContaining([{ hour: expect.any(String), count: expect.any(Number) }]),
    });
    expect(await countNow()).toBe(before + 2);
    const customer = await signedIn();
    await expectError(
      await GET(apiRequest('/api/admin/ingest/unknown-keys', { token: customer.token })),
      403,
      'forbidden',
    );
  });
});
