/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { SyncedWindowCounter } from '@/lib/server/rate-limit/synced-window';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

/**
 * The counter against a stand-in for the `rate_limits` table whose statements answer only when the
 * test lets them: what a slow database does under load. (The real table: the heartbeat route's tests
 * and the two-instance suite.)
 */
const table = new Map<string, number>();
const held: Array<() => void> = [];
/** How many of the next statements wait for the test. */
let holdNext = 0;

/** Adds the statement's counts to the table and answers its totals, once the test lets it. */
async function execute(query: { queryChunks: unknown[] }): Promise<{ rows: unknown[] }> {
  const json = query.queryChunks.find((chunk) => typeof chunk === 'string' && chunk.startsWith('['));
  const rows = JSON.parse(json as string) as Array<{ key: string; delta: number; ms: number }>;
  if (holdNext > 0) {
    holdNext -= 1;
    await new Promise<void>((resolve) => held.push(resolve));
  }
  return {
    rows: rows.map(({ key, delta, ms }) => {
      table.set(key, (table.get(key) ?? 0) + delta);
      return { key, count: table.get(key), ms };
    }),
  };
}

jest.mock('@/lib/server/db/client', () => ({
  dbOpened: () => true,
  getDb: async () => ({ execute }),
  rowsOf: (result: { rows: unknown[] }) => result.rows,
}));

const rule = { limit: 5, windowMs: 60_000 };

/** One unit of work: a grant, then settled as used. */
async function use(counter: SyncedWindowCounter, key: string): Promise<number> {
  const { granted } = await counter.take(key, 1, rule);
  counter.settle(key, granted, granted);
  return granted;
}

describe('SyncedWindowCounter', () => {
  it('grants up to the limit, then nothing', async () => {
    const counter = new SyncedWindowCounter('test');
    const granted = [];
    for (let i = 0; i < 7; i += 1) granted.push(await use(counter, 'plain'));
    expect(granted).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(table.get('plain')).toBe(5);
  });

  it('still counts what a slow sync is carrying to the table', async () => {
    const counter = new SyncedWindowCounter('test');
    expect([await use(counter, 'slow'), await use(counter, 'slow')]).toEqual([1, 1]);
    // The third use passes half the limit, so its sync leaves at once, carrying three; the table is slow.
    holdNext = 1;
    expect(await use(counter, 'slow')).toBe(1);
    const rest = (async () => [
      await use(counter, 'slow'),
      await use(counter, 'slow'),
      await use(counter, 'slow'),
    ])();
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setImmediate(resolve));
    held.splice(0).forEach((release) => release());
    // Five granted in all: the three on their way to the table counted while they were.
    expect(await rest).toEqual([1, 1, 0]);
    expect(table.get('slow')).toBe(5);
  });
});
