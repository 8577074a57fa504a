import { test as base } from '@playwright/test';

import { ConsoleWatch } from './console-watch';
import { makeSeed, seedRecord, type RecordState, type Seed } from './records';

export { expect } from '@playwright/test';

interface Fixtures {
  /** Watches the test's browser context; attach further contexts with `consoleWatch.attach()`. */
  consoleWatch: ConsoleWatch;
  /** Makes a record in the given state through the real API and seeds the test's context with it. */
  seedAs: (state: RecordState, options?: { expiresInMs?: number }) => Promise<Seed>;
}

export const test = base.extend<Fixtures>({
  consoleWatch: [
    async ({ context }, provide) => {
      const watch = new ConsoleWatch();
      watch.attach(context);
      await provide(watch);
      watch.verify();
    },
    { auto: true },
  ],
  seedAs: async ({ context, request }, provide) => {
    await provide(async (state, options) => {
      const seed = await makeSeed(request, state, options);
      await seedRecord(context, seed);
      return seed;
    });
  },
});
