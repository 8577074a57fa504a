/** @jest-environment node */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';

import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import {
  callRoute,
  discoverApiRoutes,
  fillRoute,
  snapshotDatabase,
  STATE_CHANGING_METHODS,
  type ApiMethod,
  type ApiRoute,
} from '@/test/server/api-catalog';
import { appOf, signedIn, type SignedIn } from '@/test/server/fixtures';
import { setupTestDatabase, uniqueEmail, uniqueIp } from '@/test/server/support';

/**
 * CSRF (ASVS 3.5): every state-changing call of every API route, found on disk, is refused with 403
 * csrf_rejected when it comes from another site without a bearer token, before anything is written;
 * cookies never stand in for the token. The device ingest is the one public cross-origin endpoint.
 * And no GET, of any route, changes anything stored.
 */
setupTestDatabase();

const INGEST = '/api/v1/devices/heartbeat';
const EVIL = 'https://evil.example';

let routes: ApiRoute[];
let customer: SignedIn;
let admin: SignedIn;
let app: Awaited<ReturnType<typeof appOf>>;

beforeAll(async () => {
  routes = await discoverApiRoutes();
  customer = await signedIn('customer', 'Casey');
  admin = await signedIn('admin', 'Ada');
  app = await appOf(customer, { name: 'Csrf Shop' });
});

afterEach(async () => {
  delete process.env.ALLOWED_ORIGINS;
  await resetRateLimiters();
});

/** A body each endpoint would accept: a forged request is refused for its origin, not its content. */
function validBody(pattern: string): unknown {
  switch (pattern) {
    case '/api/v1/auth/signup':
      return { name: 'Forged', email: uniqueEmail('forged'), password: 'lantern-moss-42' };
    case '/api/v1/auth/login':
      return { email: 'nobody@example.com', password: 'password123' };
    case '/api/v1/auth/password-reset':
      return { email: uniqueEmail('forged') };
    case '/api/v1/auth/password-reset/confirm':
      return { token: 'forged-token', password: 'lantern-moss-42' };
    case '/api/user/password':
      return { currentPassword: 'guessed', newPassword: 'lantern-moss-42' };
    case '/api/contact':
      return { name: 'Forged', email: uniqueEmail('forged'), message: 'Sent from another site' };
    case '/api/apps':
      return { name: 'Forged app', platform: 'web', bundleId: 'forged.app' };
    case '/api/apps/[id]':
      return { name: 'Renamed by a forged request' };
    case '/api/admin/apps/[id]':
      return { status: 'suspended' };
    case '/api/user':
      return { data: { name: 'Renamed by a forged request' } };
    case '/api/sdk-guide':
      return { data: { markdown: '# Forged guide' } };
    case INGEST:
      return { deviceId: 'csrf-device' };
    default:
      return {};
  }
}

function forged(path: string, method: ApiMethod, headers: Record<string, string>, body?: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
  });
}

/** A cookie copy of a signed-in admin record: the API must not read it. */
function adminCookie(): string {
  const record = {
    sessionToken: admin.token,
    role: 'admin',
    tokenExpirationTimestamp: Date.now() + 3_600_000,
  };
  return `auth_token=${encodeURIComponent(JSON.stringify(record))}`;
}

function stateChangingCalls() {
  return routes.flatMap((route) =>
    STATE_CHANGING_METHODS.filter((method) => route.handlers[method]).map((method) => ({ route, method })),
  );
}

