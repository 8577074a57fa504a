/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/http/api-error';
import { flushFailureSummaries } from '@/lib/server/http/failure-log';
import { jsonError } from '@/lib/server/http/responses';
import { captureLog } from '@/test/server/log-capture';

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

  it('puts the details of an ApiError after its message, in the error object', async () => {
    const current = { updatedAt: '2026-01-02T03:04:05.006Z', updatedBy: null };
    const response = jsonError(new ApiError(409, 'edit_conflict', 'Saved since', { details: { current } }));
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(
      '{"error":{"code":"edit_conflict","message":"Saved since","current":' + JSON.stringify(current) + '}}',
    );
  });

  it('logs an unexpected error and answers 500 without its details', async () => {
    const log = captureLog();
    const error = new Error('secret table name in a stack');
    const response = jsonError(error, new Request('http://localhost/api/apps?token=abc'));
    flushFailureSummaries();
    log.restore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong' } });
    expect(text).not.toMatch(/secret|stack|at /);
    // One line for the operator: what failed, where, and the call without its query.
    expect(log.lines()).toEqual([
      expect.objectContaining({
        msg: 'unexpected error',
        method: 'GET',
        path: '/api/apps',
        err: expect.objectContaining({ name: 'Error', message: 'secret table name in a stack' }),
      }),
    ]);
    expect(log.raw.join('')).not.toContain('token=abc');
  });

  it('answers 503 when the database is unavailable, wrapped or raw', async () => {
    const log = captureLog();
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [
      new DatabaseUnavailableError(refused),
      new Error('query failed', { cause: refused }),
    ]) {
      const response = jsonError(error);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    }
    flushFailureSummaries();
    log.restore();
    expect(log.messages()).toEqual([
      'database unavailable, request refused',
      'database unavailable, 1 more request refused in the last 10 s',
    ]);
  });
});
