/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';

import { TOKEN_SCOPES, type TokenScope } from '@/lib/auth/api-tokens';
import { can, ORG_HEADER, ORG_ROLES, type OrgPermission, type OrgRole } from '@/lib/auth/org-roles';
import { createChannel } from '@/lib/server/alerts/channels/channels';
import { deliveriesSettled } from '@/lib/server/alerts/deliver';
import { queueTestEvent } from '@/lib/server/alerts/deliveries';
import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { createApiToken } from '@/lib/server/auth/api-tokens';
import { getDb } from '@/lib/server/db/client';
import { appKeys, auditLog, incidents, maintenanceWindows } from '@/lib/server/db/schema';
import { rotateAppKey } from '@/lib/server/domain/app-keys';
import { createView } from '@/lib/server/domain/views';
import {
  callRoute,
  discoverApiRoutes,
  STATE_CHANGING_METHODS,
  type ApiMethod,
  type ApiRoute,
} from '@/test/server/api-catalog';
import { appOf, insertDevices, joinOrg, signedIn, type SignedIn } from '@/test/server/fixtures';
import { SPECS } from '@/test/server/fuzz/specs';
import { apiRequest, setupTestDatabase, uniqueIp } from '@/test/server/support';
import { startReceiver, type WebhookReceiver } from '@/test/server/webhook-receiver';

/**
 * The permission matrix of the existing API (docs/product.md, Organisations): every role x every
 * state-changing route x the caller's own organisation and a foreign one, with the exact status. The
 * routes are found on disk, so a new one fails this test until it is in one of the tables below. The
 * organisation and invitation calls (/api/orgs, /api/invitations) have their own matrix
 * (app/api/orgs/org-permissions.test.ts). API tokens: the scope each call needs, and every other call of
 * a signed-in person refusing them (the end of this file).
 */
setupTestDatabase();

/** An organisation with one member of each role, an app with a device, a webhook, a delivery and an old key. */
interface World {
  orgId: string;
  members: Record<OrgRole, SignedIn>;
  appId: string;
  endpointId: string;
  deliveryId: string;
  oldKeyId: string;
  auditId: string;
  viewId: string;
  incidentId: string;
  maintenanceId: string;
  channelId: string;
  /** A Slack channel of the organisation, and a delivery of its test event. */
  channelWebhookId: string;
  channelDeliveryId: string;
}

let receiver: WebhookReceiver;
let routes: ApiRoute[];

beforeAll(async () => {
  process.env.ALERT_ALLOW_PRIVATE_TARGETS = 'on';
  receiver = await startReceiver();
  routes = await discoverApiRoutes();
});

afterAll(async () => {
  await deliveriesSettled();
  delete process.env.ALERT_ALLOW_PRIVATE_TARGETS;
  await receiver.close();
});

