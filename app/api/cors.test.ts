/** @jest-environment node */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';

import { API_METHODS, discoverApiRoutes, fillRoute, type ApiRoute } from '@/test/server/api-catalog';

/**
 * A console on another origin (ALLOWED_ORIGINS) calls this API with a bearer token and JSON: its
 * browser asks first (a preflight) and then lets the page read only answers that name its origin.
 * Every other site gets no such permission, which the CSRF defence relies on (lib/server/http/csrf.ts).
 */
const CONSOLE = 'https://console.example.com';
const ELSEWHERE = 'https://elsewhere.example';
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

let routes: ApiRoute[];

beforeAll(async () => {
  routes = await discoverApiRoutes();
});

beforeEach(() => {
  process.env.ALLOWED_ORIGINS = CONSOLE;
});

afterEach(() => {
  delete process.env.ALLOWED_ORIGINS;
});

/** The routes a console calls: all but unknown paths and the device ingest (any origin, its own headers). */
const consoleRoutes = () =>
  routes.filter((route) => !['/api/[...path]', '/api/v1/devices/heartbeat'].includes(route.pattern));

async function preflight(route: ApiRoute, origin: string, method: string): Promise<Response> {
  const { path, params } = fillRoute(route, ZERO_ID);
  const request = new Request(`http://localhost${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });
  return route.preflight!(request, { params: Promise.resolve(params) });
}

describe('CORS for a console on another origin', () => {
  it('every route a console calls answers its preflight for the methods it takes, and only those', async () => {
    const problems: string[] = [];
    for (const route of consoleRoutes()) {
      if (!route.preflight) {
        problems.push(`${route.pattern}: no OPTIONS`);
        continue;
      }
      for (const method of API_METHODS) {
        const response = await preflight(route, CONSOLE, method);
        const granted = response.headers.get('access-control-allow-origin');
        if (route.handlers[method]) {
          const headers = response.headers.get('access-control-allow-headers') ?? '';
          if (response.status !== 204 || granted !== CONSOLE || !/\bAuthorization\b/.test(headers)) {
            problems.push(`${method} ${route.pattern}: ${response.status} ${granted} ${headers}`);
          }
        } else if (granted !== null) {
          problems.push(`${method} ${route.pattern}: granted a method it does not take`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('grants another site nothing', async () => {
    for (const route of consoleRoutes()) {
      const method = API_METHODS.find((m) => route.handlers[m])!;
      const response = await preflight(route, ELSEWHERE, method);
      expect([route.pattern, response.status, response.headers.get('access-control-allow-origin')]).toEqual([
        route.pattern,
        204,
        null,
      ]);
    }
  });

  it('lets the console read an answer, an error included, and another site none', async () => {
    const apps = routes.find((route) => route.pattern === '/api/apps')!;
    const call = (origin: string) =>
      apps.handlers.GET!(new Request('http://localhost/api/apps', { headers: { origin } }), {
        params: Promise.resolve({}),
      });

    const fromConsole = await call(CONSOLE);
    expect(fromConsole.status).toBe(401);
    expect(fromConsole.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(fromConsole.headers.get('access-control-expose-headers')).toBe(
      'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Idempotent-Replayed',
    );

    const fromElsewhere = await call(ELSEWHERE);
    expect(fromElsewhere.status).toBe(401);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names no one while ALLOWED_ORIGINS is unset', async () => {
    delete process.env.ALLOWED_ORIGINS;
    const login = routes.find((route) => route.pattern === '/api/v1/auth/login')!;
    const response = await preflight(login, CONSOLE, 'POST');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
