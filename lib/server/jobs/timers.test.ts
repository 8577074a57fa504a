/** @jest-environment node */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

import { getDb } from '@/lib/server/db/client';
import type { BackgroundJob } from '@/lib/server/jobs/job';
import { startJobTimer, stopJobTimer } from '@/lib/server/jobs/timers';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();
beforeAll(async () => {
  // The timers leave a closed database alone: this one is open.
  await getDb();
});

const started: string[] = [];
afterEach(() => {
  started.splice(0).forEach(stopJobTimer);
  delete process.env.BACKGROUND_JOBS;
});

/** A job on a 10 ms pace that counts its runs; `run` may be held open by the test. */
function countingJob(name: string, run?: () => Promise<void>) {
  const job = {
    runs: 0,
    name,
    everyMs: () => 10,
    runsWith: 'server' as const,
    run: async () => {
      job.runs += 1;
      await run?.();
      return { ran: true };
    },
  } satisfies BackgroundJob & { runs: number };
  started.push(name);
  return job;
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the background jobs’ timers', () => {
  it('run a job on its pace, and none with BACKGROUND_JOBS=off', async () => {
    process.env.BACKGROUND_JOBS = 'off';
    const off = countingJob('left-to-cron');
    startJobTimer(off);
    process.env.BACKGROUND_JOBS = 'on';
    const on = countingJob('on-a-timer');
    startJobTimer(on);
    await until(() => on.runs >= 3);
    expect(off.runs).toBe(0);
  });

  it('never start a run while the last one is still going', async () => {
    let finish = () => {};
    const slow = countingJob('slow', () => new Promise<void>((resolve) => (finish = resolve)));
    const pace = countingJob('pace');
    startJobTimer(slow);
    startJobTimer(pace);
    await until(() => pace.runs >= 5);
    expect(slow.runs).toBe(1);
    finish();
    await until(() => slow.runs >= 2);
  });
});
