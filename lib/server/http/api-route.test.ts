/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';

describe('apiRoute', () => {
  it('passes answers through and turns throws into JSON errors', async () => {
    const ok = apiRoute(async () => new Response('fine'));
    expect(await (await ok(new Request('http://localhost/'))).text()).toBe('fine');
    const failing = apiRoute(async () => {
      throw new ApiError(404, 'not_found', 'Nothing here');
    });
    const response = await failing(new Request('http://localhost/'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nothing here' } });
  });

  it('answers 503 service_unavailable without running the handler while the console is down for maintenance', async () => {
    const handler = jest.fn(async () => new Response('fine'));
    const route = apiRoute(handler, { crossOrigin: true });
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
