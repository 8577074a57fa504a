/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import type { oas31 } from 'zod-openapi';

import { createOpenApiDocument, OPERATIONS } from '@/lib/api/openapi/document';
import { REQUEST_BODIES } from '@/lib/api/openapi/requests';
import * as account from '@/lib/validations/account';
import * as alerts from '@/lib/validations/alerts';
import * as apiToken from '@/lib/validations/api-token';
import * as app from '@/lib/validations/app';
import * as appKey from '@/lib/validations/app-key';
import * as auth from '@/lib/validations/auth';
import * as channels from '@/lib/validations/channels';
import * as contact from '@/lib/validations/contact';
import * as deviceTags from '@/lib/validations/device-tags';
import * as heartbeat from '@/lib/validations/heartbeat';
import * as orgs from '@/lib/validations/orgs';
import * as passkeys from '@/lib/validations/passkeys';
import * as savedViews from '@/lib/validations/saved-views';
import * as sdkGuide from '@/lib/validations/sdk-guide';
import * as twoFactor from '@/lib/validations/two-factor';
import * as user from '@/lib/validations/user';
import { discoverApiRoutes, type ApiMethod, type ApiRoute } from '@/test/server/api-catalog';

/**
 * The OpenAPI document against the route handlers (docs/automation.md, "The API's description"): every
 * method a route under app/api serves is documented and every documented operation is served (the
 * routes found on disk, so a new route fails here until it is documented), and what the document says
 * of each is what its handler does: the token scope it checks (or that it takes sessions only), the
 * Idempotency-Key it honours and the very schema it validates its body with. The answers themselves are
 * checked against the document in app/api/openapi-answers.test.ts; the document against the
 * specification by `npm run lint:openapi`.
 */

let routes: ApiRoute[];
let document: oas31.OpenAPIObject;

beforeAll(async () => {
  routes = (await discoverApiRoutes()).filter((route) => route.pattern !== '/api/[...path]');
  document = createOpenApiDocument();
});

/** `/api/apps/[id]` as OpenAPI writes it: `/api/apps/{id}`. */
const openApiPath = (pattern: string) => pattern.replace(/\[([^\]]+)\]/g, '{$1}');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function documented(): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

function served(): string[] {
  return routes.flatMap((route) =>
    (Object.keys(route.handlers) as ApiMethod[]).map((method) => `${method} ${openApiPath(route.pattern)}`),
  );
}

function operationOf(key: string): oas31.OperationObject {
  const [method, route] = key.split(' ');
  return document.paths![route]![method.toLowerCase() as (typeof METHODS)[number]]!;
}

/** The source of the handler a route file exports for `method` (up to the next export). */
function handlerSource(pattern: string, method: string): string {
  const file = path.join(process.cwd(), 'app', ...pattern.split('/').slice(1), 'route.ts');
  const source = readFileSync(file, 'utf8');
  const start = source.search(new RegExp(`export const ${method} = `));
  if (start < 0) throw new Error(`${pattern} has no ${method} handler of its own`);
  const next = source.slice(start + 1).search(/\nexport /);
  return next < 0 ? source.slice(start) : source.slice(start, start + 1 + next);
}

/** Every served operation with its handler's source. */
function handlers(): { key: string; source: string }[] {
  return routes.flatMap((route) =>
    (Object.keys(route.handlers) as ApiMethod[]).map((method) => ({
      key: `${method} ${openApiPath(route.pattern)}`,
      source: handlerSource(route.pattern, method),
    })),
  );
}

