import 'server-only';

import { DatabaseClosedError } from '@/lib/server/db/client';
import { failureStreak } from '@/lib/server/log-streak';

/** How long counts wait in memory before they are written: a few seconds, shared by every instance. */
export const FLUSH_AFTER_MS = 2000;

/**
 * A write from memory done at most every FLUSH_AFTER_MS, whatever the heartbeat rate: `schedule()` after each
 * change in memory (cheap: a timer is set only when none is), `flush()` to write now (before a read).
 * A failed write is retried with the next schedule (logged once for a run of failures, with nothing of
 * what it wrote: lib/server/log-streak.ts); `write` must put back what it could not write.
 */
export function batchedFlush(name: string, write: () => Promise<void>) {
  const writing = failureStreak(`${name} flush`, 'could not write, retrying; the counts wait in memory');
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // One write at a time: a flush asked for meanwhile waits for it, then writes what came since.
    while (running) await running;
    running = write()
      .then(writing.succeeded, (error: unknown) => {
        if (error instanceof DatabaseClosedError) return;
        writing.failed(error);
        schedule();
      })
      .finally(() => {
        running = null;
      });
    await running;
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, FLUSH_AFTER_MS);
    timer.unref();
  }

  return { flush, schedule };
}
