import type { z } from 'zod';
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
  oas31,
} from 'zod-openapi';

import type { Tag } from '@/lib/api/openapi/components';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/openapi/errors';
import { idempotencyKeyHeader, orgHeader } from '@/lib/api/openapi/parameters';
import { apiErrorSchema } from '@/lib/api/openapi/schemas/errors';
import type { TokenScope } from '@/lib/auth/api-tokens';

/**
 * One description per operation, from which its security, parameters and every answer are written: the
 * errors a call can give come from how it is checked (who may call, a body, an idempotency key), so that
 * the routes' shared rules are written once here and every operation lists the same codes for them.
 */

/**
 * Who may call, and how (docs/product.md, API, API tokens and Organisations):
 * - `public`: anyone, nothing to send;
 * - `session`: a signed-in person's session token (Authorization: Bearer, from sign-in); an API token is
 *   refused with 403 session_required;
 * - `admin`: the session of a platform admin (403 forbidden to anyone else);
 * - `org`: a call about an organisation's things (X-Fleetdeck-Org, else the active one): a session, or
 *   an API token with `scope`; `perApp`: about one app, so a token restricted to an app may make it;
 *   `permission`: a role may lack it (403 role_forbidden); `admins`: platform admins may call it on any
 *   organisation's app;
 * - `members`: a call about the organisation its path names: a session, or a personal token with `scope`;
 * - `cron`: the CRON_SECRET as a bearer;
 * - `appKey`: an app's key in X-App-Key (the SDK's heartbeat);
 * - `signOut`: any bearer token (sign-out ends the session it names, and is harmless twice).
 */
export type Access =
  | { kind: 'public' | 'session' | 'admin' | 'cron' | 'appKey' | 'signOut' }
  | { kind: 'org'; scope: TokenScope; perApp?: boolean; permission?: boolean; admins?: boolean }
  | { kind: 'members'; scope: TokenScope }
  /** The live stream: a session, in an organisation (X-Fleetdeck-Org). */
  | { kind: 'orgSession' };

export type SuccessStatus = 200 | 201 | 202 | 204;

export interface OperationSpec {
  /** As OpenAPI writes it: the route's folder with `[id]` as `{id}`. */
  path: `/api/${string}`;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly Tag[];
  access: Access;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  /** Extra header parameters (Last-Event-ID). */
  headers?: readonly z.ZodType[];
  /** The request body: a schema of lib/validations, named in requests.ts. */
  body?: z.ZodType;
  /** The body may be left out (POST …/rotate-key). */
  bodyOptional?: boolean;
  /** Takes Idempotency-Key (lib/server/http/idempotency.ts). */
  idempotent?: boolean;
  /** Skips the CSRF origin check that every other method but GET passes (the SDK's heartbeat: any origin). */
  crossOrigin?: boolean;
  success: {
    status: SuccessStatus;
    description: string;
    /** JSON unless `mediaType` says otherwise; none for 204. */
    schema?: z.ZodType;
    mediaType?: 'application/json' | 'text/csv' | 'text/event-stream';
  };
  /** The codes of this call's own refusals, beside those its access, body and key bring. */
  errors?: readonly ErrorCode[];
}

const ref = (
  kind: 'headers' | 'responses' | 'parameters' | 'examples',
  name: string,
): oas31.ReferenceObject => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Whether an API token may make the call: then its answers carry the RateLimit header fields. */
const takesTokens = (access: Access) => access.kind === 'org' || access.kind === 'members';

function accessErrors(access: Access): ErrorCode[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'session':
      return ['unauthorized', 'session_required'];
    // mfa_required: an organisation that requires two-factor sign-in, or ADMIN_REQUIRE_2FA for admins.
    case 'admin':
      return ['unauthorized', 'session_required', 'forbidden', 'mfa_required'];
    case 'orgSession':
      return ['unauthorized', 'session_required', 'mfa_required', 'not_found'];
    case 'org':
      return [
        'unauthorized',
        'insufficient_scope',
        ...(access.perApp ? [] : (['token_app_restricted'] as const)),
        ...(access.permission ? (['role_forbidden'] as const) : []),
        'mfa_required',
        'not_found',
        'rate_limited',
      ];
    case 'members':
      return ['unauthorized', 'insufficient_scope', 'mfa_required', 'not_found', 'rate_limited'];
    case 'cron':
      // Without CRON_SECRET the cron routes do not exist.
      return ['unauthorized', 'not_found'];
    case 'appKey':
      return [];
    case 'signOut':
      return ['unauthorized'];
  }
}

function security(access: Access): oas31.SecurityRequirementObject[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'session':
    case 'admin':
    case 'orgSession':
    case 'signOut':
      return [{ session: [] }];
    case 'org':
    case 'members':
      // OpenAPI 3.1 lets a requirement of any scheme list role names: here, the token scope it needs.
      return [{ apiToken: [access.scope] }, { session: [] }];
    case 'cron':
      return [{ cronSecret: [] }];
    case 'appKey':
      return [{ appKey: [] }];
  }
}

