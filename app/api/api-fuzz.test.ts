/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import * as appsRoute from '@/app/api/apps/route';
import * as userRoute from '@/app/api/user/route';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import {
  callRoute,
  discoverApiRoutes,
  fillRoute,
  snapshotDatabase,
  type ApiMethod,
  type ApiRoute,
} from '@/test/server/api-catalog';
import { appOf, signedIn, type SignedIn } from '@/test/server/fixtures';
import { setupTestDatabase, uniqueEmail } from '@/test/server/support';

/**
 * Bad input (ASVS 1.2, 1.5, 2.2): every handler of every route under app/api (found on disk, so a new
 * route fails this test until it has a spec below) gets malformed JSON, wrong types, missing fields,
 * oversize and overlong strings, control characters and broken Unicode, SQL and HTML fragments in
 * fields with a format, malformed ids and forged tokens. Every answer must be a 4xx in the API's error
 * shape, and nothing stored may change. Then the free-text fields get Unicode, SQL and HTML that are
 * valid text: stored and answered exactly as sent, as JSON strings (escaping is the renderer's job:
 * React escapes text, see e2e/security.spec.ts and e2e/admin-journey.spec.ts).
 */
setupTestDatabase();
jest.setTimeout(120_000);

const LIMITS = [
  'LOGIN_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'CONTACT_RATE_LIMIT',
  'HEARTBEAT_RATE_LIMIT',
  'DEVICE_HEARTBEAT_RATE_LIMIT',
  'INVALID_APP_KEY_RATE_LIMIT',
];

type Auth = 'none' | 'customer' | 'admin' | 'appKey';

/** How one handler is called with valid input; the mutations start from it. */
interface Spec {
  auth: Auth;
  /** A valid body; absent for handlers that read none. */
  body?: () => Record<string, unknown>;
  /** The fields live under `data` (PUT /api/user, PUT /api/sdk-guide). */
  wrap?: 'data';
  required?: string[];
  optional?: string[];
  /** Fields with a format (ids, enums, emails): SQL and HTML fragments in them are invalid. */
  formatted?: string[];
  /** Query strings that must be refused (GET list endpoints). */
  badQueries?: string[];
  /** Has an `[id]` segment: malformed and unknown ids must be refused. */
  idParam?: boolean;
  /** Each field may be left out (PATCH), but one that is sent must be valid. */
  partial?: boolean;
  /** Fields allowed to be longer than 60,000 characters. */
  longText?: string[];
  /** Sign-out answers 204 to any token, known or not: signing out twice is harmless. */
  anyTokenAccepted?: boolean;
}

const DEVICE_BAD_QUERIES = [
  '?page=0',
  '?page=-1',
  '?page=abc',
  '?page=1e309',
  '?page=99999999999',
  '?pageSize=7',
  '?pageSize=25.5',
  '?sort=lastSeen:sideways',
  '?sort=deviceId;drop table devices;--:asc',
  '?sort=passwordHash:asc',
  '?status=offline',
  `?q=${'x'.repeat(101)}`,
];

// Unknown paths read no body: whatever is sent, the answer is 404.
const CATCH_ALL: Spec = { auth: 'none', body: () => ({ name: 'x' }) };

