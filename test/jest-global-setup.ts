import { makePgliteSeed, SEED_VARIABLE } from '@/test/server/pglite-seed';

/** Runs once before jest's workers start: the migrated database each test file copies (pglite-seed.ts). */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  process.env[SEED_VARIABLE] = await makePgliteSeed();
}
