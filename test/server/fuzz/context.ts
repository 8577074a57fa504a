import { afterAll, beforeAll } from '@jest/globals';

import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { discoverApiRoutes, type ApiRoute } from '@/test/server/api-catalog';
import { appOf, signedIn, type SignedIn } from '@/test/server/fixtures';
import type { Auth } from '@/test/server/fuzz/specs';
import { setupTestDatabase } from '@/test/server/support';

/** The accounts and app the fuzz tests act with, created once per test file. */
export interface FuzzContext {
  routes: ApiRoute[];
  customer: SignedIn;
  /** Another customer, to whom the customer's app must look like no app at all. */
  stranger: SignedIn;
  admin: SignedIn;
  app: Awaited<ReturnType<typeof appOf>>;
}

const LIMITS = [
  'LOGIN_RATE_LIMIT',
  'LOGIN_ADDRESS_RATE_LIMIT',
  'LOGIN_ACCOUNT_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'CONTACT_RATE_LIMIT',
  'PASSWORD_RESET_RATE_LIMIT',
  'HEARTBEAT_RATE_LIMIT',
  'DEVICE_HEARTBEAT_RATE_LIMIT',
  'INVALID_APP_KEY_RATE_LIMIT',
];

/**
 * A test database with the rate limits off, every route under app/api, two customers, an admin and
 * the first customer's app: the returned object is filled in before the file's tests run.
 */
export function setupFuzzContext(): FuzzContext {
  setupTestDatabase();
  const context = {} as FuzzContext;
  beforeAll(async () => {
    for (const name of LIMITS) process.env[name] = 'off';
    process.env.CRON_SECRET = FUZZ_CRON_SECRET;
    await resetRateLimiters();
    context.routes = await discoverApiRoutes();
    context.customer = await signedIn('customer', 'Fuzz Customer');
    context.stranger = await signedIn('customer', 'Fuzz Stranger');
    context.admin = await signedIn('admin', 'Fuzz Admin');
    context.app = await appOf(context.customer, { name: 'Fuzz App' });
  });
  afterAll(() => {
    for (const name of LIMITS) delete process.env[name];
    delete process.env.CRON_SECRET;
  });
  return context;
}

/** The cron routes' secret while the fuzz tests run (CRON_SECRET). */
export const FUZZ_CRON_SECRET = 'fuzz-cron-secret-0123456789abcdef';

export function authHeaders({ customer, admin, app }: FuzzContext, auth: Auth): Record<string, string> {
  if (auth === 'cron') return { authorization: `Bearer ${FUZZ_CRON_SECRET}` };
  if (auth === 'customer') return { authorization: `Bearer ${customer.token}` };
  if (auth === 'admin') return { authorization: `Bearer ${admin.token}` };
  if (auth === 'appKey') return { 'x-app-key': app.appKey };
  return {};
}
