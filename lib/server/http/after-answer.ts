import 'server-only';

import { after } from 'next/server';

import { log } from '@/lib/server/log';

/**
 * Runs `task` once the answer has gone: work whose time must not show in the answer's (what depends on
 * whether an account exists), or that the caller need not wait for. Inside a request it is Next's
 * `after`, which a serverless function also waits for before it stops; outside one (the backend's tests,
 * scripts), where `after` refuses to run, on the event loop's next turn. A failure is logged, named by
 * `what`; the task logs what it knows better itself.
 */
export function afterAnswer(what: string, task: () => Promise<void>): void {
  const run = () =>
    task().catch((error: unknown) => {
      log().error({ err: error }, `${what} failed after the answer`);
    });
  try {
    after(run);
  } catch {
    setImmediate(run);
  }
}