async function world(): Promise<World> {
  const owner = await signedIn('customer', 'Olive');
  const orgId = owner.user.id;
  const members = { owner } as Record<OrgRole, SignedIn>;
  for (const role of ['admin', 'member', 'viewer'] as const) {
    members[role] = await signedIn('customer', role);
    await joinOrg(orgId, members[role], role);
  }
  const app = await appOf(owner);
  await insertDevices(app.id, [{ deviceId: 'dev-1' }]);
  const endpoint = await createEndpoint(orgId, app.id, { url: receiver.url, format: 'json' }, SYSTEM_SOURCE);
  const delivery = await queueTestEvent(orgId, app.id, endpoint.id);
  // The key before a rotation with a grace period: still accepted, and revocable.
  const db = await getDb();
  const [oldKey] = await db.select({ id: appKeys.id }).from(appKeys).where(eq(appKeys.appId, app.id));
  await rotateAppKey(orgId, app.id, SYSTEM_SOURCE, 3600);
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.orgId, orgId), eq(auditLog.targetId, app.id)))
    .limit(1);
  const view = await createView(
    orgId,
    owner.user.id,
    { name: 'Store 42', query: 'tag=store-42', columns: null },
    SYSTEM_SOURCE,
  );
  // An open incident of the app, as the offline check opens one.
  const [incident] = await db
    .insert(incidents)
    .values({
      orgId,
      appId: app.id,
      devicesAffected: 2,
      devicesInScope: 10,
      startedAt: new Date(),
      lastOfflineAt: new Date(),
    })
    .returning({ id: incidents.id });
  const [maintenance] = await db
    .insert(maintenanceWindows)
    .values({
      orgId,
      appId: app.id,
      kind: 'once',
      startsAt: new Date(Date.now() + 3600_000),
      endsAt: new Date(Date.now() + 7200_000),
    })
    .returning({ id: maintenanceWindows.id });
  const channel = await createChannel(
    orgId,
    { name: 'On-call', recipientIds: [owner.user.id] },
    SYSTEM_SOURCE,
  );
  const channelWebhook = await createEndpoint(
    orgId,
    null,
    { name: '#ops', url: receiver.url, format: 'slack', language: 'en' },
    SYSTEM_SOURCE,
  );
  const channelDelivery = await queueTestEvent(orgId, null, channelWebhook.id);
  return {
    channelId: channel.id,
    channelWebhookId: channelWebhook.id,
    channelDeliveryId: channelDelivery.id,
    maintenanceId: maintenance.id,
    orgId,
    members,
    viewId: view.id,
    incidentId: incident.id,
    appId: app.id,
    endpointId: endpoint.id,
    deliveryId: delivery.id,
    oldKeyId: oldKey.id,
    auditId: String(entry.id),
  };
}

interface OrgCall {
  permission: OrgPermission;
  /** The status of a role that has the permission, acting on its own organisation's app. */
  status: number;
  body?: (w: World) => unknown;
}

