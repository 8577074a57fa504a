/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { z } from 'zod';
import type { oas31 } from 'zod-openapi';

import { createOpenApiDocument } from '@/lib/api/openapi/document';
import type { userSchema } from '@/lib/api/openapi/schemas/account';
import type { customerListSchema } from '@/lib/api/openapi/schemas/admin';
import type {
  adminAppListSchema,
  appKeyListSchema,
  appListSchema,
  unknownKeyHourSchema,
} from '@/lib/api/openapi/schemas/apps';
import type { auditCursorPageSchema } from '@/lib/api/openapi/schemas/audit';
import type {
  deviceCursorPageSchema,
  deviceDetailSchema,
  devicePageSchema,
} from '@/lib/api/openapi/schemas/devices';
import type { statsSchema } from '@/lib/api/openapi/schemas/stats';
import type { createdApiTokenSchema } from '@/lib/api/openapi/schemas/tokens';
import { runAlertCheck } from '@/lib/server/alerts/check';
import { deliveriesSettled } from '@/lib/server/alerts/deliver';
import type { AuditCursorPage } from '@/lib/server/audit/cursor';
import type { createApiToken } from '@/lib/server/auth/api-tokens';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import type { listAppKeys } from '@/lib/server/domain/app-keys';
import type { DeviceCursorPage } from '@/lib/server/domain/devices/cursor';
import type { DeviceList } from '@/lib/server/domain/devices/list';
import type {
  adminAppsAnswer,
  appsAnswer,
  customersAnswer,
  deviceDetailAnswer,
  statsAnswer,
} from '@/lib/server/http/answers';
import type { unknownKeyRefusals } from '@/lib/server/ingest/refusals';
import { callRoute, discoverApiRoutes, type ApiMethod, type ApiRoute } from '@/test/server/api-catalog';
import { insertDevices, minutesAgo, signedIn, type SignedIn } from '@/test/server/fixtures';
import { SoftAuthenticator } from '@/test/server/soft-authenticator';
import { apiRequest, setupTestDatabase, uniqueEmail, uniqueIp } from '@/test/server/support';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

/**
 * Real answers against the OpenAPI document (docs/automation.md, "The API's description"): every
 * operation it documents is called here, on a real database, as a script or the console calls it, and
 * each answer's status, body and headers must be what the document says of that operation: a status it
 * lists, a body its schema accepts (every object closed: a field it does not name fails), an error code
 * among those it lists, its required headers, and no RateLimit, Retry-After, Idempotent-Replayed or
 * Content-Disposition header it does not list. The last test checks that every operation was called.
 * lib/api/openapi/contract.test.ts checks the document against the route handlers' code.
 */

// The answers' envelopes, as the server's own functions type them, are the document's. The types the
// console and the server share (lib/api/types.ts, lib/api/contract/) are the schemas' own, so they need
// no check; these are the shapes the server declares or builds itself (lib/ cannot import the server).
/** True when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile unless given `true`: a failing line names the pair that drifted. */
type Expect<T extends true> = T;
type Of<S extends z.ZodType> = z.infer<S>;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** True when every value of A is a value of B: the server may answer less than a shared type allows. */
type Within<A, B> = [A] extends [B] ? true : false;
export type ServerAnswersMatchTheDocument = [
  Expect<Equal<Answer<typeof appsAnswer>, Of<typeof appListSchema>>>,
  Expect<Within<Answer<typeof adminAppsAnswer>, Of<typeof adminAppListSchema>>>,
  Expect<Equal<Answer<typeof customersAnswer>, Of<typeof customerListSchema>>>,
  Expect<Equal<DeviceList, Of<typeof devicePageSchema>>>,
  Expect<Equal<DeviceCursorPage, Of<typeof deviceCursorPageSchema>>>,
  Expect<Equal<Answer<typeof deviceDetailAnswer>, { data: Of<typeof deviceDetailSchema> }>>,
  Expect<Equal<Answer<typeof statsAnswer>, { data: Of<typeof statsSchema> }>>,
  Expect<Equal<AuditCursorPage, Of<typeof auditCursorPageSchema>>>,
  Expect<Equal<Answer<typeof listAppKeys>, Of<typeof appKeyListSchema>>>,
  Expect<Equal<Answer<typeof unknownKeyRefusals>, Of<typeof unknownKeyHourSchema>[]>>,
  Expect<Equal<Answer<typeof createApiToken>, Of<typeof createdApiTokenSchema>>>,
  Expect<Equal<PublicUser, Of<typeof userSchema>>>,
];

jest.setTimeout(60_000);
setupTestDatabase();

const CRON_SECRET = 'cron-secret-for-the-openapi-test-0123';
/** Headers whose presence the document must state for the answer that carries them. */
const STATED_HEADERS = [
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
  'idempotent-replayed',
  'content-disposition',
];

let document: oas31.OpenAPIObject;
let ajv: Ajv2020;
let routes: ApiRoute[];
let receiver: WebhookReceiver;
const validators = new Map<string, ValidateFunction>();
/** `GET /api/apps 200`: every operation and status an answer was checked for. */
const checked = new Set<string>();

beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  process.env.CRON_SECRET = CRON_SECRET;
  receiver = await startReceiver();
  routes = await discoverApiRoutes();
  document = createOpenApiDocument();
  // The document's references, made absolute so that each answer's schema can be compiled on its own.
  const schemas = JSON.parse(
    JSON.stringify(document.components?.schemas ?? {}).replaceAll('"#/components/', '"openapi#/components/'),
  );
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: { schemas } });
});

afterAll(async () => {
  // The last calls' live events (an app deleted) are delivered a moment after their commit: let them go
  // before the database closes, or their delivery fails in the torn-down test environment (a log line).
  await new Promise((resolve) => setTimeout(resolve, 200));
  await deliveriesSettled();
  await receiver.close();
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  delete process.env.CRON_SECRET;
  delete process.env.API_TOKEN_RATE_LIMIT;
});

function resolve<T>(value: T | oas31.ReferenceObject): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const [kind, name] = value.$ref.replace('#/components/', '').split('/');
  return (document.components as Record<string, Record<string, T>>)[kind][name];
}