const SPECS: Record<string, Spec> = {
  'GET /api/[...path]': CATCH_ALL,
  'POST /api/[...path]': CATCH_ALL,
  'PUT /api/[...path]': CATCH_ALL,
  'PATCH /api/[...path]': CATCH_ALL,
  'DELETE /api/[...path]': CATCH_ALL,
  'GET /api/admin/apps': { auth: 'admin' },
  'PATCH /api/admin/apps/[id]': {
    auth: 'admin',
    idParam: true,
    body: () => ({ status: 'suspended' }),
    required: ['status'],
    formatted: ['status'],
  },
  'GET /api/admin/contact-messages': {
    auth: 'admin',
    badQueries: ['?limit=0', '?limit=101', '?limit=abc', '?before=x!'],
  },
  'GET /api/admin/customers': { auth: 'admin' },
  'GET /api/admin/devices': { auth: 'admin', badQueries: DEVICE_BAD_QUERIES },
  'GET /api/admin/stats': { auth: 'admin' },
  'GET /api/apps': { auth: 'customer' },
  'POST /api/apps': {
    auth: 'customer',
    body: () => ({ name: 'Fuzzed', platform: 'ios', bundleId: 'com.fuzz.app' }),
    required: ['name', 'platform', 'bundleId'],
    formatted: ['platform', 'bundleId'],
  },
  'PATCH /api/apps/[id]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ name: 'Renamed', bundleId: 'com.fuzz.renamed' }),
    required: ['name', 'bundleId'],
    partial: true,
    formatted: ['bundleId'],
  },
  'DELETE /api/apps/[id]': { auth: 'customer', idParam: true },
  'POST /api/apps/[id]/rotate-key': { auth: 'customer', idParam: true },
  'POST /api/contact': {
    auth: 'none',
    body: () => ({ name: 'Fuzz', email: uniqueEmail('fuzz'), message: 'Hello' }),
    required: ['name', 'email', 'message'],
    formatted: ['email'],
  },
  'GET /api/devices': { auth: 'customer', badQueries: DEVICE_BAD_QUERIES },
  'GET /api/health': { auth: 'none' },
  'GET /api/sdk-guide': { auth: 'customer' },
  'PUT /api/sdk-guide': {
    auth: 'admin',
    wrap: 'data',
    body: () => ({ markdown: '# Guide' }),
    required: ['markdown'],
    longText: ['markdown'],
  },
  'GET /api/stats': { auth: 'customer' },
  'GET /api/user': { auth: 'customer' },
  'PUT /api/user': { auth: 'customer', wrap: 'data', body: () => ({ name: 'Renamed' }), required: ['name'] },
  'POST /api/v1/auth/login': {
    auth: 'none',
    body: () => ({ email: 'nobody@example.com', password: 'password123' }),
    required: ['email', 'password'],
    formatted: ['email'],
  },
  'POST /api/v1/auth/logout': { auth: 'customer', anyTokenAccepted: true },
  'POST /api/v1/auth/signup': {
    auth: 'none',
    body: () => ({ name: 'Fuzz', email: uniqueEmail('fuzz'), password: 'password123' }),
    required: ['name', 'email', 'password'],
    formatted: ['email'],
  },
  'POST /api/v1/devices/heartbeat': {
    auth: 'appKey',
    body: () => ({ deviceId: 'fuzz-device' }),
    required: ['deviceId'],
    optional: ['platform', 'osVersion', 'model', 'sdkVersion', 'appVersion'],
    formatted: ['deviceId', 'platform'],
  },
};

const MALFORMED_JSON = [
  '',
  '{',
  '{"name":',
  '{"name": "a",}',
  "{'name': 'a'}",
  '{"name": NaN}',
  '{"a":1}}',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '[{"name":"a"}]',
  '<xml/>',
  '['.repeat(20_000),
];

const WRONG_TYPES: unknown[] = [123, -1.5, true, [], ['x'], {}, { $ne: null }];

const BAD_TEXT = [
  'A\u0000B',
  'A\u0007B',
  '\u001b[31mred',
  'A\u007fB',
  'A\u0085B',
  'A\ud800B',
  '\udfffA',
  // Direction overrides and isolates: "\u202Egnp.exe" shows as "exe.png".
  '\u202Egnp.exe',
  'a\u2066b\u2069',
];

/** Blank: nothing at all, white space, or only invisible characters (zero-width space, joiners, BOM). */
const BLANKS = [null, '', '   ', '\u200B\u200B', '\u00A0\u200D\uFEFF\u2060'];

const FORMAT_BREAKERS = [
  "x' OR '1'='1",
  "a'); DROP TABLE users;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
];

const BAD_IDS = [
  'not-a-uuid',
  "1' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  '../../admin',
  '\u0000',
  'x'.repeat(5000),
  '12345678-1234-1234-1234-1234567890ab; drop table apps',
];

// Header values travel as bytes: non-ASCII arrives as the Latin-1 reading of its UTF-8.
const asHeader = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const FORGED_TOKENS = ['forged', 'x'.repeat(5000), asHeader('😀😀😀'), "' OR 1=1 --", 'a\tb'];

interface Call {
  label: string;
  path: string;
  params: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: string;
}

let routes: ApiRoute[];
let customer: SignedIn;
let admin: SignedIn;
let app: Awaited<ReturnType<typeof appOf>>;

beforeAll(async () => {
  for (const name of LIMITS) process.env[name] = 'off';
  await resetRateLimiters();
  routes = await discoverApiRoutes();
  customer = await signedIn('customer', 'Fuzz Customer');
  admin = await signedIn('admin', 'Fuzz Admin');
  app = await appOf(customer, { name: 'Fuzz App' });
});

afterAll(() => {
  for (const name of LIMITS) delete process.env[name];
});

function authHeaders(auth: Auth): Record<string, string> {
  if (auth === 'customer') return { authorization: `Bearer ${customer.token}` };
  if (auth === 'admin') return { authorization: `Bearer ${admin.token}` };
  if (auth === 'appKey') return { 'x-app-key': app.appKey };
  return {};
}

function wrapped(spec: Spec, fields: Record<string, unknown>): Record<string, unknown> {
  return spec.wrap ? { [spec.wrap]: fields } : fields;
}

