/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { holdAlertCheck } from '@/lib/server/alerts/check';
import { createEndpoint, deleteEndpoint } from '@/lib/server/alerts/endpoints';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { alertRules } from '@/lib/server/db/schema';
import { appOf, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

/**
 * Deleting a Slack or webhook channel beside a round of the offline check, on PostgreSQL (`npm run
 * test:pg` only). A round locks a channel (the deliveries it queues refer to it) and then rules; the
 * deletion locks the rules listing the channel and then the channel. In that order the two would
 * deadlock, so the deletion waits for the round first (holdAlertCheck).
 */
jest.setTimeout(60_000);
setupTestDatabase();

beforeAll(() => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
});
afterAll(() => {
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
});

async function waitingAdvisoryLocks(): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ waiting: number }>(
    await db.execute(
      sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
    ),
  );
  return row.waiting;
}

describe('deleting a channel while the check runs', () => {
  it('waits for the round to end, then takes the channel out of the rules', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    const hook = await createEndpoint(
      owner.user.id,
      null,
      { name: '#ops', url: 'http://127.0.0.1:9/ops', format: 'json' },
      SYSTEM_SOURCE,
    );
    await putAlertRules(
      owner.user.id,
      app.id,
      { offlineAfterSeconds: 60, offlineSharePercent: null, cooldownSeconds: 0, channelIds: [hook.id] },
      SYSTEM_SOURCE,
    );
    const db = await getDb();
    // A round in progress, on a connection of its own: it holds the check's lock until released.
    let release!: () => void;
    let taken!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const round = db.transaction(async (tx) => {
      await holdAlertCheck(tx);
      taken();
      await held;
    });
    await lockTaken;

    let settled = false;
    const deletion = deleteEndpoint(owner.user.id, null, hook.id, SYSTEM_SOURCE).finally(() => {
      settled = true;
    });
    // The deletion asks for the round's lock and waits for it.
    for (let tries = 0; (await waitingAdvisoryLocks()) === 0; tries += 1) {
      if (tries === 200) throw new Error('the deletion never waited for the round');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(settled).toBe(false);

    release();
    await round;
    await deletion;
    const [rule] = await db.select().from(alertRules).where(eq(alertRules.appId, app.id));
    expect(rule.channelIds).toEqual([]);
  });
});