function validator(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object,
    );
    validators.set(key, validate);
  }
  return validate;
}

/** The documented path template a concrete path matches, static segments before parameters. */
function templateOf(path: string): string {
  const templates = Object.keys(document.paths ?? {}).sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );
  const found = templates.find((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`).test(path),
  );
  if (!found) throw new Error(`No operation documents ${path}`);
  return found;
}

interface Checked {
  status: number;
  headers: Headers;
  // The checks made the shape sure; tests read what they need.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Checks an answer against what the document says of `method template` (throws with every mismatch),
 * and notes that it was checked.
 */
async function check(method: ApiMethod, template: string, response: Response): Promise<Checked> {
  const key = `${method} ${template}`;
  const operation = document.paths?.[template]?.[method.toLowerCase() as 'get'];
  if (!operation) throw new Error(`${key} is not documented`);
  const problems: string[] = [];
  const documented = operation.responses?.[String(response.status)];
  if (!documented) throw new Error(`${key} answered ${response.status}, which it does not document`);
  const answer = resolve<oas31.ResponseObject>(documented);

  const contentType = response.headers.get('content-type') ?? '';
  const [mediaType, media] = Object.entries(answer.content ?? {})[0] ?? [];
  let body: unknown = null;
  if (!mediaType) {
    const text = await response.text();
    if (text !== '') problems.push(`a body where the document says none: ${text.slice(0, 100)}`);
  } else if (!contentType.startsWith(mediaType)) {
    problems.push(`Content-Type ${contentType}, documented ${mediaType}`);
  } else if (mediaType === 'application/json') {
    body = await response.json();
    const validate = validator(`${key} ${response.status}`, media?.schema);
    if (!validate(body))
      problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
    const codes = (answer as unknown as Record<string, unknown>)['x-error-codes'] as string[] | undefined;
    if (response.status >= 400) {
      const code = (body as { error?: { code?: string } }).error?.code ?? '';
      if (!codes?.includes(code)) problems.push(`error code ${code}, documented ${codes?.join(', ')}`);
    }
  } else if (mediaType === 'text/event-stream') {
    await response.body?.cancel();
  } else {
    body = await response.text();
  }

  const headers = Object.fromEntries(
    Object.entries(answer.headers ?? {}).map(([name, header]) => [name.toLowerCase(), resolve(header)]),
  );
  for (const [name, header] of Object.entries(headers)) {
    const value = response.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`no ${name} header, which is required`);
      continue;
    }
    const validate = validator(`header ${name} ${JSON.stringify(header.schema)}`, header.schema);
    if (!validate(value)) problems.push(`${name}: ${value} ${ajv.errorsText(validate.errors)}`);
  }
  for (const name of STATED_HEADERS) {
    if (response.headers.has(name) && !headers[name]) problems.push(`a ${name} header it does not document`);
  }
  if (problems.length > 0) throw new Error(`${key} ${response.status}:\n  ${problems.join('\n  ')}`);
  checked.add(`${key} ${response.status}`);
  return { status: response.status, headers: response.headers, body };
}

interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Calls the route handler that serves `path` as a client would, and checks its answer. */
async function call(method: ApiMethod, path: string, options: CallOptions = {}): Promise<Checked> {
  const url = new URL(path, 'http://localhost');
  const template = templateOf(url.pathname);
  const pattern = template.replace(/\{([^}]+)\}/g, '[$1]');
  const route = routes.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route serves ${template}`);
  const params: Record<string, string> = {};
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const values = url.pathname.split('/');
  template.split('/').forEach((segment, index) => {
    if (segment.startsWith('{')) params[segment.slice(1, -1)] = decodeURIComponent(values[index]);
  });
  expect(Object.keys(params)).toEqual(names);
  const request = apiRequest(`${url.pathname}${url.search}`, {
    method,
    token: options.token,
    body: options.body,
    rawBody: options.rawBody,
    headers: { 'x-forwarded-for': uniqueIp(), ...options.headers },
  });
  return check(method, template, await callRoute(route, method, request, params));
}

/** Who and what the calls act on, made through the API itself as they go. */
const w = {} as {
  admin: SignedIn;
  owner: SignedIn;
  invitee: SignedIn;
  orgId: string;
  /** An account made by sign-up, with a password. */
  account: { email: string; password: string; token: string; id: string };
  appId: string;
  appKey: string;
  orgToken: string;
  orgTokenId: string;
  personalToken: string;
  personalTokenId: string;
};