describe('CSRF origin check', () => {
  it('finds the API routes on disk', () => {
    const patterns = routes.map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/api/contact', '/api/v1/auth/login', '/api/apps/[id]']),
    );
    expect(stateChangingCalls().length).toBeGreaterThanOrEqual(12);
  });

  it('refuses every state-changing call from another site without a bearer token, writing nothing', async () => {
    const before = await snapshotDatabase();
    for (const { route, method } of stateChangingCalls()) {
      if (route.pattern === INGEST) continue;
      const { path, params } = fillRoute(route, route.params[0]?.startsWith('...') ? 'x/y' : app.id);
      const variants: Record<string, Record<string, string>> = {
        'another origin': { origin: EVIL },
        'another origin with the record cookie': { origin: EVIL, cookie: adminCookie() },
        'an opaque origin': { origin: 'null' },
        'a cross-site fetch without Origin': { 'sec-fetch-site': 'cross-site', cookie: adminCookie() },
        'a same-site page without Origin': { 'sec-fetch-site': 'same-site' },
      };
      for (const [label, headers] of Object.entries(variants)) {
        const response = await callRoute(
          route,
          method,
          forged(path, method, headers, validBody(route.pattern)),
          params,
        );
        expect({
          call: `${method} ${route.pattern} from ${label}`,
          status: response.status,
          body: await response.json(),
        }).toEqual({
          call: `${method} ${route.pattern} from ${label}`,
          status: 403,
          body: { error: { code: 'csrf_rejected', message: expect.any(String) } },
        });
      }
    }
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('accepts the same calls from the console’s own pages and from ALLOWED_ORIGINS', async () => {
    const sameOrigin = { origin: 'http://localhost' };
    const contact = () => validBody('/api/contact');
    const route = routes.find((candidate) => candidate.pattern === '/api/contact') as ApiRoute;
    expect(
      (await callRoute(route, 'POST', forged('/api/contact', 'POST', sameOrigin, contact()), {})).status,
    ).toBe(201);
    expect(
      (
        await callRoute(
          route,
          'POST',
          forged('/api/contact', 'POST', { 'sec-fetch-site': 'same-origin' }, contact()),
          {},
        )
      ).status,
    ).toBe(201);

    const signup = routes.find((candidate) => candidate.pattern === '/api/v1/auth/signup') as ApiRoute;
    const console = { origin: 'https://console.example.com' };
    const refused = await callRoute(
      signup,
      'POST',
      forged('/api/v1/auth/signup', 'POST', console, validBody(signup.pattern)),
      {},
    );
    expect(refused.status).toBe(403);
    process.env.ALLOWED_ORIGINS = 'https://console.example.com';
    const accepted = await callRoute(
      signup,
      'POST',
      forged('/api/v1/auth/signup', 'POST', console, validBody(signup.pattern)),
      {},
    );
    expect(accepted.status).toBe(201);
  });

  it('accepts bearer-authenticated calls from anywhere: the token cannot be sent cross-site', async () => {
    const route = routes.find((candidate) => candidate.pattern === '/api/apps') as ApiRoute;
    const request = forged(
      '/api/apps',
      'POST',
      { origin: EVIL, authorization: `Bearer ${customer.token}` },
      validBody('/api/apps'),
    );
    expect((await callRoute(route, 'POST', request, {})).status).toBe(201);
  });

  it('leaves the device ingest open to every site: SDKs authenticate with the app key, not cookies', async () => {
    const route = routes.find((candidate) => candidate.pattern === INGEST) as ApiRoute;
    const request = forged(INGEST, 'POST', { origin: EVIL, 'x-app-key': app.appKey }, validBody(INGEST));
    const response = await callRoute(route, 'POST', request, {});
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET changes nothing', () => {
  it('leaves every table as it was after every GET of every route, signed in or not, with odd queries', async () => {
    const before = await snapshotDatabase();
    const queries = [
      '',
      '?page=2&pageSize=50&sort=deviceId:asc&q=x&status=all',
      `?ownerId=${customer.user.id}&appId=${app.id}`,
    ];
    let calls = 0;
    for (const route of routes) {
      if (!route.handlers.GET) continue;
      for (const token of [undefined, customer.token, admin.token]) {
        for (const query of queries) {
          const { path, params } = fillRoute(route, route.params[0]?.startsWith('...') ? 'x/y' : app.id);
          const headers: Record<string, string> = { origin: EVIL, cookie: adminCookie() };
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await callRoute(route, 'GET', forged(`${path}${query}`, 'GET', headers), params);
          expect(response.status).toBeLessThan(500);
          // The live stream (GET /api/events) stays open until its reader goes: this one goes now.
          await response.body?.cancel();
          calls += 1;
        }
      }
    }
    expect(calls).toBeGreaterThanOrEqual(12 * 9);
    expect(await snapshotDatabase()).toEqual(before);
  });
});