function accessSentence(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no credentials.';
    case 'session':
      return 'A signed-in session only: an API token is refused (403 session_required).';
    case 'admin':
      return 'A platform admin’s session only (403 forbidden to customers, 403 session_required to API tokens).';
    case 'orgSession':
      return 'A signed-in session only, in the organisation X-Fleetdeck-Org names (else the active one).';
    case 'org':
      return [
        `A session, or an API token with \`${access.scope}\`${access.scope.endsWith(':read') ? ` (or \`${access.scope.replace(':read', ':write')}\`)` : ''}, in the organisation X-Fleetdeck-Org names (else the active one).`,
        access.perApp
          ? 'A token restricted to an app may call it for that app only (another app: 404).'
          : 'A token restricted to one app is refused (403 token_app_restricted).',
        access.admins ? 'Platform admins may call it on any organisation’s app.' : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'members':
      return `A session, or a personal API token with \`${access.scope}\` of the organisation in the path (organisation tokens never hold it); the caller’s role there decides.`;
    case 'cron':
      return 'The cron secret: `Authorization: Bearer <CRON_SECRET>` (docs/operations.md, "Preview deployments"). Without CRON_SECRET set, the route answers 404.';
    case 'appKey':
      return 'The app’s key in X-App-Key. Any origin (CORS), no cookies.';
    case 'signOut':
      return 'The session’s token as a bearer; one that is unknown, revoked or already ended answers 204 too.';
  }
}

function errorResponse(
  status: number,
  codes: ErrorCode[],
  { rateLimited, replayed }: { rateLimited: boolean; replayed: boolean },
): ZodOpenApiResponseObject {
  const headers: Record<string, oas31.ReferenceObject> = {
    ...(rateLimited ? RATE_LIMIT_HEADERS : {}),
    ...(status === 429 ? { 'Retry-After': ref('headers', 'Retry-After') } : {}),
    // 409 idempotency_in_progress says when to try again; the other 409s do not.
    ...(codes.includes('idempotency_in_progress')
      ? { 'Retry-After': ref('headers', 'Retry-After-Optional') }
      : {}),
    ...(replayed ? { 'Idempotent-Replayed': ref('headers', 'Idempotent-Replayed') } : {}),
  };
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code][1]}`).join(' '),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    content: {
      'application/json': {
        schema: apiErrorSchema,
        examples: Object.fromEntries(codes.map((code) => [code, ref('examples', code)])),
      },
    },
    // The codes this status stands for here, for programs (the answers test holds the server to them).
    'x-error-codes': codes,
  };
}

const REPLAYED_STATUSES = new Set([400, 404, 409, 410, 413]);

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': ref('headers', 'RateLimit-Limit'),
  'RateLimit-Remaining': ref('headers', 'RateLimit-Remaining'),
  'RateLimit-Reset': ref('headers', 'RateLimit-Reset'),
};

/** The OpenAPI operation of `spec`. */
export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const { access, success } = spec;
  const changes = spec.method !== 'get';
  const tokens = takesTokens(access);
  const codes = new Set<ErrorCode>([
    ...accessErrors(access),
    ...(spec.body ? (['invalid_json', 'validation_failed', 'payload_too_large'] as const) : []),
    ...(changes && !spec.crossOrigin ? (['csrf_rejected'] as const) : []),
    ...(spec.idempotent
      ? (['invalid_idempotency_key', 'idempotency_in_progress', 'idempotency_key_reused'] as const)
      : []),
    ...(spec.errors ?? []),
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code][0];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }

  const successHeaders: Record<string, oas31.ReferenceObject> = {
    ...(tokens ? RATE_LIMIT_HEADERS : {}),
    ...(spec.idempotent ? { 'Idempotent-Replayed': ref('headers', 'Idempotent-Replayed') } : {}),
    ...(success.mediaType === 'text/csv'
      ? { 'Content-Disposition': ref('headers', 'Content-Disposition') }
      : {}),
  };
  const responses: ZodOpenApiResponsesObject = {
    [success.status]: {
      description: success.description,
      ...(Object.keys(successHeaders).length > 0 ? { headers: successHeaders } : {}),
      ...(success.schema
        ? { content: { [success.mediaType ?? 'application/json']: { schema: success.schema } } }
        : {}),
    },
  };
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[`${status}` as `4${string}`] = errorResponse(status, statusCodes, {
      rateLimited: tokens && status !== 401,
      // A refusal made while answering (a bad body, nothing found) is kept and replayed too
      // (docs/product.md, Retries); one of the caller's credentials or of the key itself is not.
      replayed: !!spec.idempotent && REPLAYED_STATUSES.has(status),
    });
  }
  responses['500'] = ref('responses', 'InternalError');
  responses['503'] = ref('responses', 'ServiceUnavailable');

  const headerParams = [
    ...(access.kind === 'org' || access.kind === 'orgSession' ? [orgHeader] : []),
    ...(spec.idempotent ? [idempotencyKeyHeader] : []),
    ...(spec.headers ?? []),
  ];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: [spec.description, accessSentence(access)].filter(Boolean).join('\n\n'),
    tags: [...spec.tags],
    security: security(access),
    ...(spec.pathParams || spec.query
      ? {
          requestParams: {
            ...(spec.pathParams ? { path: spec.pathParams } : {}),
            ...(spec.query ? { query: spec.query } : {}),
          },
        }
      : {}),
    ...(headerParams.length > 0 ? { parameters: headerParams } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: !spec.bodyOptional,
            content: { 'application/json': { schema: spec.body } },
          },
        }
      : {}),
    responses,
  };
}
