import { describe, expect, it } from '@jest/globals';

import { HttpError } from '@/lib/http/client';
import { API_ERROR_MESSAGE_KEYS, apiErrorMessage } from '@/lib/http/error-message';
import en from '@/messages/en.json';

describe('apiErrorMessage', () => {
  it('maps the API codes to their messages', () => {
    expect(apiErrorMessage(new HttpError(401, 'invalid_credentials', 'x')).key).toBe('invalid_credentials');
    expect(apiErrorMessage(new HttpError(409, 'email_taken', 'x')).key).toBe('email_taken');
    expect(apiErrorMessage(new HttpError(400, 'validation_failed', 'x')).key).toBe('validation_failed');
    expect(apiErrorMessage(new HttpError(0, 'network_error', 'x')).key).toBe('network_error');
    expect(apiErrorMessage(new HttpError(503, 'service_unavailable', 'x')).key).toBe('service_unavailable');
  });

  it('says when to retry a rate-limited call when the server said so', () => {
    expect(apiErrorMessage(new HttpError(429, 'rate_limited', 'x'))).toEqual({
      key: 'rate_limited',
      values: {},
    });
    expect(apiErrorMessage(new HttpError(429, 'rate_limited', 'x', undefined, 42))).toEqual({
      key: 'rate_limited_retry',
      values: { seconds: 42 },
    });
  });

  it('falls back on the status, then on the generic message', () => {
    expect(apiErrorMessage(new HttpError(503, 'http_503', 'x')).key).toBe('service_unavailable');
    expect(apiErrorMessage(new HttpError(500, 'internal', 'x')).key).toBe('generic');
    expect(apiErrorMessage(new HttpError(400, 'invalid_json', 'x')).key).toBe('generic');
    expect(apiErrorMessage(new Error('boom')).key).toBe('generic');
    expect(apiErrorMessage('nope').key).toBe('generic');
  });

  it('has an English message for every key', () => {
    for (const key of API_ERROR_MESSAGE_KEYS) expect(en.ApiErrors[key]).toEqual(expect.any(String));
  });
});
