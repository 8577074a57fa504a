import { HttpError } from '@/lib/http/client';

/**
 * Maps any failure of a call to a key of the `ApiErrors` message namespace, so every screen words the
 * same problem the same way: `t(\`ApiErrors.${key}\`, values)`. Unknown codes get the generic message;
 * the server's English `message` is never shown.
 */
export const API_ERROR_MESSAGE_KEYS = [
  'email_taken',
  'forbidden',
  'generic',
  'invalid_credentials',
  'network_error',
  'not_found',
  'payload_too_large',
  'rate_limited',
  'rate_limited_retry',
  'service_unavailable',
  'unauthorized',
  'validation_failed',
] as const;
export type ApiErrorMessageKey = (typeof API_ERROR_MESSAGE_KEYS)[number];

export interface ApiErrorMessage {
  key: ApiErrorMessageKey;
  values: { seconds?: number };
}

const BY_CODE: Readonly<Record<string, ApiErrorMessageKey>> = {
  email_taken: 'email_taken',
  forbidden: 'forbidden',
  invalid_credentials: 'invalid_credentials',
  network_error: 'network_error',
  not_found: 'not_found',
  payload_too_large: 'payload_too_large',
  rate_limited: 'rate_limited',
  service_unavailable: 'service_unavailable',
  unauthorized: 'unauthorized',
  validation_failed: 'validation_failed',
};

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

export function apiErrorMessage(error: unknown): ApiErrorMessage {
  if (!(error instanceof HttpError)) return { key: 'generic', values: {} };
  const key = BY_CODE[error.code] ?? BY_STATUS[error.status] ?? 'generic';
  if (key === 'rate_limited' && error.retryAfter !== undefined && error.retryAfter > 0) {
    return { key: 'rate_limited_retry', values: { seconds: error.retryAfter } };
  }
  return { key, values: {} };
}