describe('the answers of the API, against its OpenAPI document', () => {
  it('signs up, signs in, resets and changes a password, and signs out', async () => {
    w.admin = await signedIn('admin', 'Ada');
    const password = 'lantern-moss-42-river';
    const email = uniqueEmail('openapi');
    const up = await call('POST', '/api/v1/auth/signup', { body: { name: 'Sam', email, password } });
    expect(up.status).toBe(201);
    w.account = { email, password, token: up.body.sessionToken, id: up.body.user.id };
    expect(
      (await call('POST', '/api/v1/auth/signup', { body: { name: 'Sam', email, password } })).status,
    ).toBe(409);
    expect((await call('POST', '/api/v1/auth/signup', { body: { name: '', email: 'x' } })).status).toBe(400);

    const login = await call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(
      (await call('POST', '/api/v1/auth/login', { body: { email, password: 'not-it-at-all' } })).status,
    ).toBe(401);
    expect((await call('POST', '/api/v1/auth/login', { rawBody: '{"email":' })).status).toBe(400);

    expect((await call('POST', '/api/v1/auth/password-reset', { body: { email } })).status).toBe(202);
    const link = await call('POST', `/api/admin/users/${w.account.id}/password-reset-link`, {
      token: w.admin.token,
    });
    expect(link.status).toBe(201);
    const resetToken = new URL(link.body.data.url).searchParams.get('token');
    expect(
      (
        await call('POST', '/api/v1/auth/password-reset/confirm', {
          body: { token: 'not-a-reset-token', password },
        })
      ).status,
    ).toBe(400);
    const newPassword = 'harbour-fern-77-lamp';
    expect(
      (
        await call('POST', '/api/v1/auth/password-reset/confirm', {
          body: { token: resetToken, password: newPassword },
        })
      ).status,
    ).toBe(200);
    // The reset ended every session: sign in again.
    const again = await call('POST', '/api/v1/auth/login', { body: { email, password: newPassword } });
    w.account.token = again.body.sessionToken;
    const second = await call('POST', '/api/v1/auth/login', { body: { email, password: newPassword } });

    expect((await call('GET', '/api/user', { token: w.account.token })).status).toBe(200);
    expect((await call('GET', '/api/user')).status).toBe(401);
    expect(
      (await call('PUT', '/api/user', { token: w.account.token, body: { data: { name: 'Samira' } } })).status,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/user', { token: w.account.token, body: { data: { name: ' ' } } })).body.error
        .fields,
    ).toEqual({
      name: 'required',
    });

    const sessions = await call('GET', '/api/user/sessions', { token: w.account.token });
    const other = sessions.body.data.find((session: { current: boolean }) => !session.current);
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, { token: w.account.token })).status).toBe(
      204,
    );
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, { token: w.account.token })).status).toBe(
      404,
    );
    expect(second.status).toBe(200);

    const wrong = { currentPassword: 'not-the-password', newPassword: 'quartz-ember-19-sail' };
    expect((await call('POST', '/api/user/password', { token: w.account.token, body: wrong })).status).toBe(
      400,
    );
    const change = { currentPassword: newPassword, newPassword: 'quartz-ember-19-sail' };
    expect((await call('POST', '/api/user/password', { token: w.account.token, body: change })).status).toBe(
      200,
    );

    expect((await call('POST', '/api/v1/auth/logout', { token: w.account.token })).status).toBe(204);
    expect((await call('POST', '/api/v1/auth/logout')).status).toBe(401);
  });

  it('sets up two-factor sign-in, signs in in two steps and turns it off', async () => {
    const email = uniqueEmail('two-factor');
    const password = 'lantern-quartz-58';
    const up = await call('POST', '/api/v1/auth/signup', { body: { name: 'Tove', email, password } });
    const token = up.body.sessionToken;
    expect((await call('GET', '/api/user/2fa', { token })).body.data).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
    });
    const setup = await call('POST', '/api/user/2fa/totp', { token, body: { password } });
    expect(setup.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const code = (steps: number) => generate({ secret: setup.body.secret, epoch: now + steps * 30 });
    expect((await call('POST', '/api/user/2fa/totp/confirm', { token, body: { code: '12' } })).status).toBe(
      400,
    );
    const confirmed = await call('POST', '/api/user/2fa/totp/confirm', {
      token,
      body: { code: await code(0) },
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await call('POST', '/api/user/2fa/totp', { token, body: { password } })).status).toBe(409);
    const regenerated = await call('POST', '/api/user/2fa/recovery-codes', {
      token,
      body: { code: await code(1) },
    });
    expect(regenerated.status).toBe(200);

    const first = await call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect(first.body.mfaRequired).toBe(true);
    const { challenge } = first.body;
    const wrong = await call('POST', '/api/v1/auth/login/mfa', { body: { challenge, code: '000000' } });
    expect(wrong.status).toBe(401);
    expect((await call('POST', '/api/v1/auth/login/mfa', { body: { challenge } })).status).toBe(400);
    const second = await call('POST', '/api/v1/auth/login/mfa', {
      body: { challenge, recoveryCode: regenerated.body.recoveryCodes[0] },
    });
    expect(second.status).toBe(200);
    expect(
      (await call('POST', '/api/v1/auth/login/mfa', { body: { challenge, code: '000000' } })).status,
    ).toBe(401);

    const off = { password, recoveryCode: regenerated.body.recoveryCodes[1] };
    expect((await call('DELETE', '/api/user/2fa/totp', { token, body: off })).status).toBe(204);
    expect((await call('DELETE', '/api/user/2fa/totp', { token, body: off })).status).toBe(409);

    // Set up again, then removed by an admin who verified them another way.
    const again = await call('POST', '/api/user/2fa/totp', { token, body: { password } });
    // A new secret: its first code is new, whatever codes of the old one were used.
    const confirmAgain = await generate({ secret: again.body.secret });
    expect(
      (await call('POST', '/api/user/2fa/totp/confirm', { token, body: { code: confirmAgain } })).status,
    ).toBe(200);
    const removal = `/api/admin/users/${up.body.user.id}/2fa`;
    expect((await call('DELETE', removal, { token: w.admin.token })).status).toBe(204);
    expect((await call('DELETE', removal, { token: w.admin.token })).status).toBe(409);
    expect((await call('DELETE', removal, { token })).status).toBe(403);
  });

  it('adds a passkey, signs in with it (as the second step and alone) and removes it', async () => {
    const email = uniqueEmail('passkey');
    const password = 'harbour-violet-83';
    const up = await call('POST', '/api/v1/auth/signup', { body: { name: 'Pia', email, password } });
    const token = up.body.sessionToken;
    const authenticator = new SoftAuthenticator('http://localhost');
    const creation = await call('POST', '/api/user/passkeys/options', { token, body: { password } });
    const added = await call('POST', '/api/user/passkeys', {
      token,
      body: { name: 'Phone', response: authenticator.create(creation.body.data) },
    });
    expect(added.status).toBe(201);
    expect((await call('GET', '/api/user/passkeys', { token })).body.data).toEqual([added.body.data]);
    const first = await call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect(first.body.methods).toEqual(['passkey']);
    const { challenge } = first.body;
    const options = await call('POST', '/api/v1/auth/login/passkey/options', { body: { challenge } });
    const second = await call('POST', '/api/v1/auth/login/mfa', {
      body: { challenge, passkey: authenticator.get(options.body.data) },
    });
    expect(second.status).toBe(200);
    const alone = await call('POST', '/api/v1/auth/login/passkey/options', { body: {} });
    const signedIn = await call('POST', '/api/v1/auth/login/passkey', {
      body: { response: authenticator.get(alone.body.data) },
    });
    expect(signedIn.body.user.email).toBe(email);
    const path = `/api/user/passkeys/${added.body.data.id}`;
    expect((await call('DELETE', path, { token, body: { password } })).status).toBe(204);
    expect((await call('DELETE', path, { token, body: { password } })).status).toBe(404);
  });

  it('manages organisations, invitations and members', async () => {
    w.owner = await signedIn('customer', 'Olive');
    w.invitee = await signedIn('customer', 'Ivan');
    w.orgId = w.owner.user.id;
    const token = w.owner.token;
    const list = await call('GET', '/api/orgs', { token });
    expect(list.body.activeOrgId).toBe(w.orgId);
    const created = await call('POST', '/api/orgs', { token, body: { name: 'Side project' } });
    expect(created.status).toBe(201);
    const sideId = created.body.data.id;
    expect((await call('PATCH', `/api/orgs/${sideId}`, { token, body: { name: 'Side' } })).status).toBe(200);
    expect((await call('PUT', '/api/orgs/active', { token, body: { orgId: w.orgId } })).status).toBe(200);
    // The last character changed to one it is not, so the id is never the real one.
    const unknownId = sideId.replace(/.$/, sideId.endsWith('0') ? '1' : '0');
    expect((await call('PUT', '/api/orgs/active', { token, body: { orgId: unknownId } })).status).toBe(404);
    expect((await call('DELETE', `/api/orgs/${sideId}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/orgs/${sideId}`, { token })).status).toBe(404);
    expect(
      (await call('PATCH', `/api/orgs/${w.orgId}`, { token: w.invitee.token, body: { name: 'Mine' } }))
        .status,
    ).toBe(404);

    expect((await call('GET', `/api/orgs/${w.orgId}/members`, { token })).body.data).toHaveLength(1);
    const invite = { email: w.invitee.user.email, role: 'member' };
    const headers = { 'idempotency-key': `invite-${Date.now()}` };
    const sent = await call('POST', `/api/orgs/${w.orgId}/invitations`, { token, body: invite, headers });
    expect(sent.status).toBe(201);
    const replayed = await call('POST', `/api/orgs/${w.orgId}/invitations`, { token, body: invite, headers });
    expect([replayed.status, replayed.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    const reused = await call('POST', `/api/orgs/${w.orgId}/invitations`, {
      token,
      body: { ...invite, role: 'viewer' },
      headers,
    });
    expect(reused.status).toBe(422);
    expect((await call('POST', `/api/orgs/${w.orgId}/invitations`, { token, body: invite })).status).toBe(
      409,
    );
    expect((await call('GET', `/api/orgs/${w.orgId}/invitations`, { token })).body.data).toHaveLength(1);
    const resent = await call('POST', `/api/orgs/${w.orgId}/invitations/${sent.body.data.id}/resend`, {
      token,
    });
    const inviteToken = new URL(resent.body.data.url).searchParams.get('token')!;
    expect(
      (await call('GET', `/api/invitations/lookup?token=${encodeURIComponent(inviteToken)}`)).status,
    ).toBe(200);
    expect((await call('GET', '/api/invitations/lookup?token=unknown')).status).toBe(404);
    expect(
      (
        await call('POST', '/api/invitations/accept', {
          token: w.account.token,
          body: { token: inviteToken },
        })
      ).status,
    ).toBe(401);
    const accepted = await call('POST', '/api/invitations/accept', {
      token: w.invitee.token,
      body: { token: inviteToken },
    });
    expect(accepted.body.data.id).toBe(w.orgId);

    const member = `/api/orgs/${w.orgId}/members/${w.invitee.user.id}`;
    expect((await call('PATCH', member, { token, body: { role: 'viewer' } })).status).toBe(200);
    expect((await call('PATCH', member, { token: w.invitee.token, body: { role: 'admin' } })).status).toBe(
      403,
    );
    const self = `/api/orgs/${w.orgId}/members/${w.owner.user.id}`;
    expect((await call('PATCH', self, { token, body: { role: 'admin' } })).status).toBe(409);

    const another = await call('POST', `/api/orgs/${w.orgId}/invitations`, {
      token,
      body: { email: uniqueEmail('later'), role: 'viewer' },
    });
    expect(
      (await call('DELETE', `/api/orgs/${w.orgId}/invitations/${another.body.data.id}`, { token })).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/orgs/${w.orgId}/invitations/${another.body.data.id}`, { token })).status,
    ).toBe(404);
  });

  it('makes, lists and refuses API tokens, with their rate limit', async () => {
    const token = w.owner.token;
    const made = await call('POST', `/api/orgs/${w.orgId}/tokens`, {
      token,
      body: { name: 'CI', scopes: ['apps:write', 'devices:write', 'alerts:write', 'audit:read'] },
      headers: { 'idempotency-key': `ci-${Date.now()}` },
    });
    expect(made.status).toBe(201);
    [w.orgToken, w.orgTokenId] = [made.body.token, made.body.data.id];
    expect(
      (
        await call('POST', `/api/orgs/${w.orgId}/tokens`, {
          token,
          body: { name: 'CI', scopes: ['members:read'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/orgs/${w.orgId}/tokens`, {
          token: w.invitee.token,
          body: { name: 'CI', scopes: ['apps:read'] },
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/api/orgs/${w.orgId}/tokens`, { token })).body.data).toHaveLength(1);

    const personal = await call('POST', '/api/user/tokens', {
      token,
      body: { name: 'Me', orgId: w.orgId, scopes: ['members:write'], expiresInDays: 7 },
    });
    [w.personalToken, w.personalTokenId] = [personal.body.token, personal.body.data.id];
    expect((await call('GET', '/api/user/tokens', { token })).body.data).toHaveLength(1);
    expect(
      (
        await call('POST', '/api/user/tokens', {
          token,
          body: { name: 'Me', orgId: w.invitee.user.id, scopes: ['apps:read'] },
        })
      ).status,
    ).toBe(404);

    // A token where only a session may call, without the call's scope, unknown, and past its limit.
    expect((await call('GET', '/api/user', { token: w.orgToken })).body.error.code).toBe('session_required');
    expect(
      (await call('GET', `/api/orgs/${w.orgId}/members`, { token: w.orgToken })).body.error,
    ).toMatchObject({
      code: 'insufficient_scope',
      scope: 'members:read',
    });
    expect((await call('GET', `/api/orgs/${w.orgId}/members`, { token: w.personalToken })).status).toBe(200);
    expect((await call('GET', '/api/apps', { token: `fdo_${'x'.repeat(36)}` })).status).toBe(401);
    process.env.API_TOKEN_RATE_LIMIT = '2/1m';
    try {
      const limited = await call('GET', `/api/orgs/${w.orgId}/invitations`, { token: w.personalToken });
      expect(limited.headers.get('ratelimit-limit')).toBe('2');
      await call('GET', `/api/orgs/${w.orgId}/invitations`, { token: w.personalToken });
      const refused = await call('GET', `/api/orgs/${w.orgId}/invitations`, { token: w.personalToken });
      expect(refused.status).toBe(429);
    } finally {
      delete process.env.API_TOKEN_RATE_LIMIT;
    }
  });

  it('creates and changes an app, its keys, and takes its heartbeats', async () => {
    const token = w.orgToken;
    const body = { name: 'Kiosk', platform: 'android', bundleId: 'com.example.kiosk' };
    const headers = { 'idempotency-key': `app-${Date.now()}` };
    const created = await call('POST', '/api/apps', { token, body, headers });
    expect(created.status).toBe(201);
    expect(
      (await call('POST', '/api/apps', { token, body, headers })).headers.get('idempotent-replayed'),
    ).toBe('true');
    expect((await call('POST', '/api/apps', { token, body: { ...body, platform: 'Android' } })).status).toBe(
      400,
    );
    w.appId = created.body.data.id;
    const app = `/api/apps/${w.appId}`;
    const listed = await call('GET', '/api/apps', { token });
    expect(listed.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    expect(
      (await call('GET', '/api/apps', { token: w.owner.token })).headers.get('ratelimit-limit'),
    ).toBeNull();
    expect((await call('GET', app, { token })).body.data.quota).toBeDefined();
    expect((await call('GET', app, { token: w.admin.token })).body.data.owner).toBeDefined();
    expect((await call('GET', `/api/apps/${w.invitee.user.id}`, { token })).status).toBe(404);
    expect((await call('PATCH', app, { token, body: { onlineWindowSeconds: 120 } })).status).toBe(200);
    expect((await call('PATCH', app, { token, body: { onlineWindowSeconds: 1 } })).status).toBe(400);

    const oldKeys = await call('GET', `${app}/keys`, { token });
    const rotated = await call('POST', `${app}/rotate-key`, { token, body: { graceSeconds: 3600 } });
    w.appKey = rotated.body.data.appKey;
    const keys = (await call('GET', `${app}/keys`, { token })).body.data as { id: string; state: string }[];
    const active = keys.find((key) => key.state === 'active')!;
    expect((await call('DELETE', `${app}/keys/${active.id}`, { token })).status).toBe(409);
    expect((await call('DELETE', `${app}/keys/${oldKeys.body.data[0].id}`, { token })).status).toBe(204);
    expect((await call('POST', `${app}/rotate-key`, { token, rawBody: '' })).status).toBe(200);
    w.appKey = (await call('POST', `${app}/rotate-key`, { token })).body.data.appKey;

    const beat = (appKey: string | null, beatBody: unknown) =>
      call('POST', '/api/v1/devices/heartbeat', {
        body: beatBody,
        headers: appKey ? { 'x-app-key': appKey } : {},
      });
    expect(
      (await beat(w.appKey, { deviceId: 'kiosk-1', platform: 'android', model: 'Pixel 8' })).status,
    ).toBe(202);
    expect((await beat(w.appKey, { deviceId: 'kiosk-1', model: 'Pixel 9' })).status).toBe(202);
    expect((await beat(w.appKey, { deviceId: 'kiosk 1' })).status).toBe(400);
    expect((await beat(null, { deviceId: 'kiosk-1' })).status).toBe(401);
    expect((await call('GET', `${app}/ingest`, { token })).body.data.firstDeviceId).toBe('kiosk-1');
    // An offline device beside it, seen long ago.
    await insertDevices(w.appId, [
      { deviceId: 'kiosk-2', lastSeen: minutesAgo(600), firstSeen: minutesAgo(6000), model: 'Tab' },
    ]);
  });

  it('lists, pages, exports and shows devices, and the figures', async () => {
    const token = w.orgToken;
    const page = await call('GET', '/api/devices?status=all&pageSize=25', { token });
    expect(page.body.total).toBe(2);
    const first = await call('GET', `/api/devices?status=all&cursor=&appId=${w.appId}&pageSize=25`, {
      token,
    });
    expect(first.body.nextCursor).toBeNull();
    expect((await call('GET', '/api/devices?pageSize=10', { token })).body.error.fields).toEqual({
      pageSize: 'oneOf',
    });
    expect((await call('GET', '/api/devices?cursor=nope', { token })).status).toBe(400);
    const csv = await call('GET', `/api/devices/export?status=all&columns=deviceId,lastSeen&locale=de`, {
      token,
    });
    expect(csv.body).toContain('kiosk-1');
    expect((await call('GET', '/api/devices/export?columns=owner', { token })).status).toBe(400);
    expect((await call('GET', `/api/devices/${w.appId}/kiosk-1`, { token })).body.data.changes).toHaveLength(
      1,
    );
    expect((await call('GET', `/api/devices/${w.appId}/nobody`, { token })).status).toBe(404);
    expect((await call('GET', '/api/stats', { token })).body.data.devicesTotal).toBe(2);
    // Tags on every device a filter matches, then the list filtered by them.
    const tagged = await call('POST', '/api/devices/tags', {
      token,
      body: { add: ['kiosk'], filter: 'status=all&attr.store.exists=false' },
    });
    expect(tagged.body.data).toEqual({ updated: 2, skipped: 0 });
    const byTag = await call('GET', '/api/devices?status=all&tag=kiosk', { token });
    expect(byTag.body.total).toBe(2);
    expect(byTag.body.data[0].tags).toEqual(['kiosk']);
    expect((await call('GET', '/api/devices?status=all&tag=kiosk&version=nope', { token })).body.total).toBe(
      0,
    );
    expect(
      (await call('POST', '/api/devices/tags', { token, body: { add: ['Kiosk'], filter: '' } })).status,
    ).toBe(400);

    // The app's versions: its devices by version, and no regression.
    const adoption = await call('GET', `/api/apps/${w.appId}/versions`, { token });
    expect(adoption.body.data.days).toHaveLength(30);
    expect((await call('GET', `/api/apps/${w.appId}/regressions`, { token })).body.data).toEqual({
      versions: [],
      downgrades: [],
      silent: [],
    });
    // A saved view of that filter: listed, renamed, refused twice under one name, deleted.
    const saved = await call('POST', '/api/views', {
      token,
      body: { name: 'Kiosks', query: 'status=all&tag=kiosk&page=3', columns: ['deviceId', 'tags'] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: 'Kiosks', query: 'status=all&tag=kiosk' });
    expect(
      (await call('GET', '/api/views', { token })).body.data.map((v: { name: string }) => v.name),
    ).toEqual(['Kiosks']);
    const twice = await call('POST', '/api/views', { token, body: { name: 'kiosks' } });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'name_taken']);
    const renamed = await call('PATCH', `/api/views/${saved.body.data.id}`, {
      token,
      body: { name: 'Kiosk fleet' },
    });
    expect(renamed.body.data.name).toBe('Kiosk fleet');
    expect((await call('DELETE', `/api/views/${saved.body.data.id}`, { token })).status).toBe(204);

    // An app-restricted token: its app only.
    const restricted = await call('POST', `/api/orgs/${w.orgId}/tokens`, {
      token: w.owner.token,
      body: { name: 'Kiosk only', scopes: ['devices:read'], appId: w.appId },
    });
    expect((await call('GET', '/api/devices', { token: restricted.body.token })).body.error.code).toBe(
      'token_app_restricted',
    );
    expect(
      (await call('GET', `/api/devices?appId=${w.appId}`, { token: restricted.body.token })).status,
    ).toBe(200);
    expect(
      (
        await call('DELETE', `/api/orgs/${w.orgId}/tokens/${restricted.body.data.id}`, {
          token: w.owner.token,
        })
      ).status,
    ).toBe(204);
  });

  it('sets alert rules and webhooks, and sends and resends their deliveries', async () => {
    const token = w.orgToken;
    const app = `/api/apps/${w.appId}`;
    expect((await call('GET', `${app}/alert-rules`, { token })).status).toBe(200);
    const rules = { offlineAfterSeconds: 600, offlineSharePercent: null, cooldownSeconds: 300 };
    expect((await call('PUT', `${app}/alert-rules`, { token, body: rules })).status).toBe(200);
    expect(
      (await call('PUT', `${app}/alert-rules`, { token, body: { ...rules, cooldownSeconds: -1 } })).status,
    ).toBe(400);
    expect((await call('PUT', `${app}/alert-rules/snooze`, { token, body: { hours: 24 } })).status).toBe(200);
    expect((await call('PUT', `${app}/alert-rules/snooze`, { token, body: { hours: 2 } })).status).toBe(400);
    expect((await call('GET', `${app}/alert-rules/snooze`, { token })).body.data.snoozedUntil).not.toBeNull();
    expect((await call('DELETE', `${app}/alert-rules/snooze`, { token })).body.data.snoozedUntil).toBeNull();
    const nightly = { kind: 'weekly', weekday: 0, startTime: '02:00', durationMinutes: 60, timeZone: 'UTC' };
    const window = await call('POST', `${app}/maintenance-windows`, {
      token,
      body: nightly,
      headers: { 'idempotency-key': `window-${Date.now()}` },
    });
    expect(window.status).toBe(201);
    expect(
      (await call('POST', `${app}/maintenance-windows`, { token, body: { kind: 'weekly' } })).status,
    ).toBe(400);
    expect((await call('GET', `${app}/maintenance-windows`, { token })).body.data).toHaveLength(1);
    const windowPath = `${app}/maintenance-windows/${window.body.data.id}`;
    expect((await call('DELETE', windowPath, { token })).status).toBe(204);
    expect((await call('DELETE', windowPath, { token })).status).toBe(404);
    const hook = await call('POST', `${app}/webhooks`, {
      token,
      body: { url: receiver.url },
      headers: { 'idempotency-key': `hook-${Date.now()}` },
    });
    expect(hook.status).toBe(201);
    expect(
      (await call('POST', `${app}/webhooks`, { token, body: { url: 'ftp://example.com/x' } })).status,
    ).toBe(400);
    const wid = hook.body.data.id;
    expect((await call('GET', `${app}/webhooks`, { token })).body.data).toHaveLength(1);
    expect(
      (await call('POST', `${app}/webhooks/${wid}/rotate-secret`, { token })).body.data.secret,
    ).toBeDefined();
    expect((await call('POST', `${app}/webhooks/${wid}/enable`, { token })).body.data.disabledAt).toBeNull();
    const test = await call('POST', `${app}/webhooks/${wid}/test`, { token });
    expect(test.status).toBe(202);
    await deliveriesSettled();
    expect((await call('GET', `${app}/webhooks/${wid}/deliveries`, { token })).body.data).toHaveLength(1);
    expect(
      (await call('POST', `${app}/webhooks/${wid}/deliveries/${test.body.data.id}/resend`, { token })).status,
    ).toBe(202);
    await deliveriesSettled();
    expect((await call('DELETE', `${app}/webhooks/${wid}`, { token })).status).toBe(204);
    expect((await call('DELETE', `${app}/webhooks/${wid}`, { token })).status).toBe(404);
  });

  it('opens an incident when devices go offline together, lists, shows and acknowledges it', async () => {
    const token = w.orgToken;
    const app = `/api/apps/${w.appId}`;
    const rules = { offlineAfterSeconds: 600, offlineSharePercent: null, cooldownSeconds: 300 };
    const body = { ...rules, incidentThresholdCount: 2, incidentWindowSeconds: 300 };
    expect((await call('PUT', `${app}/alert-rules`, { token, body })).body.data).toMatchObject(body);
    // Gone two minutes ago, past a one-minute window: offline together.
    const db = await getDb();
    await db.execute(sql`update apps set online_window_seconds = 60 where id = ${w.appId}`);
    await insertDevices(w.appId, [
      { deviceId: 'outage-1', lastSeen: minutesAgo(2) },
      { deviceId: 'outage-2', lastSeen: minutesAgo(2) },
    ]);
    await runAlertCheck();
    const open = await call('GET', '/api/incidents?status=open', { token });
    expect(open.body.data).toHaveLength(1);
    const id = open.body.data[0].id;
    expect((await call('GET', '/api/incidents?status=gone', { token })).status).toBe(400);
    const detail = await call('GET', `/api/incidents/${id}`, { token });
    expect(detail.body.data.devices.map((d: { deviceId: string }) => d.deviceId).sort()).toEqual([
      'outage-1',
      'outage-2',
    ]);
    expect((await call('POST', `/api/incidents/${id}/acknowledge`, { token })).status).toBe(200);
    expect((await call('GET', `/api/incidents/${w.appId}`, { token })).status).toBe(404);
    await db.execute(sql`delete from devices where app_id = ${w.appId} and device_id like 'outage-%'`);
    await db.execute(sql`update apps set online_window_seconds = null where id = ${w.appId}`);
    expect(
      (await call('PUT', `${app}/alert-rules`, { token, body: { ...rules, incidentThresholdCount: null } }))
        .status,
    ).toBe(200);
  });

  it('makes, lists, tests, changes and deletes an email channel, which a rule lists', async () => {
    const token = w.orgToken;
    const made = await call('POST', '/api/channels', {
      token,
      body: { name: 'On-call', recipientIds: [w.owner.user.id] },
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data.recipients.map((r: { id: string }) => r.id)).toEqual([w.owner.user.id]);
    expect(
      (await call('GET', '/api/channels', { token })).body.data.map((c: { id: string }) => c.id),
    ).toEqual([id]);
    expect(
      (
        await call('POST', '/api/channels', {
          token,
          body: { name: 'on-call', recipientIds: [w.owner.user.id] },
        })
      ).body.error.code,
    ).toBe('name_taken');
    expect((await call('POST', `/api/channels/${id}/test`, { token })).body.data).toEqual({
      sent: 0,
      mailServer: false,
    });
    expect(
      (await call('PATCH', `/api/channels/${id}`, { token, body: { name: 'Ops' } })).body.data.name,
    ).toBe('Ops');
    const app = `/api/apps/${w.appId}`;
    const rules = { offlineAfterSeconds: 600, offlineSharePercent: null, cooldownSeconds: 300 };
    expect(
      (await call('PUT', `${app}/alert-rules`, { token, body: { ...rules, channelIds: [id] } })).body.data
        .channelIds,
    ).toEqual([id]);
    expect((await call('DELETE', `/api/channels/${id}`, { token })).status).toBe(204);
    expect((await call('GET', `${app}/alert-rules`, { token })).body.data.channelIds).toEqual([]);
    expect((await call('DELETE', `/api/channels/${id}`, { token })).status).toBe(404);
  });

  it('adds, lists, tests and deletes a Slack channel of the organisation, which a rule lists', async () => {
    const token = w.orgToken;
    const made = await call('POST', '/api/webhooks', {
      token,
      body: { name: '#ops', url: receiver.url, format: 'slack', language: 'de' },
      headers: { 'idempotency-key': `channel-hook-${Date.now()}` },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: '#ops', format: 'slack', language: 'de' });
    expect(made.body.data.secret).toMatch(/^whsec_/);
    const wid = made.body.data.id;
    expect(
      (await call('GET', '/api/webhooks', { token })).body.data.map((e: { id: string }) => e.id),
    ).toEqual([wid]);
    // Not among the app's endpoints: a channel gets what the rules listing it send.
    expect((await call('GET', `/api/apps/${w.appId}/webhooks`, { token })).body.data).toEqual([]);
    expect(
      (await call('POST', '/api/webhooks', { token, body: { name: '#OPS', url: receiver.url } })).body.error
        .code,
    ).toBe('name_taken');
    expect((await call('POST', `/api/webhooks/${wid}/rotate-secret`, { token })).body.data.secret).toMatch(
      /^whsec_/,
    );
    expect((await call('POST', `/api/webhooks/${wid}/enable`, { token })).body.data.disabledAt).toBeNull();
    const test = await call('POST', `/api/webhooks/${wid}/test`, { token });
    expect(test.status).toBe(202);
    await deliveriesSettled();
    expect((await call('GET', `/api/webhooks/${wid}/deliveries`, { token })).body.data).toHaveLength(1);
    expect(
      (await call('POST', `/api/webhooks/${wid}/deliveries/${test.body.data.id}/resend`, { token })).status,
    ).toBe(202);
    await deliveriesSettled();
    const app = `/api/apps/${w.appId}`;
    const rules = { offlineAfterSeconds: 600, offlineSharePercent: null, cooldownSeconds: 300 };
    expect(
      (await call('PUT', `${app}/alert-rules`, { token, body: { ...rules, channelIds: [wid] } })).body.data
        .channelIds,
    ).toEqual([wid]);
    expect((await call('DELETE', `/api/webhooks/${wid}`, { token })).status).toBe(204);
    expect((await call('GET', `${app}/alert-rules`, { token })).body.data.channelIds).toEqual([]);
    expect((await call('DELETE', `/api/webhooks/${wid}`, { token })).status).toBe(404);
  });

  it('reads the audit log, page by page and as CSV', async () => {
    const token = w.orgToken;
    const page = await call('GET', '/api/audit?pageSize=25', { token });
    expect(page.body.total).toBeGreaterThan(5);
    const first = await call('GET', '/api/audit?cursor=&pageSize=25&action=app.create', { token });
    expect(first.body.data).toHaveLength(1);
    expect((await call('GET', '/api/audit?from=yesterday', { token })).body.error.fields).toEqual({
      from: 'oneOf',
    });
    expect((await call('GET', `/api/audit/${page.body.data[0].id}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/audit/1x', { token })).status).toBe(404);
    expect((await call('GET', '/api/audit/export?action=app.create', { token })).body).toContain(
      'app.create',
    );
  });

  it('opens the live stream for a session, and refuses tokens', async () => {
    const stream = await call('GET', '/api/events', { token: w.owner.token });
    expect(stream.status).toBe(200);
    expect((await call('GET', '/api/events', { token: w.orgToken })).status).toBe(403);
    expect(
      (
        await call('GET', '/api/events', {
          token: w.owner.token,
          headers: { 'x-fleetdeck-org': w.invitee.user.id },
        })
      ).status,
    ).toBe(404);
  });

  it('reads and saves the SDK guide', async () => {
    const guide = await call('GET', '/api/sdk-guide?locale=pt-BR', { token: w.owner.token });
    expect(guide.body.data.locale).toBe('pt');
    expect((await call('GET', '/api/sdk-guide?locale=../x', { token: w.owner.token })).status).toBe(400);
    const saved = await call('PUT', '/api/sdk-guide?locale=de', {
      token: w.admin.token,
      body: { data: { markdown: '# Anleitung', baseUpdatedAt: null } },
    });
    expect(saved.status).toBe(200);
    const stale = await call('PUT', '/api/sdk-guide?locale=de', {
      token: w.admin.token,
      body: { data: { markdown: '# Noch eine', baseUpdatedAt: null } },
    });
    expect(stale.body.error.current.updatedAt).toBe(saved.body.data.updatedAt);
    expect(
      (await call('PUT', '/api/sdk-guide', { token: w.owner.token, body: { data: { markdown: '# x' } } }))
        .status,
    ).toBe(403);
    expect((await call('GET', '/api/sdk-guide/languages', { token: w.admin.token })).body.data).toHaveLength(
      15,
    );
  });

  it('answers the platform admins’ calls', async () => {
    const token = w.admin.token;
    expect(
      (
        await call('POST', '/api/contact', {
          body: { name: 'Pat', email: uniqueEmail('pat'), message: 'Hello' },
        })
      ).status,
    ).toBe(201);
    expect((await call('GET', '/api/admin/contact-messages?limit=1', { token })).body.data).toHaveLength(1);
    expect((await call('GET', '/api/admin/contact-messages?limit=0', { token })).status).toBe(400);
    expect(
      (await call('GET', `/api/admin/apps?orgId=${w.orgId}`, { token })).body.data[0].heartbeatQuota,
    ).toBeNull();
    expect((await call('GET', '/api/admin/apps', { token: w.owner.token })).status).toBe(403);
    expect(
      (await call('PATCH', `/api/admin/apps/${w.appId}`, { token, body: { heartbeatQuota: 1000 } })).status,
    ).toBe(200);
    expect((await call('PATCH', `/api/admin/apps/${w.appId}`, { token, body: {} })).status).toBe(400);
    expect((await call('GET', `/api/admin/audit?ownerId=${w.owner.user.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/audit?cursor=&orgId=${w.orgId}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/audit/export?orgId=${w.orgId}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/customers', { token })).status).toBe(200);
    const devices = await call('GET', `/api/admin/devices?status=all&orgId=${w.orgId}`, { token });
    expect(devices.body.data[0].owner).toBeDefined();
    expect(
      (await call('GET', `/api/admin/devices?status=all&cursor=&orgId=${w.orgId}`, { token })).status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/admin/devices/export?status=all&columns=owner,deviceId`, { token })).status,
    ).toBe(200);
    // A heartbeat with an unknown key, counted for the admins.
    expect(
      (
        await call('POST', '/api/v1/devices/heartbeat', {
          body: { deviceId: 'ghost' },
          headers: { 'x-app-key': `fdk_${'A'.repeat(32)}` },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call('GET', '/api/admin/ingest/unknown-keys', { token })).body.data[0].count,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/orgs?search=Olive', { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/orgs?search=${'x'.repeat(101)}`, { token })).status).toBe(400);
    expect((await call('GET', '/api/admin/stats', { token })).status).toBe(200);
    expect(
      (await call('POST', `/api/admin/users/${w.admin.user.id}/password-reset-link`, { token })).status,
    ).toBe(404);
  });

  it('answers the health check, this document and the cron routes', async () => {
    expect((await call('GET', '/api/health')).body).toEqual({ status: 'ok' });
    expect((await call('GET', '/api/openapi.json')).body.openapi).toBe('3.1.0');
    for (const job of [
      'alerts',
      'audit-retention',
      'device-history-retention',
      'offline-sweep',
      'token-expiry',
    ]) {
      const run = await call('GET', `/api/cron/${job}`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      });
      expect(run.body.data.job).toBe(job);
    }
    expect(
      (await call('GET', '/api/cron/alerts', { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    delete process.env.CRON_SECRET;
    expect((await call('GET', '/api/cron/alerts')).status).toBe(404);
  });

  it('revokes the tokens, removes the member and deletes the app', async () => {
    const token = w.owner.token;
    expect((await call('DELETE', `/api/user/tokens/${w.personalTokenId}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/user/tokens/${w.personalTokenId}`, { token })).status).toBe(404);
    expect((await call('DELETE', `/api/apps/${w.appId}`, { token: w.orgToken })).status).toBe(204);
    expect((await call('DELETE', `/api/orgs/${w.orgId}/tokens/${w.orgTokenId}`, { token })).status).toBe(204);
    expect((await call('GET', '/api/apps', { token: w.orgToken })).status).toBe(401);
    const member = `/api/orgs/${w.orgId}/members/${w.invitee.user.id}`;
    expect((await call('DELETE', member, { token })).status).toBe(204);
    expect((await call('DELETE', member, { token })).status).toBe(404);
  });

  it('called every documented operation, and saw its success', () => {
    const missing = Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => {
          const success = Object.keys(item[method]!.responses ?? {}).find((status) => status.startsWith('2'));
          return `${method.toUpperCase()} ${template} ${success}`;
        })
        .filter((key) => !checked.has(key)),
    );
    expect(missing).toEqual([]);
    expect(checked.size).toBeGreaterThan(130);
  });
});