/** Each field of the valid body changed in every bad way, one at a time. */
function bodyMutations(spec: Spec): { label: string; body: string }[] {
  if (!spec.body) return [];
  const make = spec.body;
  const out: { label: string; body: string }[] = MALFORMED_JSON.map((raw) => ({
    label: `malformed JSON ${JSON.stringify(raw.slice(0, 20))}`,
    body: raw,
  }));
  const withField = (field: string, value: unknown) =>
    JSON.stringify(wrapped(spec, { ...make(), [field]: value }));
  // An empty PATCH is a valid no-op (it answers the app as it is).
  if (!spec.partial) out.push({ label: 'empty object', body: '{}' });
  if (spec.wrap) {
    for (const value of [null, 'text', 42, [make()]]) {
      out.push({
        label: `${spec.wrap} = ${JSON.stringify(value)}`,
        body: JSON.stringify({ [spec.wrap]: value }),
      });
    }
  }
  out.push({
    label: 'oversize body (2 MB)',
    body: JSON.stringify(wrapped(spec, { ...make(), pad: 'x'.repeat(2_000_000) })),
  });
  for (const field of spec.required ?? []) {
    const rest = { ...make() };
    delete rest[field];
    if (!spec.partial) out.push({ label: `${field} missing`, body: JSON.stringify(wrapped(spec, rest)) });
    for (const value of BLANKS)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
  }
  for (const field of [...(spec.required ?? []), ...(spec.optional ?? [])]) {
    for (const value of WRONG_TYPES)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
    for (const value of BAD_TEXT)
      out.push({ label: `${field} with ${JSON.stringify(value)}`, body: withField(field, value) });
    out.push({ label: `${field} over its length`, body: withField(field, 'x'.repeat(200_001)) });
    if (!spec.longText?.includes(field)) {
      out.push({ label: `${field} of 60,000 characters`, body: withField(field, `a${'x'.repeat(60_000)}`) });
    }
  }
  for (const field of spec.formatted ?? []) {
    for (const value of FORMAT_BREAKERS)
      out.push({ label: `${field} = ${JSON.stringify(value)}`, body: withField(field, value) });
  }
  return out;
}

function badCalls(route: ApiRoute, method: ApiMethod, spec: Spec): Call[] {
  const calls: Call[] = [];
  const sameOrigin = { origin: 'http://localhost', 'content-type': 'application/json' };
  const target = fillRoute(route, route.params[0]?.startsWith('...') ? 'no/such/endpoint' : app.id);
  const base = {
    path: target.path,
    params: target.params,
    headers: { ...sameOrigin, ...authHeaders(spec.auth) },
  };

  for (const { label, body } of bodyMutations(spec)) calls.push({ ...base, label, body });
  for (const query of spec.badQueries ?? [])
    calls.push({ ...base, label: `query ${query.slice(0, 40)}`, path: `${base.path}${query}` });
  if (spec.idParam) {
    const body = spec.body ? JSON.stringify(wrapped(spec, spec.body())) : undefined;
    for (const id of [...BAD_IDS, admin.user.id]) {
      const filled = fillRoute(route, id);
      calls.push({ ...base, ...filled, label: `id ${JSON.stringify(id.slice(0, 40))}`, body });
    }
    // Someone else's app looks exactly like no app.
    const stranger = { ...sameOrigin, authorization: `Bearer ${admin.token}` };
    if (spec.auth === 'customer')
      calls.push({ ...base, label: 'another customer’s app (as admin)', headers: stranger, body });
  }
  if (spec.auth === 'customer' || spec.auth === 'admin') {
    const body = spec.body ? JSON.stringify(wrapped(spec, spec.body())) : undefined;
    calls.push({ ...base, label: 'no token', headers: sameOrigin, body });
    for (const token of spec.anyTokenAccepted ? [] : FORGED_TOKENS) {
      calls.push({
        ...base,
        label: `forged token ${JSON.stringify(token.slice(0, 12))}`,
        headers: { ...sameOrigin, authorization: `Bearer ${token}` },
        body,
      });
    }
    const record = JSON.stringify({
      sessionToken: 'forged',
      role: 'admin',
      tokenExpirationTimestamp: Date.now() + 3_600_000,
    });
    calls.push({
      ...base,
      label: 'forged admin cookie, no token',
      headers: { ...sameOrigin, cookie: `auth_token=${encodeURIComponent(record)}` },
      body,
    });
    if (spec.auth === 'admin') {
      calls.push({
        ...base,
        label: 'a customer on an admin call',
        headers: { ...sameOrigin, authorization: `Bearer ${customer.token}` },
        body,
      });
    }
  }
  if (spec.auth === 'appKey') {
    const body = JSON.stringify(spec.body?.());
    for (const key of [
      '',
      'fdk_short',
      `fdk_${'A'.repeat(32)}`,
      `${app.appKey}' OR '1'='1`,
      'x'.repeat(5000),
    ]) {
      calls.push({
        ...base,
        label: `app key ${JSON.stringify(key.slice(0, 20))}`,
        headers: { ...sameOrigin, 'x-app-key': key },
        body,
      });
    }
  }
  return calls;
}

function errorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error') return false;
  const error = (body as { error: Record<string, unknown> }).error;
  const keys = Object.keys(error).sort().join();
  if (keys !== 'code,message' && keys !== 'code,fields,message') return false;
  if (typeof error.code !== 'string' || !/^[a-z_]+$/.test(error.code) || typeof error.message !== 'string')
    return false;
  return (
    error.fields === undefined ||
    Object.values(error.fields as object).every((value) => typeof value === 'string')
  );
}

async function send(route: ApiRoute, method: ApiMethod, call: Call): Promise<Response> {
  let url = `http://localhost${call.path}`;
  try {
    new URL(url);
  } catch {
    url = 'http://localhost/api/unparsable';
  }
  const request = new Request(url, {
    method,
    headers: call.headers,
    body: method === 'GET' ? undefined : call.body,
  });
  return callRoute(route, method, request, call.params);
}

describe('API fuzzing', () => {
  it('has a fuzz spec for every handler of every route', () => {
    const found = routes.flatMap((route) =>
      (Object.keys(route.handlers) as ApiMethod[]).map((method) => `${method} ${route.pattern}`),
    );
    expect(found.length).toBeGreaterThanOrEqual(25);
    expect(found.filter((key) => !SPECS[key])).toEqual([]);
  });

  it('answers every bad request with a 4xx in the error shape and changes nothing stored', async () => {
    const before = await snapshotDatabase();
    const problems: string[] = [];
    let count = 0;
    for (const route of routes) {
      for (const method of Object.keys(route.handlers) as ApiMethod[]) {
        const spec = SPECS[`${method} ${route.pattern}`];
        for (const call of badCalls(route, method, spec)) {
          count += 1;
          const response = await send(route, method, call);
          const text = await response.text();
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          const ok = response.status >= 400 && response.status < 500 && errorShape(body);
          if (!ok)
            problems.push(
              `${method} ${route.pattern} ${call.label}: ${response.status} ${text.slice(0, 200)}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(800);
    expect(await snapshotDatabase()).toEqual(before);
  });
});

describe('keys named like every object’s own properties', () => {
  // JSON.parse makes `__proto__` an own key, as a request body would have it.
  const EXTRA = JSON.parse(
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{}},"toString":1,"valueOf":"x","hasOwnProperty":null}',
  ) as Record<string, unknown>;

  it('are unknown fields like any other: dropped, never a server error', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      for (const method of Object.keys(route.handlers) as ApiMethod[]) {
        const spec = SPECS[`${method} ${route.pattern}`];
        if (!spec.body || spec === CATCH_ALL) continue;
        const target = fillRoute(route, app.id);
        const response = await send(route, method, {
          label: 'extra keys',
          ...target,
          headers: {
            origin: 'http://localhost',
            'content-type': 'application/json',
            ...authHeaders(spec.auth),
          },
          body: JSON.stringify(wrapped(spec, { ...spec.body(), ...EXTRA })),
        });
        const text = await response.text();
        const fine = response.status < 400 || (response.status < 500 && errorShape(JSON.parse(text)));
        if (!fine) problems.push(`${method} ${route.pattern}: ${response.status} ${text.slice(0, 200)}`);
        if (route.pattern === '/api/v1/auth/signup')
          expect(JSON.parse(text)).toMatchObject({ role: 'customer' });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('valid text of any kind', () => {
  const TEXTS = [
    'Zoë Ångström 😀 名前 مرحبا',
    "Robert'); DROP TABLE users;--",
    '<script>alert("x")</script>',
    '"><img src=x onerror=alert(1)>',
    '{{APP_KEY}} ${7*7} %s %n \\ \\u0000',
  ];

  it('is stored and answered exactly as sent, as plain JSON strings', async () => {
    const headers = {
      origin: 'http://localhost',
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
    };
    for (const text of TEXTS) {
      const put = await userRoute.PUT(
        new Request('http://localhost/api/user', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ data: { name: text } }),
        }),
      );
      expect(put.status).toBe(200);
      expect(put.headers.get('content-type')).toMatch(/^application\/json/);
      const get = await userRoute.GET(new Request('http://localhost/api/user', { headers }));
      expect((await get.json()).data.name).toBe(text);

      const created = await appsRoute.POST(
        new Request('http://localhost/api/apps', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: text, platform: 'web', bundleId: 'com.example.web' }),
        }),
      );
      expect(created.status).toBe(201);
      expect((await created.json()).data.name).toBe(text);
    }
  });
});
