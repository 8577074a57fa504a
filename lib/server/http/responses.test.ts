/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/http/api-error';
import { jsonError, withApiErrors } from '@/lib/server/http/responses';

describe('jsonError', () => {
  it('answers an ApiError with its status, shape and headers, not cached', async () => {
    const response = jsonError(
      new ApiError(429, 'rate_limited', 'Slow down', {
        fields: { email: 'required' },
        headers: { 'Retry-After': '7' },
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: { code: 'rate_limited', message: 'Slow down', fields: { email: 'required' } },
    });
  });

  it('logs an unexpected error and answers 500 without its details', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('secret table name in a stack');
    const response = jsonError(error);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
    expect(text).not.toMatch(/secret|stack|at /);
    // The whole error, stack and all, goes to the server's log for the operator.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unexpected error'), error);
    log.mockRestore();
  });

  it('answers 503 when the database is unavailable, wrapped or raw', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [
      new DatabaseUnavailableError(refused),
      new Error('query failed', { cause: refused }),
    ]) {
      const response = jsonError(error);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    }
    log.mockRestore();
  });
});

describe('withApiErrors', () => {
  it('passes answers through and turns throws into JSON errors', async () => {
    const ok = withApiErrors(async () => new Response('fine'));
    expect(await (await ok(new Request('http://localhost/'))).text()).toBe('fine');
    const failing = withApiErrors(async () => {
      throw new ApiError(404, 'not_found', 'Nothing here');
    });
    const response = await failing(new Request('http://localhost/'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nothing here' } });
  });

  it('answers 503 service_unavailable without running the handler while the console is down for maintenance', async () => {
    const handler = jest.fn(async () => new Response('fine'));
    const route = withApiErrors(handler, { crossOrigin: true });
    process.env.MAINTENANCE = 'on';
    try {
      const response = await route(new Request('http://localhost/api/health'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect((await response.json()).error.code).toBe('service_unavailable');
      expect(handler).not.toHaveBeenCalled();
    } finally {
      delete process.env.MAINTENANCE;
    }
    expect(await (await route(new Request('http://localhost/api/health'))).text()).toBe('fine');
  });
});
