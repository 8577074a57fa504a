import 'server-only';

import { eq, sql } from 'drizzle-orm';

import type { Platform } from '@/lib/api/types';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { apps, deviceActivity, devices } from '@/lib/server/db/schema';
import { APP_KEY_PATTERN } from '@/lib/server/domain/apps';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { localRateLimiter, rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { HeartbeatInput } from '@/lib/validations/heartbeat';

/**
 * Device ingest, what the SDK calls: POST /api/v1/devices/heartbeat with the app key in X-App-Key.
 * The key is looked up on every beat (no cache), so a rotated key or a suspension applies at once
 * on every console instance.
 */
export const APP_KEY_HEADER = 'x-app-key';
/** A heartbeat is a handful of short fields. */
export const HEARTBEAT_MAX_BODY_BYTES = 4 * 1024;

export interface IngestApp {
  id: string;
  platform: Platform;
}

/**
 * The active app a key belongs to: 401 invalid_app_key for a missing or unknown key, 403 app_suspended.
 * Refused keys are counted per client address (INVALID_APP_KEY_RATE_LIMIT, in this process's memory):
 * past the limit, that address's heartbeats answer 429 rate_limited with Retry-After before any
 * database lookup, so guessing or replaying dead keys cannot make every beat cost a query.
 */
export async function appForKey(key: string | null, clientIp: string): Promise<IngestApp> {
  const refusals = localRateLimiter('invalid-app-key', serverConfig().invalidAppKeyRateLimit);
  const refusalKey = `ip:${clientIp}`;
  const refused = refusals?.check(refusalKey);
  if (refused?.limited) throw rateLimited(refused.retryAfterSeconds);
  const invalid = () => {
    refusals?.hit(refusalKey);
    return new ApiError(401, 'invalid_app_key', 'The app key is missing or not valid');
  };
  const appKey = key?.trim() ?? '';
  // Checked before the database: junk never costs a query.
  if (!APP_KEY_PATTERN.test(appKey)) throw invalid();
  const db = await getDb();
  const [app] = await db
    .select({ id: apps.id, platform: apps.platform, status: apps.status })
    .from(apps)
    .where(eq(apps.appKey, appKey))
    .limit(1);
  if (!app) throw invalid();
  if (app.status === 'suspended') throw new ApiError(403, 'app_suspended', 'This app is suspended');
  return { id: app.id, platform: app.platform };
}

/**
 * Counts one heartbeat against its device's DEVICE_HEARTBEAT_RATE_LIMIT, then against the app's
 * HEARTBEAT_RATE_LIMIT (all its devices together): 429 rate_limited with Retry-After past either. A beat
 * its device's limit refuses is not counted against the app, so one looping device (or anyone replaying
 * a web app's public key under one device id) cannot use up the budget of the app's other devices.
 */
export async function limitHeartbeats(appId: string, deviceId: string): Promise<void> {
  const config = serverConfig();
  const perDevice = rateLimiter('heartbeat-device', config.deviceHeartbeatRateLimit);
  const deviceKey = `app:${appId}:device:${deviceId}`;
  const device = await perDevice?.hit(deviceKey);
  if (device?.limited) throw rateLimited(device.retryAfterSeconds);
  const app = await rateLimiter('heartbeat', config.heartbeatRateLimit)?.hit(`app:${appId}`);
  if (app?.limited) {
    // Not recorded: the device may send again as soon as its app may.
    await perDevice?.release(deviceKey);
    throw rateLimited(app.retryAfterSeconds);
  }
}

/**
 * Creates the device on first sight or updates it (first_seen kept, last_seen = now; details not sent
 * this time are kept), and marks it active in the current UTC hour for the charts. One statement,
 * one round trip: the upsert runs as a data-modifying CTE.
 */
export async function recordHeartbeat(app: IngestApp, input: HeartbeatInput): Promise<void> {
  const db = await getDb();
  const detail = (value: string | null | undefined) => value ?? null;
  await db.execute(sql`
    with device as (
      insert into ${devices} as d
        (app_id, device_id, platform, os_version, model, sdk_version, app_version, first_seen, last_seen)
      values (${app.id}, ${input.deviceId}, ${input.platform ?? app.platform}, ${detail(input.osVersion)},
        ${detail(input.model)}, ${detail(input.sdkVersion)}, ${detail(input.appVersion)}, now(), now())
      on conflict (app_id, device_id) do update set
        platform = coalesce(${detail(input.platform)}, d.platform),
        os_version = coalesce(excluded.os_version, d.os_version),
        model = coalesce(excluded.model, d.model),
        sdk_version = coalesce(excluded.sdk_version, d.sdk_version),
        app_version = coalesce(excluded.app_version, d.app_version),
        last_seen = excluded.last_seen
      returning 1
    )
    insert into ${deviceActivity} (app_id, hour, device_id)
    values (${app.id}, date_trunc('hour', now(), 'UTC'), ${input.deviceId})
    on conflict do nothing
  `);
}
