import 'server-only';

import { DatabaseClosedError } from '@/lib/server/db/client';

/** How long counts wait in memory before they are written: a few seconds, shared by every instance. */
export const FLUSH_AFTER_MS = 2000;

/**
 * A write from memory done at most every FLUSH_AFTER_MS, whatever the heartbeat rate: `schedule()` after each
 * change in memory (cheap: a timer is set only when none is), `flush()` to write now (before a read).
 * A failed write is logged without any value and retried with the next schedule; `write` must put back
 * what it could not write.
 */
export function batchedFlush(name: string, write: () => Promise<void>) {
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
      .catch((error: unknown) => {
        if (error instanceof DatabaseClosedError) return;
        // The name and the database's error code only: a failed query's message carries its values.
        const code = (error as { cause?: { code?: unknown } })?.cause?.code;
        console.warn(
          `[ingest] ${name}: could not write, retrying later:`,
          (error as Error)?.name,
          code ?? '',
        );
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