/** Every state-changing call on an organisation's things: the permission it takes and what it answers. */
const ORG_CALLS: Record<string, OrgCall> = {
  'POST /api/apps': {
    permission: 'editApps',
    status: 201,
    body: () => ({ name: 'New', platform: 'web', bundleId: 'new.example' }),
  },
  'PATCH /api/apps/[id]': { permission: 'editApps', status: 200, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/apps/[id]': { permission: 'deleteApps', status: 204 },
  'POST /api/apps/[id]/rotate-key': { permission: 'editApps', status: 200, body: () => ({}) },
  'DELETE /api/apps/[id]/keys/[keyId]': { permission: 'editApps', status: 204 },
  'PUT /api/apps/[id]/alert-rules': {
    permission: 'manageAlerts',
    status: 200,
    body: () => ({ offlineAfterSeconds: 600, offlineSharePercent: null, cooldownSeconds: 300 }),
  },
  'PUT /api/apps/[id]/alert-rules/snooze': {
    permission: 'manageAlerts',
    status: 200,
    body: () => ({ hours: 1 }),
  },
  'DELETE /api/apps/[id]/alert-rules/snooze': { permission: 'manageAlerts', status: 200 },
  'POST /api/apps/[id]/maintenance-windows': {
    permission: 'manageAlerts',
    status: 201,
    body: () => ({ kind: 'weekly', weekday: 0, startTime: '02:00', durationMinutes: 120, timeZone: 'UTC' }),
  },
  'DELETE /api/apps/[id]/maintenance-windows/[mid]': { permission: 'manageAlerts', status: 204 },
  'POST /api/apps/[id]/webhooks': {
    permission: 'manageAlerts',
    status: 201,
    body: () => ({ url: receiver.url, format: 'json' }),
  },
  'DELETE /api/apps/[id]/webhooks/[wid]': { permission: 'manageAlerts', status: 204 },
  'POST /api/apps/[id]/webhooks/[wid]/rotate-secret': { permission: 'manageAlerts', status: 200 },
  'POST /api/apps/[id]/webhooks/[wid]/enable': { permission: 'manageAlerts', status: 200 },
  'POST /api/apps/[id]/webhooks/[wid]/test': { permission: 'manageAlerts', status: 202 },
  'POST /api/apps/[id]/webhooks/[wid]/deliveries/[did]/resend': { permission: 'manageAlerts', status: 202 },
  'POST /api/devices/tags': {
    permission: 'tagDevices',
    status: 200,
    body: (w) => ({ add: ['checked'], devices: [{ appId: w.appId, deviceId: 'dev-1' }] }),
  },
  'POST /api/views': {
    permission: 'saveViews',
    status: 201,
    body: () => ({ name: 'Offline in Lyon', query: 'status=offline&attr.city=Lyon' }),
  },
  'PATCH /api/views/[id]': { permission: 'saveViews', status: 200, body: () => ({ name: 'Store 43' }) },
  'DELETE /api/views/[id]': { permission: 'saveViews', status: 204 },
  'POST /api/incidents/[id]/acknowledge': { permission: 'manageAlerts', status: 200 },
  'POST /api/channels': {
    permission: 'manageAlerts',
    status: 201,
    body: (w) => ({ name: 'Store managers', recipientIds: [w.members.member.user.id] }),
  },
  'PATCH /api/channels/[id]': { permission: 'manageAlerts', status: 200, body: () => ({ name: 'Ops' }) },
  'DELETE /api/channels/[id]': { permission: 'manageAlerts', status: 204 },
  'POST /api/channels/[id]/test': { permission: 'manageAlerts', status: 200 },
  'POST /api/webhooks': {
    permission: 'manageAlerts',
    status: 201,
    body: () => ({ name: 'Webhook to the NOC', url: receiver.url, format: 'json' }),
  },
  'DELETE /api/webhooks/[wid]': { permission: 'manageAlerts', status: 204 },
  'POST /api/webhooks/[wid]/rotate-secret': { permission: 'manageAlerts', status: 200 },
  'POST /api/webhooks/[wid]/enable': { permission: 'manageAlerts', status: 200 },
  'POST /api/webhooks/[wid]/test': { permission: 'manageAlerts', status: 202 },
  'POST /api/webhooks/[wid]/deliveries/[did]/resend': { permission: 'manageAlerts', status: 202 },
};

/** State-changing calls that are not an organisation's: the caller's account, sign-in, admins, the public. */
const NOT_ORG_CALLS = new Set([
  'POST /api/[...path]',
  'PUT /api/[...path]',
  'PATCH /api/[...path]',
  'DELETE /api/[...path]',
  'PATCH /api/admin/apps/[id]',
  'POST /api/admin/users/[userId]/password-reset-link',
  'DELETE /api/admin/users/[userId]/2fa',
  'POST /api/contact',
  'PUT /api/sdk-guide',
  'POST /api/user/password',
  // The caller's own second factor: a session's, never an API token's (app/api/user/2fa/two-factor.test.ts).
  'POST /api/user/2fa/totp',
  'DELETE /api/user/2fa/totp',
  'POST /api/user/2fa/totp/confirm',
  'POST /api/user/2fa/recovery-codes',
  // The caller's own passkeys: a session's, never an API token's (app/api/user/passkeys/passkeys.test.ts).
  'POST /api/user/passkeys',
  'POST /api/user/passkeys/options',
  'DELETE /api/user/passkeys/[id]',
  'PUT /api/user',
  'DELETE /api/user/sessions/[id]',
  // The caller's own tokens: any member may make one in their organisation, 404 elsewhere
  // (app/api/user/tokens/tokens.test.ts).
  'POST /api/user/tokens',
  'DELETE /api/user/tokens/[id]',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/login/mfa',
  'POST /api/v1/auth/login/passkey',
  'POST /api/v1/auth/login/passkey/options',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/password-reset/confirm',
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/signup',
  'POST /api/v1/devices/heartbeat',
]);

/** Every GET on an organisation's things, read by any member (a viewer too). */
const ORG_READS = [
  '/api/apps',
  '/api/apps/[id]',
  '/api/apps/[id]/alert-rules',
  '/api/apps/[id]/alert-rules/snooze',
  '/api/apps/[id]/ingest',
  '/api/apps/[id]/keys',
  '/api/apps/[id]/maintenance-windows',
  '/api/apps/[id]/regressions',
  '/api/apps/[id]/versions',
  '/api/apps/[id]/webhooks',
  '/api/apps/[id]/webhooks/[wid]/deliveries',
  '/api/audit',
  '/api/audit/[id]',
  '/api/audit/export',
  '/api/channels',
  '/api/devices',
  '/api/devices/[appId]/[deviceId]',
  '/api/devices/export',
  '/api/events',
  '/api/incidents',
  '/api/incidents/[id]',
  '/api/stats',
  '/api/views',
  '/api/webhooks',
  '/api/webhooks/[wid]/deliveries',
];
const ORG_READ_PREFIXES = [
  '/api/apps',
  '/api/audit',
  '/api/channels',
  '/api/devices',
  '/api/events',
  '/api/incidents',
  '/api/stats',
  '/api/views',
  '/api/webhooks',
];

/**
 * Every call of the platform admins' API (/api/admin): an admin's alone, whatever role the caller has in
 * an organisation (docs/product.md, Roles and Organisations).
 */
const ADMIN_CALLS = [
  'GET /api/admin/apps',
  'PATCH /api/admin/apps/[id]',
  'GET /api/admin/audit',
  'GET /api/admin/audit/export',
  'GET /api/admin/contact-messages',
  'GET /api/admin/customers',
  'GET /api/admin/devices',
  'GET /api/admin/devices/export',
  'GET /api/admin/ingest/unknown-keys',
  'GET /api/admin/orgs',
  'GET /api/admin/stats',
  'POST /api/admin/users/[userId]/password-reset-link',
  'DELETE /api/admin/users/[userId]/2fa',
];

/** The members engineer's matrix covers these. */
const OWN_MATRIX = ['/api/orgs', '/api/invitations'];

function paramsOf(route: ApiRoute, w: World): { path: string; params: Record<string, string> } {
  const values: Record<string, string> = {
    id: route.pattern.startsWith('/api/audit')
      ? w.auditId
      : route.pattern.startsWith('/api/views')
        ? w.viewId
        : route.pattern.startsWith('/api/incidents')
          ? w.incidentId
          : route.pattern.startsWith('/api/channels')
            ? w.channelId
            : w.appId,
    appId: w.appId,
    deviceId: 'dev-1',
    keyId: w.oldKeyId,
    wid: route.pattern.startsWith('/api/webhooks') ? w.channelWebhookId : w.endpointId,
    did: route.pattern.startsWith('/api/webhooks') ? w.channelDeliveryId : w.deliveryId,
    mid: w.maintenanceId,
    userId: w.members.member.user.id,
  };
  const params: Record<string, string> = {};
  let path = route.pattern;
  for (const name of route.params) {
    params[name] = values[name];
    path = path.replace(`[${name}]`, values[name]);
  }
  return { path, params };
}

/** A call of `who`, naming the organisation `orgId` (X-Fleetdeck-Org), on the things of `target`. */
async function call(key: string, who: SignedIn, orgId: string, target: World): Promise<Response> {
  const [method, pattern] = key.split(' ') as [ApiMethod, string];
  const route = routes.find((candidate) => candidate.pattern === pattern)!;
  const { path, params } = paramsOf(route, target);
  const request = apiRequest(path, {
    method,
    token: who.token,
    body: ORG_CALLS[key]?.body?.(target) ?? (method === 'GET' ? undefined : {}),
    headers: { [ORG_HEADER]: orgId, 'x-forwarded-for': uniqueIp() },
  });
  const response = await callRoute(route, method, request, params);
  // The live stream stays open until its reader goes.
  if (pattern === '/api/events' && response.ok) await response.body?.cancel();
  return response;
}

async function statusAndCode(response: Response): Promise<[number, string | null]> {
  if (response.status < 400) return [response.status, null];
  const body = (await response.json()) as { error?: { code?: string } };
  return [response.status, body.error?.code ?? null];
}

describe('the permission matrix of the existing API', () => {
  it('knows every state-changing route and every read of an organisation’s things', () => {
    const changing = routes.flatMap((route) =>
      STATE_CHANGING_METHODS.filter((method) => route.handlers[method]).map(
        (method) => `${method} ${route.pattern}`,
      ),
    );
    const unknown = changing.filter(
      (key) =>
        !OWN_MATRIX.some((prefix) => key.split(' ')[1].startsWith(prefix)) &&
        !(key in ORG_CALLS) &&
        !NOT_ORG_CALLS.has(key),
    );
    expect(unknown).toEqual([]);
    expect(Object.keys(ORG_CALLS).filter((key) => !changing.includes(key))).toEqual([]);
    const reads = routes
      .filter((route) => route.handlers.GET && ORG_READ_PREFIXES.some((p) => route.pattern.startsWith(p)))
      .map((route) => route.pattern);
    expect(reads.sort()).toEqual([...ORG_READS].sort());
  });

  describe.each(Object.entries(ORG_CALLS))('%s', (key, { permission, status }) => {
    it.each(ORG_ROLES)(
      'as %s: its exact status in its own organisation, 404 in a foreign one',
      async (role) => {
        const own = await world();
        const foreign = await world();
        const who = own.members[role];
        const expected: [number, string | null] = can(role, permission)
          ? [status, null]
          : [403, 'role_forbidden'];
        // A foreign organisation named: not a member, so it does not exist for them.
        expect(await statusAndCode(await call(key, who, foreign.orgId, foreign))).toEqual([404, 'not_found']);
        // Their own organisation, another organisation's app: the role first, then nothing to find.
        const crossed = can(role, permission) ? [404, 'not_found'] : [403, 'role_forbidden'];
        // A call that names nothing of an organisation's (a new app, a new view) has nothing to cross.
        if (
          !['POST /api/apps', 'POST /api/views', 'POST /api/channels', 'POST /api/webhooks'].includes(key)
        ) {
          expect(await statusAndCode(await call(key, who, own.orgId, foreign))).toEqual(crossed);
        }
        expect(await statusAndCode(await call(key, who, own.orgId, own))).toEqual(expected);
      },
    );
  });

  it.each(ORG_READS)('GET %s: a viewer reads, a stranger gets 404', async (pattern) => {
    const own = await world();
    const stranger = await signedIn('customer', 'Stranger');
    const key = `GET ${pattern}`;
    expect(await statusAndCode(await call(key, own.members.viewer, own.orgId, own))).toEqual([200, null]);
    expect(await statusAndCode(await call(key, stranger, own.orgId, own))).toEqual([404, 'not_found']);
  });

  it('gives a viewer the app keys masked, and a member in clear', async () => {
    const own = await world();
    const keysOf = async (role: OrgRole) => {
      const apps = (await (await call('GET /api/apps', own.members[role], own.orgId, own)).json()) as {
        data: { appKey: string }[];
      };
      const app = (await (await call('GET /api/apps/[id]', own.members[role], own.orgId, own)).json()) as {
        data: { appKey: string };
      };
      return [apps.data[0].appKey, app.data.appKey];
    };
    const [listed, single] = await keysOf('member');
    expect(listed).toMatch(/^fdk_[A-Za-z0-9_-]{32}$/);
    expect(await keysOf('viewer')).toEqual([
      `fdk_••••••••${listed.slice(-4)}`,
      `fdk_••••••••${single.slice(-4)}`,
    ]);
  });

  it('knows every call of the admin API', () => {
    const served = routes
      .filter((route) => route.pattern.startsWith('/api/admin/'))
      .flatMap((route) =>
        (Object.keys(route.handlers) as ApiMethod[]).map((method) => `${method} ${route.pattern}`),
      );
    expect(served.sort()).toEqual([...ADMIN_CALLS].sort());
  });

  it.each(ADMIN_CALLS)('%s: 403 forbidden to every role of an organisation', async (key) => {
    const own = await world();
    for (const role of ORG_ROLES) {
      expect(await statusAndCode(await call(key, own.members[role], own.orgId, own))).toEqual([
        403,
        'forbidden',
      ]);
    }
  });
});

/**
 * The scope an API token needs for each call it may make (docs/product.md, API tokens): every call above
 * but the live stream. Every other call of a signed-in person is a session's alone.
 */
const TOKEN_SCOPE: Record<string, TokenScope> = {
  'GET /api/apps': 'apps:read',
  'GET /api/apps/[id]': 'apps:read',
  'GET /api/apps/[id]/keys': 'apps:read',
  'POST /api/apps': 'apps:write',
  'PATCH /api/apps/[id]': 'apps:write',
  'DELETE /api/apps/[id]': 'apps:write',
  'POST /api/apps/[id]/rotate-key': 'apps:write',
  'DELETE /api/apps/[id]/keys/[keyId]': 'apps:write',
  'GET /api/apps/[id]/ingest': 'devices:read',
  'GET /api/apps/[id]/versions': 'devices:read',
  'GET /api/apps/[id]/regressions': 'devices:read',
  'GET /api/devices': 'devices:read',
  'GET /api/devices/[appId]/[deviceId]': 'devices:read',
  'GET /api/devices/export': 'devices:read',
  'POST /api/devices/tags': 'devices:write',
  'GET /api/views': 'devices:read',
  'POST /api/views': 'devices:write',
  'PATCH /api/views/[id]': 'devices:write',
  'DELETE /api/views/[id]': 'devices:write',
  'GET /api/stats': 'devices:read',
  'GET /api/apps/[id]/alert-rules': 'alerts:read',
  'GET /api/apps/[id]/webhooks': 'alerts:read',
  'GET /api/apps/[id]/webhooks/[wid]/deliveries': 'alerts:read',
  'PUT /api/apps/[id]/alert-rules': 'alerts:write',
  'GET /api/apps/[id]/alert-rules/snooze': 'alerts:read',
  'PUT /api/apps/[id]/alert-rules/snooze': 'alerts:write',
  'DELETE /api/apps/[id]/alert-rules/snooze': 'alerts:write',
  'GET /api/apps/[id]/maintenance-windows': 'alerts:read',
  'POST /api/apps/[id]/maintenance-windows': 'alerts:write',
  'DELETE /api/apps/[id]/maintenance-windows/[mid]': 'alerts:write',
  'POST /api/apps/[id]/webhooks': 'alerts:write',
  'DELETE /api/apps/[id]/webhooks/[wid]': 'alerts:write',
  'POST /api/apps/[id]/webhooks/[wid]/rotate-secret': 'alerts:write',
  'POST /api/apps/[id]/webhooks/[wid]/enable': 'alerts:write',
  'POST /api/apps/[id]/webhooks/[wid]/test': 'alerts:write',
  'POST /api/apps/[id]/webhooks/[wid]/deliveries/[did]/resend': 'alerts:write',
  'GET /api/audit': 'audit:read',
  'GET /api/audit/[id]': 'audit:read',
  'GET /api/audit/export': 'audit:read',
  'GET /api/incidents': 'alerts:read',
  'GET /api/incidents/[id]': 'alerts:read',
  'POST /api/incidents/[id]/acknowledge': 'alerts:write',
  'GET /api/channels': 'alerts:read',
  'POST /api/channels': 'alerts:write',
  'PATCH /api/channels/[id]': 'alerts:write',
  'DELETE /api/channels/[id]': 'alerts:write',
  'POST /api/channels/[id]/test': 'alerts:write',
  'GET /api/webhooks': 'alerts:read',
  'GET /api/webhooks/[wid]/deliveries': 'alerts:read',
  'POST /api/webhooks': 'alerts:write',
  'DELETE /api/webhooks/[wid]': 'alerts:write',
  'POST /api/webhooks/[wid]/rotate-secret': 'alerts:write',
  'POST /api/webhooks/[wid]/enable': 'alerts:write',
  'POST /api/webhooks/[wid]/test': 'alerts:write',
  'POST /api/webhooks/[wid]/deliveries/[did]/resend': 'alerts:write',
};

/** Calls of the members' API that take personal tokens, with their matrix in app/api/orgs/org-permissions.test.ts. */
const MEMBER_TOKEN_CALLS = new Set([
  'GET /api/orgs/[id]/members',
  'PATCH /api/orgs/[id]/members/[userId]',
  'DELETE /api/orgs/[id]/members/[userId]',
  'GET /api/orgs/[id]/invitations',
  'POST /api/orgs/[id]/invitations',
  'DELETE /api/orgs/[id]/invitations/[iid]',
  'POST /api/orgs/[id]/invitations/[iid]/resend',
]);

/** An owner's personal token in `w`'s organisation with these scopes, as a caller of `call`. */
async function ownerToken(w: World, scopes: TokenScope[]): Promise<SignedIn> {
  const owner = w.members.owner;
  const { token } = await createApiToken(
    'personal',
    w.orgId,
    owner.user,
    { name: 'Matrix', scopes },
    SYSTEM_SOURCE,
  );
  return { user: owner.user, token };
}

describe('API tokens on the same routes', () => {
  it('take every call of an organisation’s things but the live stream', () => {
    const tokenCalls = [...Object.keys(ORG_CALLS), ...ORG_READS.map((pattern) => `GET ${pattern}`)].filter(
      (key) => key !== 'GET /api/events',
    );
    expect(Object.keys(TOKEN_SCOPE).sort()).toEqual(tokenCalls.sort());
  });

  it('are refused with session_required on every other call of a signed-in person', async () => {
    const own = await world();
    const token = await ownerToken(own, [...TOKEN_SCOPES]);
    const sessionCalls = routes.flatMap((route) =>
      (Object.keys(route.handlers) as ApiMethod[])
        .map((method) => `${method} ${route.pattern}`)
        .filter((key) => {
          const spec = SPECS[key];
          return (
            (spec?.auth === 'customer' || spec?.auth === 'admin') &&
            !spec.anyTokenAccepted &&
            !TOKEN_SCOPE[key] &&
            !MEMBER_TOKEN_CALLS.has(key)
          );
        }),
    );
    expect(sessionCalls.length).toBeGreaterThan(20);
    const answers: Record<string, [number, string | null]> = {};
    for (const key of sessionCalls)
      answers[key] = await statusAndCode(await call(key, token, own.orgId, own));
    expect(answers).toEqual(Object.fromEntries(sessionCalls.map((key) => [key, [403, 'session_required']])));
  });

  describe.each(Object.entries(TOKEN_SCOPE))('%s', (key, scope) => {
    it(`needs ${scope} (or its write scope), and then answers as for its owner`, async () => {
      const own = await world();
      const pair = scope.replace(/:read$/, ':write');
      const without = await ownerToken(
        own,
        TOKEN_SCOPES.filter((other) => other !== scope && other !== pair),
      );
      expect(await statusAndCode(await call(key, without, own.orgId, own))).toEqual([
        403,
        'insufficient_scope',
      ]);
      const withScope = await ownerToken(own, [scope]);
      const status = ORG_CALLS[key]?.status ?? 200;
      expect(await statusAndCode(await call(key, withScope, own.orgId, own))).toEqual([status, null]);
    });
  });
});
