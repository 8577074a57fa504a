/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { apps, rateLimits } from '@/lib/server/db/schema';
import { quotaUsages } from '@/lib/server/domain/app-quota';
import { quotaUsage } from '@/lib/server/ingest/quota';
import { appOf, quotaWindow, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();

describe('quotaUsages', () => {
  it('reads for a list of apps what quotaUsage reads for each', async () => {
    const ann = await signedIn();
    const [plain, custom, busy, ended] = [
      await appOf(ann, { name: 'Plain' }),
      await appOf(ann, { name: 'Custom' }),
      await appOf(ann, { name: 'Busy' }),
      await appOf(ann, { name: 'Ended' }),
    ];
    const db = await getDb();
    await db.update(apps).set({ heartbeatQuota: 20 }).where(eq(apps.id, custom.id));
    await quotaWindow(custom.id, 25);
    await quotaWindow(busy.id, 149_999);
    await quotaWindow(ended.id, 3, new Date(Date.now() - 1));
    // Other limits keyed by the same id (a device's, say) are not the app's quota.
    await db.insert(rateLimits).values({
      name: 'heartbeat-device',
      key: plain.id,
      count: 5,
      resetAt: new Date(Date.now() + 60_000),
    });

    const list = [plain, custom, busy, ended].map((app) => ({
      id: app.id,
      heartbeatQuota: app.id === custom.id ? 20 : null,
    }));
    const batch = await quotaUsages(list);
    for (const app of list) expect(batch.get(app.id)).toEqual(await quotaUsage(app));
    expect(batch.get(plain.id)).toMatchObject({ limit: 150_000, custom: false, used: 0, resetsAt: null });
    expect(batch.get(custom.id)).toMatchObject({ limit: 20, custom: true, used: 25 });
    expect(batch.get(busy.id)).toMatchObject({ used: 149_999 });
    expect(batch.get(ended.id)).toMatchObject({ used: 0, resetsAt: null });
    expect(await quotaUsages([])).toEqual(new Map());
  });
});
