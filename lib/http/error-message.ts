import { HttpError } from '@/lib/http/client';

/**
 * Maps any failure of a call to a key of the `ApiErrors` message namespace, so every screen words the
 * same problem the same way: `t(\`ApiErrors.${key}\`, values)`. Unknown codes get the generic message;
 * the server's English `message` is never shown.
 */
export const API_ERROR_MESSAGE_KEYS = [
  'active_key',
  'already_invited',
  'already_member',
  'challenge_expired',
  'email_taken',
  'forbidden',
  'generic',
  'invalid_code',
  'invalid_credentials',
  'invalid_reset_token',
  'invitation_expired',
  'invitation_revoked',
  'invitation_used',
  'invitation_wrong_account',
  'last_owner',
  'limit_reached',
  'mfa_required',
  'name_taken',
  'network_error',
  'not_found',
  'passkey_rejected',
  'payload_too_large',
  'rate_limited',
  'rate_limited_retry',
  'rate_limited_retry_hours',
  'rate_limited_retry_minutes',
  'role_forbidden',
  'service_unavailable',
  'totp_enabled',
  'totp_not_enabled',
  'totp_not_started',
  'unauthorized',
  'validation_failed',
] as const;
export type ApiErrorMessageKey = (typeof API_ERROR_MESSAGE_KEYS)[number];

export interface ApiErrorMessage {
  key: ApiErrorMessageKey;
  /** The wait of a `rate_limited_retry*` key, in its unit. */
  values: { seconds?: number; minutes?: number; hours?: number };
}

/** The rate-limited keys, by the unit of their wait. */
export const RATE_LIMITED_KEYS = [
  'rate_limited',
  'rate_limited_retry',
  'rate_limited_retry_minutes',
  'rate_limited_retry_hours',
] as const satisfies readonly ApiErrorMessageKey[];
export type RateLimitedKey = (typeof RATE_LIMITED_KEYS)[number];

// An answer's code has a message of its own when a key is named after it: every key but these, which
// no answer carries (the fallback, and the rate limit's waits, chosen below by Retry-After).
const NOT_CODES: ReadonlySet<string> = new Set(['generic', ...RATE_LIMITED_KEYS.slice(1)]);
const byCode = (code: string): ApiErrorMessageKey | undefined =>
  (API_ERROR_MESSAGE_KEYS as readonly string[]).includes(code) && !NOT_CODES.has(code)
    ? (code as ApiErrorMessageKey)
    : undefined;

// When the answer carried no known code (a proxy's HTML page, say), the status still says something.
const BY_STATUS: Readonly<Record<number, ApiErrorMessageKey>> = {
  0: 'network_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

/**
 * A wait said in the unit a person reads best: seconds up to a minute and a half, then minutes up to an
 * hour and a half, then hours, each rounded up (a limit of 10 an hour can mean "3,412 seconds": "57 minutes").
 */
function retryMessage(seconds: number): ApiErrorMessage {
  if (seconds <= 90) return { key: 'rate_limited_retry', values: { seconds } };
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return { key: 'rate_limited_retry_minutes', values: { minutes } };
  return { key: 'rate_limited_retry_hours', values: { hours: Math.ceil(seconds / 3600) } };
}

export function apiErrorMessage(error: unknown): ApiErrorMessage {
  if (!(error instanceof HttpError)) return { key: 'generic', values: {} };
  const key = byCode(error.code) ?? BY_STATUS[error.status] ?? 'generic';
  if (key === 'rate_limited' && error.retryAfter !== undefined && error.retryAfter > 0) {
    return retryMessage(error.retryAfter);
  }
  return { key, values: {} };
}

export function isRateLimitedKey(key: ApiErrorMessageKey): key is RateLimitedKey {
  return (RATE_LIMITED_KEYS as readonly string[]).includes(key);
}
