import 'server-only';

import { serverConfig } from '@/lib/server/config';
import { APP_KEY_PATTERN } from '@/lib/server/domain/apps';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { validate } from '@/lib/server/http/validate';
import {
  cachedKey,
  keyAccepted,
  keyForIngest,
  keyKnownUnknown,
  type IngestKey,
} from '@/lib/server/ingest/app-key-cache';
import { submitBeat } from '@/lib/server/ingest/group-commit';
import { noteKeyUse } from '@/lib/server/ingest/key-use';
import { countRefusal, countUnknownKey } from '@/lib/server/ingest/refusals';
import { localRateLimiter } from '@/lib/server/rate-limit/limiter';
import { isAttributeKey } from '@/lib/validations/device-labels';
import {
  DEVICE_ID_MAX_LENGTH,
  DEVICE_ID_PATTERN,
  heartbeatSchema,
  type HeartbeatInput,
} from '@/lib/validations/heartbeat';

/**
 * Device ingest, what the SDK calls: POST /api/v1/devices/heartbeat with the app key in X-App-Key. Served
 * by the custom server's lean handler (custom-server/ingest-handler.ts) and, where that server does not run,
 * by the route handler; both call `acceptHeartbeat`.
 */
export const APP_KEY_HEADER = 'x-app-key';
/**
 * A heartbeat is a handful of short fields and at most 20 attributes: about 5 KB at their longest, and
 * up to 25 KB when a JSON library writes every non-ASCII character as an escape (`\u00e9`).
 */
export const HEARTBEAT_MAX_BODY_BYTES = 32 * 1024;
/**
 * Over its limit of refused keys, an address may still have one key looked up per second while this process
 * cannot tell from memory whether it is valid (app-key-cache.ts), so that a valid key gets through without
 * the address's junk costing more than a query a second.
 */
const LOOKUPS_WHILE_REFUSED = { limit: 1, windowMs: 1000 };

function invalidKey(): ApiError {
  return new ApiError(401, 'invalid_app_key', 'The app key is missing or not valid');
}

/** A refusal that is counted for its app (refusals.ts) before it is answered. */
class AppRefusal extends Error {
  constructor(
    readonly appId: string,
    readonly reason: 'app_suspended' | 'key_revoked',
    readonly answer: ApiError,
  ) {
    super(answer.message);
  }
}

/**
 * The active app a key belongs to: 401 invalid_app_key for a missing, unknown or ended key (an ended key
 * of an app is counted as key_revoked for it, an unknown one for the admins), 403 app_suspended.
 * Refused keys are counted per client address (INVALID_APP_KEY_RATE_LIMIT, in this process's memory).
 * Past the limit only keys of no app are refused (429 with Retry-After, without a database lookup): every
 * valid key is in memory, so a device behind the same address (carrier NAT puts thousands of devices
 * behind one) keeps working, whatever its neighbours send.
 */
async function activeApp(key: string | null, clientIp: string): Promise<IngestKey> {
  const appKey = key?.trim() ?? '';
  let found = APP_KEY_PATTERN.test(appKey) ? cachedKey(appKey) : null;
  if (!found || !keyAccepted(found)) {
    // Only here, off the hot path of a known key: the settings are read from the environment each time.
    const refusals = localRateLimiter('invalid-app-key', serverConfig().invalidAppKeyRateLimit);
    const refusalKey = `ip:${clientIp}`;
    const refused = refusals?.check(refusalKey);
    if (refused?.limited) {
      // A key memory knows (ended, or of no app) is refused at once; one memory cannot tell of yet (an
      // app changed a moment ago, or the process just started) may be looked up once a second.
      const known = found !== null || !APP_KEY_PATTERN.test(appKey) || keyKnownUnknown(appKey);
      if (
        known ||
        localRateLimiter('invalid-app-key-lookups', LOOKUPS_WHILE_REFUSED)!.hit(refusalKey).limited
      ) {
        if (!found) countUnknownKey();
        throw rateLimited(refused.retryAfterSeconds);
      }
    }
    // Checked before the database: junk never costs a query.
    found = APP_KEY_PATTERN.test(appKey) ? await keyForIngest(appKey) : null;
    if (!found || !keyAccepted(found)) {
      refusals?.hit(refusalKey);
      if (!found) countUnknownKey();
      else throw new AppRefusal(found.app.id, 'key_revoked', invalidKey());
      throw invalidKey();
    }
  }
  if (found.app.status === 'suspended')
    throw new AppRefusal(
      found.app.id,
      'app_suspended',
      new ApiError(403, 'app_suspended', 'This app is suspended'),
    );
  return found;
}

/** The body's device id when it is a valid one (never any other value), for the refusal's record. */
function deviceIdOf(body: unknown): string | null {
  const deviceId = (body as { deviceId?: unknown } | null)?.deviceId;
  if (typeof deviceId !== 'string') return null;
  const trimmed = deviceId.trim();
  return trimmed.length <= DEVICE_ID_MAX_LENGTH && DEVICE_ID_PATTERN.test(trimmed) ? trimmed : null;
}

/**
 * `field: rule` of the first field at fault (or `body: <code>` for a body that is no JSON object). An
 * attribute is named by its key only when the key is a valid one: a bad key is text from the body.
 */
function faultOf(error: ApiError): string {
  const [first] = Object.entries(error.fields ?? {});
  if (!first) return `body: ${error.code}`;
  const [field, rule] = first;
  const attribute = /^attributes\.(.*)$/s.exec(field)?.[1];
  return `${attribute === undefined || isAttributeKey(attribute) ? field : 'attributes'}: ${rule}`;
}

/**
 * Takes one heartbeat: the key, then the body, then the group commit, which counts the device's and the
 * app's limits (429 rate_limited with Retry-After past either) and writes it. Resolves once the beat is
 * durable, with the device id to acknowledge. Refusals of a known app are counted for it (refusals.ts).
 */
export async function acceptHeartbeat(request: {
  appKey: string | null;
  clientIp: string;
  body: () => Promise<unknown> | unknown;
}): Promise<{ deviceId: string }> {
  let key: IngestKey;
  try {
    key = await activeApp(request.appKey, request.clientIp);
  } catch (error) {
    if (!(error instanceof AppRefusal)) throw error;
    const body = await Promise.resolve()
      .then(request.body)
      .catch(() => null);
    countRefusal(error.appId, error.reason, deviceIdOf(body));
    throw error.answer;
  }
  const { app } = key;
  let body: unknown = null;
  let input: HeartbeatInput;
  try {
    body = await request.body();
    input = await validate(heartbeatSchema, body);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      countRefusal(app.id, 'validation_failed', deviceIdOf(body), faultOf(error));
    throw error;
  }
  const outcome = await submitBeat({ app, input });
  if (outcome.status === 'rate_limited') {
    countRefusal(app.id, 'rate_limited', input.deviceId);
    throw rateLimited(outcome.retryAfterSeconds);
  }
  if (outcome.status === 'app_gone') throw invalidKey();
  noteKeyUse(key.keyId, app.id);
  return { deviceId: input.deviceId };
}
