/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { IntlMessageFormat } from 'intl-messageformat';

import { HttpError } from '@/lib/http/client';
import { API_ERROR_MESSAGE_KEYS, apiErrorMessage } from '@/lib/http/error-message';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

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

  it('says a long wait in minutes, and a longer one in hours, rounded up', () => {
    const wait = (seconds: number) =>
      apiErrorMessage(new HttpError(429, 'rate_limited', 'x', undefined, seconds));
    expect(wait(90)).toEqual({ key: 'rate_limited_retry', values: { seconds: 90 } });
    expect(wait(91)).toEqual({ key: 'rate_limited_retry_minutes', values: { minutes: 2 } });
    expect(wait(3400)).toEqual({ key: 'rate_limited_retry_minutes', values: { minutes: 57 } });
    expect(wait(5400)).toEqual({ key: 'rate_limited_retry_minutes', values: { minutes: 90 } });
    expect(wait(5401)).toEqual({ key: 'rate_limited_retry_hours', values: { hours: 2 } });
    expect(wait(86_400)).toEqual({ key: 'rate_limited_retry_hours', values: { hours: 24 } });
  });

  it('tells a rate-limited user to wait 57 minutes, not 3,400 seconds, in every language', () => {
    const say = (messages: typeof en, locale: string, seconds: number) => {
      const { key, values } = apiErrorMessage(new HttpError(429, 'rate_limited', 'x', undefined, seconds));
      return new IntlMessageFormat(messages.ApiErrors[key], locale).format(values);
    };
    expect(say(en, 'en', 3400)).toBe('Too many attempts. Please try again in 57 minutes.');
    expect(say(de, 'de', 3400)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 57 Minuten erneut.');
    expect(say(ru, 'ru', 3400)).toBe('Слишком много попыток. Повторите попытку через 57 минут.');
    expect(say(ru, 'ru', 10_000)).toBe('Слишком много попыток. Повторите попытку через 3 часа.');
    expect(say(en, 'en', 3601 * 24)).toBe('Too many attempts. Please try again in 25 hours.');
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
