import 'server-only';

import { serverConfig } from '@/lib/server/config';
import { APP_KEY_PATTERN } from '@/lib/server/domain/apps';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { validate } from '@/lib/server/http/validate';
import { appForKey, cachedAppForKey, type IngestApp } from '@/lib/server/ingest/app-keys';
import { submitBeat } from '@/lib/server/ingest/group-commit';
import { localRateLimiter } from '@/lib/server/rate-limit/limiter';
import { heartbeatSchema } from '@/lib/validations/heartbeat';

/**
 * Device ingest, what the SDK calls: POST /api/v1/devices/heartbeat with the app key in X-App-Key. Served
 * by the custom server's lean handler (server/ingest-handler.ts) and, where that server does not run,
 * by the route handler; both call `acceptHeartbeat`.
 */
export const APP_KEY_HEADER = 'x-app-key';
/** A heartbeat is a handful of short fields. */
export const HEARTBEAT_MAX_BODY_BYTES = 4 * 1024;
/**
 * Over its limit of refused keys, an address may still have one unknown key looked up per second, so a
 * valid key of an app this process has not cached yet gets through (and is cached) without the address's
 * junk costing more than a query a second.
 */
const LOOKUPS_WHILE_REFUSED = { limit: 1, windowMs: 1000 };

function invalidKey(): ApiError {
  return new ApiError(401, 'invalid_app_key', 'The app key is missing or not valid');
}

/**
 * The active app a key belongs to: 401 invalid_app_key for a missing or unknown key, 403 app_suspended.
 * Refused keys are counted per client address (INVALID_APP_KEY_RATE_LIMIT, in this process's memory).
 * Past the limit only keys this process does not know are refused (429 with Retry-After, before any
 * database lookup): a valid key behind the same address (carrier NAT puts thousands of devices behind
 * one) keeps working.
 */
async function activeApp(key: string | null, clientIp: string): Promise<IngestApp> {
  const appKey = key?.trim() ?? '';
  let app = APP_KEY_PATTERN.test(appKey) ? cachedAppForKey(appKey) : null;
  if (!app) {
    // Only here, off the hot path of a known key: the settings are read from the environment each time.
    const refusals = localRateLimiter('invalid-app-key', serverConfig().invalidAppKeyRateLimit);
    const refusalKey = `ip:${clientIp}`;
    const refused = refusals?.check(refusalKey);
    if (refused?.limited) {
      const lookup = localRateLimiter('invalid-app-key-lookups', LOOKUPS_WHILE_REFUSED)!.hit(refusalKey);
      if (lookup.limited) throw rateLimited(refused.retryAfterSeconds);
    }
    // Checked before the database: junk never costs a query.
    app = APP_KEY_PATTERN.test(appKey) ? await appForKey(appKey) : null;
    if (!app) {
      refusals?.hit(refusalKey);
      throw invalidKey();
    }
  }
  if (app.status === 'suspended') throw new ApiError(403, 'app_suspended', 'This app is suspended');
  return app;
}

/**
 * Takes one heartbeat: the key, then the body, then the group commit, which counts the device's and the
 * app's limits (429 rate_limited with Retry-After past either) and writes it. Resolves once the beat is
 * durable, with the device id to acknowledge.
 */
export async function acceptHeartbeat(request: {
  appKey: string | null;
  clientIp: string;
  body: () => Promise<unknown> | unknown;
}): Promise<{ deviceId: string }> {
  const app = await activeApp(request.appKey, request.clientIp);
  const input = await validate(heartbeatSchema, await request.body());
  const outcome = await submitBeat({ app, input });
  if (outcome.status === 'rate_limited') throw rateLimited(outcome.retryAfterSeconds);
  if (outcome.status === 'app_gone') throw invalidKey();
  return { deviceId: input.deviceId };
}