describe('the OpenAPI document and the routes', () => {
  it('documents every method every route serves, and nothing else', () => {
    expect(served().length).toBeGreaterThan(70);
    expect(served().filter((key) => !documented().includes(key))).toEqual([]);
    expect(documented().filter((key) => !served().includes(key))).toEqual([]);
  });

  it('names each operation once, with a summary, a tag and its security', () => {
    const ids = OPERATIONS.map((spec) => spec.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const key of documented()) {
      const operation = operationOf(key);
      expect({ key, summary: !!operation.summary, tags: operation.tags?.length }).toEqual({
        key,
        summary: true,
        tags: 1,
      });
      expect(operation.security).toBeDefined();
    }
  });

  it('gives each operation the token scope its handler checks, or no token at all', () => {
    const problems: string[] = [];
    for (const { key, source } of handlers()) {
      // requireOrg(..., { scope: 'apps:read' }) or requirePathOrgCaller(request, params, 'members:read').
      const scope =
        /scope: '([a-z]+:[a-z]+)'/.exec(source)?.[1] ??
        /requirePathOrgCaller\([^)]*'([a-z]+:[a-z]+)'\)/.exec(source)?.[1] ??
        null;
      const tokenScopes = operationOf(key).security?.find(
        (requirement) => 'apiToken' in requirement,
      )?.apiToken;
      const documentedScope = tokenScopes ? tokenScopes.join(' ') : null;
      if (documentedScope !== scope) problems.push(`${key}: handler ${scope}, document ${documentedScope}`);
    }
    expect(problems).toEqual([]);
  });

  it('says which calls a platform admin alone may make', () => {
    for (const { key, source } of handlers()) {
      const codes = Object.values(operationOf(key).responses ?? {}).flatMap(
        (response) => ((response as Record<string, unknown>)['x-error-codes'] as string[] | undefined) ?? [],
      );
      expect({ key, forbidden: codes.includes('forbidden') }).toEqual({
        key,
        forbidden: source.includes('requireAdmin('),
      });
    }
  });

  it('takes Idempotency-Key exactly where the handler honours it', () => {
    for (const { key, source } of handlers()) {
      const parameters = (operationOf(key).parameters ?? []) as oas31.ReferenceObject[];
      const takesKey = parameters.some(
        (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
      );
      expect({ key, takesKey }).toEqual({ key, takesKey: source.includes('idempotent(') });
    }
  });

  it('documents each body with the schema its handler validates it with', () => {
    const validations: Record<string, unknown> = {
      ...account,
      ...alerts,
      ...apiToken,
      ...app,
      ...appKey,
      ...auth,
      ...channels,
      ...contact,
      ...deviceTags,
      ...heartbeat,
      ...orgs,
      ...passkeys,
      ...savedViews,
      ...sdkGuide,
      ...twoFactor,
      ...user,
    };
    const problems: string[] = [];
    for (const { key, source } of handlers()) {
      const spec = OPERATIONS.find(
        (candidate) => `${candidate.method.toUpperCase()} ${candidate.path}` === key,
      )!;
      // validate(createAppSchema, ...), or the heartbeat's schema inside acceptHeartbeat.
      const name =
        /validate\(\s*(\w+Schema)/.exec(source)?.[1] ??
        (source.includes('acceptHeartbeat(') ? 'heartbeatSchema' : null);
      if (!name) {
        if (spec.body) problems.push(`${key}: documents a body its handler does not read`);
        continue;
      }
      const validated = validations[name] as z.ZodObject | undefined;
      // The document's body, unwrapped where the route reads its fields under `data`.
      const body = spec.body as z.ZodObject | undefined;
      const inner = source.includes(').data') ? (body?.shape.data as z.ZodObject | undefined) : body;
      // `.meta()` gives a copy of a schema with the same definition.
      if (!validated || !inner || inner._zod.def !== validated._zod.def) {
        problems.push(`${key}: the handler validates ${name}, the document shows another body`);
      }
    }
    expect(problems).toEqual([]);
    // Every body requests.ts names is some operation's.
    const used = new Set(OPERATIONS.map((spec) => spec.body));
    expect(
      Object.entries(REQUEST_BODIES)
        .filter(([, body]) => !used.has(body))
        .map(([id]) => id),
    ).toEqual([]);
  });

  it('is public: the Edge guard never sees GET /api/openapi.json, and the route asks for no credentials', async () => {
    const { config } = await import('@/middleware');
    // The matcher is a path pattern whose one group is a plain regular expression.
    const guarded = (pathname: string) => new RegExp(`^${config.matcher[0]}$`).test(pathname);
    expect([guarded('/api/openapi.json'), guarded('/online-devices')]).toEqual([false, true]);
    expect(operationOf('GET /api/openapi.json').security).toEqual([]);
    expect(handlerSource('/api/openapi.json', 'GET')).not.toMatch(/require\w+\(/);
  });

  it('lists a 4xx answer and the error codes of each answer that is an error', () => {
    for (const key of documented()) {
      const responses = operationOf(key).responses ?? {};
      const statuses = Object.keys(responses);
      if (!['GET /api/health', 'GET /api/openapi.json'].includes(key)) {
        expect({ key, has4xx: statuses.some((status) => status.startsWith('4')) }).toEqual({
          key,
          has4xx: true,
        });
      }
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        const response = responses[status] as Record<string, unknown>;
        if ('$ref' in response) continue;
        expect({ key, status, codes: Array.isArray(response['x-error-codes']) }).toEqual({
          key,
          status,
          codes: true,
        });
      }
    }
  });
});
