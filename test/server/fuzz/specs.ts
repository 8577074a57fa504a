import { uniqueEmail } from '@/test/server/support';

/** How the API fuzz tests (app/api/api-fuzz*.test.ts) call each handler of each route with valid input. */
export type Auth = 'none' | 'customer' | 'admin' | 'appKey' | 'cron';

/** How one handler is called with valid input; the mutations start from it. */
export interface Spec {
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
  /** A customer's read that admins may make on any app (GET /api/apps/:id): not refused to them. */
  adminReads?: boolean;
}

/** A browser's answers in outline (the fuzz never gets as far as verifying one: its challenge is unknown). */
const PASSKEY_ASSERTION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const PASSKEY_REGISTRATION = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
};

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
  '?status=gone',
  `?q=${'x'.repeat(101)}`,
  '?tag=Not%20A%20Tag',
  '?attr.rev.gt=many',
  '?attr.Bad=1',
  '?attr.x.exists=maybe',
  `?version=${'x'.repeat(65)}`,
  '?platform=windows',
  `?os=${'x'.repeat(65)}`,
  '?seen.within=2w',
  '?seen.over=0d',
  '?cursor=not-a-cursor',
  `?cursor=${Buffer.from(JSON.stringify(['lastSeen:desc', 'not a time', 'd', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
  `?sort=deviceId:asc&cursor=${Buffer.from(JSON.stringify(['lastSeen:desc', 'not a time', 'd', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`,
];

// The exports ignore paging: their bad queries are the filters'.
const AUDIT_EXPORT_BAD_QUERIES = [
  '?action=app.explode',
  "?action=app.create'--",
  '?from=yesterday',
  '?to=2026-02-31T25:00',
  '?from=0001-01-01',
  `?actor=${'x'.repeat(101)}`,
  `?target=${'x'.repeat(101)}`,
  `?q=${'x'.repeat(101)}`,
];
const DEVICE_EXPORT_BAD_QUERIES = [
  '?sort=lastSeen:sideways',
  '?sort=passwordHash:asc',
  '?status=gone',
  `?q=${'x'.repeat(101)}`,
  '?columns=passwordHash',
  '?locale=xx',
];
const AUDIT_BAD_QUERIES = [
  '?page=0',
  '?page=abc',
  '?pageSize=7',
  '?cursor=bm90LWpzb24',
  `?cursor=${Buffer.from(JSON.stringify(['2026-13-45', 1])).toString('base64url')}`,
  `?cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', -1])).toString('base64url')}`,
  ...AUDIT_EXPORT_BAD_QUERIES,
];

// Unknown paths read no body: whatever is sent, the answer is 404.
export const CATCH_ALL: Spec = { auth: 'none', body: () => ({ name: 'x' }) };

export const SPECS: Record<string, Spec> = {
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
  'GET /api/admin/audit': { auth: 'admin', badQueries: AUDIT_BAD_QUERIES },
  'GET /api/admin/audit/export': { auth: 'admin', badQueries: AUDIT_EXPORT_BAD_QUERIES },
  'GET /api/admin/customers': { auth: 'admin' },
  'GET /api/admin/devices': { auth: 'admin', badQueries: DEVICE_BAD_QUERIES },
  'GET /api/admin/devices/export': { auth: 'admin', badQueries: DEVICE_EXPORT_BAD_QUERIES },
  'GET /api/admin/ingest/unknown-keys': { auth: 'admin' },
  'GET /api/admin/orgs': { auth: 'admin', badQueries: [`?search=${'x'.repeat(101)}`] },
  'GET /api/admin/stats': { auth: 'admin' },
  'POST /api/admin/users/[userId]/password-reset-link': { auth: 'admin', idParam: true },
  'DELETE /api/admin/users/[userId]/2fa': { auth: 'admin', idParam: true },
  'GET /api/apps': { auth: 'customer' },
  'GET /api/audit': { auth: 'customer', badQueries: AUDIT_BAD_QUERIES },
  'GET /api/audit/[id]': { auth: 'customer', idParam: true },
  'GET /api/audit/export': { auth: 'customer', badQueries: AUDIT_EXPORT_BAD_QUERIES },
  'POST /api/apps': {
    auth: 'customer',
    body: () => ({ name: 'Fuzzed', platform: 'ios', bundleId: 'com.fuzz.app' }),
    required: ['name', 'platform', 'bundleId'],
    formatted: ['platform', 'bundleId'],
  },
  'GET /api/apps/[id]': { auth: 'customer', idParam: true, adminReads: true },
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
  // An app's ingest figures and keys: the owner's or an admin's (every id filled with the app's id, so
  // the key id is no key: 404).
  'GET /api/apps/[id]/ingest': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/keys': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/versions': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/regressions': { auth: 'customer', idParam: true, adminReads: true },
  'DELETE /api/apps/[id]/keys/[keyId]': { auth: 'customer', idParam: true, adminReads: true },
  // The alerts' routes are the owner's or an admin's (adminReads: an admin is not refused).
  'GET /api/apps/[id]/alert-rules': { auth: 'customer', idParam: true, adminReads: true },
  'PUT /api/apps/[id]/alert-rules': {
    auth: 'customer',
    idParam: true,
    adminReads: true,
    // Numbers, not text: the text mutations do not apply (123 is a valid count); the route's own
    // tests check the ranges and types.
    body: () => ({
      offlineAfterSeconds: 60,
      offlineSharePercent: 20,
      cooldownSeconds: 300,
      incidentThresholdCount: 25,
      incidentThresholdPercent: 30,
      incidentWindowSeconds: 300,
      regressionIncidents: true,
    }),
  },
  'GET /api/apps/[id]/maintenance-windows': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/apps/[id]/maintenance-windows': {
    auth: 'customer',
    idParam: true,
    adminReads: true,
    body: () => ({
      kind: 'weekly',
      name: 'Nightly',
      weekday: 3,
      startTime: '01:30',
      durationMinutes: 90,
      timeZone: 'Europe/Paris',
    }),
    // Numbers, not text: weekday and durationMinutes are checked by the route's own tests.
    required: ['kind', 'startTime', 'timeZone'],
    optional: ['name', 'viewId'],
    formatted: ['kind', 'startTime', 'timeZone', 'viewId'],
  },
  // The window's id filled with the app's id: no such window, 404.
  'DELETE /api/apps/[id]/maintenance-windows/[mid]': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/alert-rules/snooze': { auth: 'customer', idParam: true, adminReads: true },
  'PUT /api/apps/[id]/alert-rules/snooze': {
    auth: 'customer',
    idParam: true,
    adminReads: true,
    body: () => ({ hours: 1 }),
  },
  'DELETE /api/apps/[id]/alert-rules/snooze': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/webhooks': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/apps/[id]/webhooks': {
    auth: 'customer',
    idParam: true,
    adminReads: true,
    body: () => ({ url: 'https://hooks.example.com/fleetdeck', format: 'slack', language: 'de' }),
    required: ['url'],
    optional: ['format', 'language'],
    formatted: ['url', 'format', 'language'],
  },
  'DELETE /api/apps/[id]/webhooks/[wid]': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/apps/[id]/webhooks/[wid]/deliveries': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/apps/[id]/webhooks/[wid]/deliveries/[did]/resend': {
    auth: 'customer',
    idParam: true,
    adminReads: true,
  },
  'POST /api/apps/[id]/webhooks/[wid]/rotate-secret': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/apps/[id]/webhooks/[wid]/enable': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/apps/[id]/webhooks/[wid]/test': { auth: 'customer', idParam: true, adminReads: true },
  'POST /api/contact': {
    auth: 'none',
    body: () => ({ name: 'Fuzz', email: uniqueEmail('fuzz'), message: 'Hello' }),
    required: ['name', 'email', 'message'],
    formatted: ['email'],
  },
  'GET /api/devices': { auth: 'customer', badQueries: DEVICE_BAD_QUERIES },
  'POST /api/devices/tags': {
    auth: 'customer',
    body: () => ({ add: ['fuzzed'], filter: 'status=all' }),
    formatted: ['add'],
  },
  'GET /api/views': { auth: 'customer' },
  'POST /api/views': {
    auth: 'customer',
    body: () => ({ name: 'Fuzzed view', query: 'tag=fuzzed', columns: ['deviceId', 'tags'] }),
    required: ['name'],
    formatted: ['columns', 'query'],
  },
  // A view's id filled with the app's id: no such view, 404.
  'PATCH /api/views/[id]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ name: 'Fuzzed again', query: 'status=all' }),
    required: ['name'],
    partial: true,
    formatted: ['query'],
  },
  'DELETE /api/views/[id]': { auth: 'customer', idParam: true },
  'GET /api/incidents': {
    auth: 'customer',
    badQueries: [
      '?status=closed',
      '?status=open;drop',
      '?appId=not-an-id',
      `?appId=${'x'.repeat(101)}`,
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
    ],
  },
  // An incident's id filled with the app's id: no such incident, 404.
  'GET /api/incidents/[id]': { auth: 'customer', idParam: true },
  'POST /api/incidents/[id]/acknowledge': { auth: 'customer', idParam: true },
  'GET /api/channels': { auth: 'customer' },
  // Its recipient is nobody's id: the valid body itself is refused (400), as every mutation must be.
  'POST /api/channels': {
    auth: 'customer',
    body: () => ({ name: 'Fuzzed channel', recipientIds: ['00000000-0000-4000-8000-000000000001'] }),
    required: ['name', 'recipientIds'],
    formatted: ['recipientIds'],
  },
  // A channel's id filled with the app's id: no such channel, 404.
  'PATCH /api/channels/[id]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ name: 'Fuzzed again' }),
    required: ['name'],
    partial: true,
  },
  'DELETE /api/channels/[id]': { auth: 'customer', idParam: true },
  'POST /api/channels/[id]/test': { auth: 'customer', idParam: true },
  'GET /api/webhooks': { auth: 'customer' },
  'POST /api/webhooks': {
    auth: 'customer',
    body: () => ({ name: 'Fuzzed channel', url: 'https://hooks.example.com/fleetdeck', format: 'slack' }),
    required: ['name', 'url'],
    optional: ['format', 'language'],
    formatted: ['url', 'format', 'language'],
  },
  // A channel's id filled with the app's id: no such channel, 404.
  'DELETE /api/webhooks/[wid]': { auth: 'customer', idParam: true },
  'GET /api/webhooks/[wid]/deliveries': { auth: 'customer', idParam: true },
  'POST /api/webhooks/[wid]/deliveries/[did]/resend': { auth: 'customer', idParam: true },
  'POST /api/webhooks/[wid]/rotate-secret': { auth: 'customer', idParam: true },
  'POST /api/webhooks/[wid]/enable': { auth: 'customer', idParam: true },
  'POST /api/webhooks/[wid]/test': { auth: 'customer', idParam: true },
  // The device id is filled with the app's id too: no such device, 404.
  'GET /api/devices/[appId]/[deviceId]': { auth: 'customer', idParam: true, adminReads: true },
  'GET /api/devices/export': { auth: 'customer', badQueries: DEVICE_EXPORT_BAD_QUERIES },
  // The live stream: a valid session opens it; every bad call here is refused before it opens.
  'GET /api/events': { auth: 'customer' },
  // The cron routes: only CRON_SECRET as a bearer runs a job; a session's token, even an admin's, does not.
  'GET /api/cron/alerts': { auth: 'cron' },
  'GET /api/cron/audit-retention': { auth: 'cron' },
  'GET /api/cron/device-history-retention': { auth: 'cron' },
  'GET /api/cron/offline-sweep': { auth: 'cron' },
  'GET /api/cron/token-expiry': { auth: 'cron' },
  'GET /api/health': { auth: 'none' },
  // The API's OpenAPI document: public, like the health check.
  'GET /api/openapi.json': { auth: 'none' },
  'GET /api/sdk-guide': { auth: 'customer' },
  'PUT /api/sdk-guide': {
    auth: 'admin',
    wrap: 'data',
    body: () => ({ markdown: '# Guide' }),
    required: ['markdown'],
    longText: ['markdown'],
  },
  'GET /api/sdk-guide/languages': { auth: 'admin' },
  'GET /api/stats': { auth: 'customer' },
  'GET /api/user': { auth: 'customer' },
  'POST /api/user/password': {
    auth: 'customer',
    body: () => ({ currentPassword: 'the-old-one', newPassword: 'fuzzed-long-passphrase' }),
    required: ['currentPassword', 'newPassword'],
  },
  'GET /api/user/2fa': { auth: 'customer' },
  'POST /api/user/2fa/totp': {
    auth: 'customer',
    body: () => ({ password: 'the-old-one' }),
    required: ['password'],
  },
  'DELETE /api/user/2fa/totp': {
    auth: 'customer',
    body: () => ({ password: 'the-old-one', code: '123456' }),
    required: ['password', 'code'],
    formatted: ['code'],
  },
  'POST /api/user/2fa/totp/confirm': {
    auth: 'customer',
    body: () => ({ code: '123456' }),
    required: ['code'],
    formatted: ['code'],
  },
  'POST /api/user/2fa/recovery-codes': {
    auth: 'customer',
    body: () => ({ code: '123456' }),
    required: ['code'],
    formatted: ['code'],
  },
  'GET /api/user/passkeys': { auth: 'customer' },
  'POST /api/user/passkeys': {
    auth: 'customer',
    body: () => ({ name: 'Laptop', response: PASSKEY_REGISTRATION }),
    required: ['name', 'response'],
    formatted: ['response'],
  },
  'POST /api/user/passkeys/options': {
    auth: 'customer',
    body: () => ({ password: 'the-old-one' }),
    required: ['password'],
  },
  'DELETE /api/user/passkeys/[id]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ password: 'the-old-one' }),
    required: ['password'],
  },
  'GET /api/user/sessions': { auth: 'customer' },
  'DELETE /api/user/sessions/[id]': { auth: 'customer', idParam: true },
  // API tokens: [id] of an organisation is filled with the app's id, which names no organisation (404).
  'GET /api/user/tokens': { auth: 'customer' },
  'POST /api/user/tokens': {
    auth: 'customer',
    body: () => ({
      name: 'Fuzzed token',
      orgId: '00000000-0000-4000-8000-000000000000',
      scopes: ['apps:read'],
    }),
    required: ['name', 'orgId', 'scopes'],
    optional: ['appId', 'expiresInDays'],
    formatted: ['orgId', 'scopes', 'appId', 'expiresInDays'],
  },
  'DELETE /api/user/tokens/[id]': { auth: 'customer', idParam: true },
  'GET /api/orgs/[id]/tokens': { auth: 'customer', idParam: true },
  'POST /api/orgs/[id]/tokens': {
    auth: 'customer',
    idParam: true,
    body: () => ({ name: 'Fuzzed token', scopes: ['apps:read'] }),
    required: ['name', 'scopes'],
    optional: ['appId', 'expiresInDays'],
    formatted: ['scopes', 'appId', 'expiresInDays'],
  },
  'DELETE /api/orgs/[id]/tokens/[tid]': { auth: 'customer', idParam: true },
  'PUT /api/user': { auth: 'customer', wrap: 'data', body: () => ({ name: 'Renamed' }), required: ['name'] },
  'POST /api/v1/auth/login': {
    auth: 'none',
    body: () => ({ email: 'nobody@example.com', password: 'password123' }),
    required: ['email', 'password'],
    formatted: ['email'],
  },
  'POST /api/v1/auth/login/mfa': {
    auth: 'none',
    body: () => ({ challenge: 'c'.repeat(43), code: '123456' }),
    required: ['challenge', 'code'],
    formatted: ['code'],
  },
  'POST /api/v1/auth/login/passkey': {
    auth: 'none',
    body: () => ({ response: PASSKEY_ASSERTION }),
    required: ['response'],
    formatted: ['response'],
  },
  'POST /api/v1/auth/login/passkey/options': {
    auth: 'none',
    body: () => ({ challenge: 'c'.repeat(43) }),
    optional: ['challenge'],
    // Without a challenge it is valid: options for a passkey alone.
    partial: true,
  },
  'POST /api/v1/auth/logout': { auth: 'customer', anyTokenAccepted: true },
  'POST /api/v1/auth/password-reset': {
    auth: 'none',
    body: () => ({ email: uniqueEmail('fuzz') }),
    required: ['email'],
    formatted: ['email'],
  },
  // The organisations API: every [id] is filled with the app's id, which names no organisation (404).
  'GET /api/orgs': { auth: 'customer' },
  'POST /api/orgs': { auth: 'customer', body: () => ({ name: 'Fuzzed org' }), required: ['name'] },
  'PUT /api/orgs/active': {
    auth: 'customer',
    body: () => ({ orgId: '00000000-0000-4000-8000-000000000000' }),
    required: ['orgId'],
  },
  'PATCH /api/orgs/[id]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ name: 'Renamed' }),
    required: ['name'],
  },
  'DELETE /api/orgs/[id]': { auth: 'customer', idParam: true },
  'GET /api/orgs/[id]/members': { auth: 'customer', idParam: true },
  'PATCH /api/orgs/[id]/members/[userId]': {
    auth: 'customer',
    idParam: true,
    body: () => ({ role: 'viewer' }),
    required: ['role'],
    optional: ['transferOwnership'],
    formatted: ['role'],
  },
  'DELETE /api/orgs/[id]/members/[userId]': { auth: 'customer', idParam: true },
  'GET /api/orgs/[id]/invitations': { auth: 'customer', idParam: true },
  'POST /api/orgs/[id]/invitations': {
    auth: 'customer',
    idParam: true,
    body: () => ({ email: uniqueEmail('fuzz'), role: 'member' }),
    required: ['email', 'role'],
    formatted: ['email', 'role'],
  },
  'DELETE /api/orgs/[id]/invitations/[iid]': { auth: 'customer', idParam: true },
  'POST /api/orgs/[id]/invitations/[iid]/resend': { auth: 'customer', idParam: true },
  'GET /api/invitations/lookup': {
    auth: 'none',
    badQueries: ['?token=', '?token=unknown', `?token=${'x'.repeat(201)}`],
  },
  'POST /api/invitations/accept': {
    auth: 'customer',
    body: () => ({ token: 'x'.repeat(43) }),
    required: ['token'],
  },
  'POST /api/v1/auth/password-reset/confirm': {
    auth: 'none',
    body: () => ({ token: 'x'.repeat(43), password: 'fuzzed-long-passphrase' }),
    required: ['token', 'password'],
  },
  'POST /api/v1/auth/signup': {
    auth: 'none',
    body: () => ({ name: 'Fuzz', email: uniqueEmail('fuzz'), password: 'lantern-moss-42' }),
    required: ['name', 'email', 'password'],
    optional: ['invitationToken'],
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
