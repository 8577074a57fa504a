/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { onSessionEvent } from '@/lib/auth/session-events';
import { HttpError, httpRequest } from '@/lib/http/client';
import { mockFetchForEachTest } from '@/test/fetch-mock';

interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A minimal stand-in for a fetch Response: status, headers and a text body. */
function answer({ status, body, headers = {} }: FakeAnswer) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    status,
    statusText: `Status ${status}`,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

const fetchMock = mockFetchForEachTest();

afterEach(() => {
  jest.restoreAllMocks();
});

function lastInit(): RequestInit & { headers: Record<string, string> } {
  return fetchMock.mock.calls.at(-1)![1] as RequestInit & { headers: Record<string, string> };
}

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('httpRequest', () => {
  it('sends and reads JSON by default, without auth or cache headers', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: { ok: true } }));

    await expect(httpRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    expect(fetchMock).toHaveBeenCalledWith('/api/thing', expect.anything());
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.headers['Cache-Control']).toBeUndefined();
    expect(init.cache).toBeUndefined();
  });

  it('defaults to GET with no body', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: [] }));
    await httpRequest('/api/list');
    expect(lastInit().method).toBe('GET');
    expect(lastInit().body).toBeUndefined();
  });

  it('adds the bearer token and the no-cache settings when asked', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: { data: 1 } }));
    await httpRequest('/api/user', { token: 'tok-123', noCache: true });
    const init = lastInit();
    expect(init.headers.Authorization).toBe('Bearer tok-123');
    expect(init.headers['Cache-Control']).toBe('no-cache');
    expect(init.cache).toBe('no-store');
  });

  it('treats every 2xx as success and a 204 as no content', async () => {
    fetchMock.mockResolvedValueOnce(answer({ status: 201, body: { id: 'x' } }));
    await expect(httpRequest('/a')).resolves.toEqual({ id: 'x' });
    fetchMock.mockResolvedValueOnce(answer({ status: 299, body: { id: 'y' } }));
    await expect(httpRequest('/a')).resolves.toEqual({ id: 'y' });
    fetchMock.mockResolvedValueOnce(answer({ status: 204 }));
    await expect(httpRequest('/a')).resolves.toBeUndefined();
  });

  it('turns a 4xx into an HttpError with the API code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      answer({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the form',
            fields: { password: 'minLength:8' },
          },
        },
      }),
    );
    const error = await caught(httpRequest('/api/v1/auth/signup', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Check the form');
    expect(error.fields).toEqual({ password: 'minLength:8' });
  });

  it('falls back to http_<status> when the body is not an API error', async () => {
    fetchMock.mockResolvedValue(answer({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await caught(httpRequest('/a'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.fields).toBeUndefined();
  });

  it('reads Retry-After on a rate-limited answer', async () => {
    fetchMock.mockResolvedValue(
      answer({
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Slow down' } },
        headers: { 'Retry-After': '30' },
      }),
    );
    const error = await caught(httpRequest('/api/v1/auth/login', { method: 'POST', body: {} }));
    expect(error.code).toBe('rate_limited');
    expect(error.retryAfter).toBe(30);
  });

  it('turns a network failure into HttpError status 0, network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(httpRequest('/a'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
  });

  it('lets a cancelled request fail as an abort, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(httpRequest('/a', { signal: controller.signal })).rejects.toBe(abort);
    expect(lastInit().signal).toBe(controller.signal);
  });

  it('tells the browser session about a 401 on a call made with a token', async () => {
    const handler = jest.fn();
    const unsubscribe = onSessionEvent(handler);
    fetchMock.mockResolvedValue(
      answer({ status: 401, body: { error: { code: 'unauthorized', message: 'No' } } }),
    );

    const error = await caught(httpRequest('/api/user', { token: 'dead' }));
    expect(error.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'refused', token: 'dead' });

    // A 401 without a token (wrong password) is not a dead session.
    await caught(httpRequest('/api/v1/auth/login', { method: 'POST', body: {} }));
    expect(handler).toHaveBeenCalledTimes(1);

    unsubscribe();
    await caught(httpRequest('/api/user', { token: 'dead' }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('tells the shell when a call is refused for want of two-factor sign-in', async () => {
    const handler = jest.fn();
    const unsubscribe = onSessionEvent(handler);
    fetchMock.mockResolvedValue(
      answer({ status: 403, body: { error: { code: 'mfa_required', message: 'Set it up' } } }),
    );
    const error = await caught(httpRequest('/api/apps', { token: 'tok' }));
    expect(error.code).toBe('mfa_required');
    expect(handler).toHaveBeenCalledWith({ type: 'mfaRequired' });
    unsubscribe();
  });

  it('does not notify on other failures of a call with a token', async () => {
    const handler = jest.fn();
    const unsubscribe = onSessionEvent(handler);
    fetchMock.mockResolvedValue(
      answer({ status: 403, body: { error: { code: 'forbidden', message: 'No' } } }),
    );
    await caught(httpRequest('/api/user', { token: 'tok' }));
    expect(handler).not.toHaveBeenCalled();
    unsubscribe();
  });
});
