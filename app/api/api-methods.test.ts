/** @jest-environment node */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

import {
  API_METHODS,
  discoverApiRoutes,
  fillRoute,
  type ApiMethod,
  type ApiRoute,
} from '@/test/server/api-catalog';

/**
 * A method a route does not take (GET on the sign-in call, DELETE on the apps list) answers 405 in
 * the API's error shape, with `Allow` naming the methods it does take (RFC 9110), not Next.js' empty
 * 405. Every route found on disk is held to it, so a new route must say which methods it takes.
 */
let routes: ApiRoute[];

beforeAll(async () => {
  routes = await discoverApiRoutes();
});

afterEach(() => {
  delete process.env.MAINTENANCE;
});

async function callNotServed(route: ApiRoute, method: ApiMethod): Promise<Response> {
  const { path, params } = fillRoute(route, '00000000-0000-0000-0000-000000000000');
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
    body: method === 'GET' ? undefined : '{"name":"x"}',
  });
  return route.notServed[method]!(request, { params: Promise.resolve(params) });
}

describe('methods a route does not take', () => {
  const routesWithOwnMethods = () => routes.filter((route) => route.pattern !== '/api/[...path]');

  it('answer 405 in the error shape, with Allow naming the methods the route takes', async () => {
    const problems: string[] = [];
    let count = 0;
    for (const route of routesWithOwnMethods()) {
      const served = API_METHODS.filter((method) => route.handlers[method]);
      const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      for (const method of API_METHODS.filter((m) => !route.handlers[m])) {
        if (!route.notServed[method]) {
          problems.push(`${method} ${route.pattern}: Next.js' empty 405 (no otherMethods handler)`);
          continue;
        }
        count += 1;
        const response = await callNotServed(route, method);
        const body = (await response.json()) as { error?: { code?: string; message?: string } };
        if (
          response.status !== 405 ||
          body.error?.code !== 'method_not_allowed' ||
          typeof body.error.message !== 'string' ||
          response.headers.get('allow') !== allow
        ) {
          problems.push(
            `${method} ${route.pattern}: ${response.status} ${JSON.stringify(body)} Allow: ${response.headers.get('allow')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });

  it('answer 503 while the console is down for maintenance, like every call', async () => {
    process.env.MAINTENANCE = 'on';
    const heartbeat = routes.find((route) => route.pattern === '/api/v1/devices/heartbeat')!;
    const response = await callNotServed(heartbeat, 'GET');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('carry the ingest’s CORS headers on the ingest, so an SDK in a web page can read them', async () => {
    const heartbeat = routes.find((route) => route.pattern === '/api/v1/devices/heartbeat')!;
    const response = await callNotServed(heartbeat, 'PUT');
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });
});
