import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

import { getDb } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { API_METHODS, type ApiMethod } from '@/lib/server/http/other-methods';
import { flushKeyUse } from '@/lib/server/ingest/key-use';

/**
 * For the API-wide jest tests (fuzzing, CSRF): every route handler module under app/api, found on
 * disk so that a new route is covered without editing the tests, and a snapshot of everything the
 * database holds. Not used by the app.
 */
export { API_METHODS, type ApiMethod };
export const STATE_CHANGING_METHODS: readonly ApiMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

type Params = Record<string, string | string[]>;
export type RouteHandler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

export interface ApiRoute {
  /** `/api/apps/[id]`, as the folders name it. */
  pattern: string;
  /** The dynamic segments, `id` or `...path`. */
  params: string[];
  /** The methods it serves. */
  handlers: Partial<Record<ApiMethod, RouteHandler>>;
  /** The methods it answers with 405 (`otherMethods`). */
  notServed: Partial<Record<ApiMethod, RouteHandler>>;
  /** Its OPTIONS handler (CORS preflight), when it exports one. */
  preflight?: RouteHandler;
}

const API_ROOT = path.join(process.cwd(), 'app', 'api');

export async function discoverApiRoutes(): Promise<ApiRoute[]> {
  const files = readdirSync(API_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== '.');
      const handlersModule = (await import(path.join(API_ROOT, file))) as Record<string, unknown>;
      const served = servedBesideOtherMethods(readFileSync(path.join(API_ROOT, file), 'utf8'));
      const handlers: ApiRoute['handlers'] = {};
      const notServed: ApiRoute['notServed'] = {};
      for (const method of API_METHODS) {
        const handler = handlersModule[method];
        if (typeof handler !== 'function') continue;
        if (served && !served.includes(method)) notServed[method] = handler as RouteHandler;
        else handlers[method] = handler as RouteHandler;
      }
      return {
        pattern: ['/api', ...segments].join('/'),
        params: segments.filter((s) => s.startsWith('[')).map((s) => s.slice(1, -1)),
        handlers,
        notServed,
        preflight:
          typeof handlersModule.OPTIONS === 'function' ? (handlersModule.OPTIONS as RouteHandler) : undefined,
      };
    }),
  );
}

/**
 * The methods a route serves when it also exports `otherMethods([...])`, read from its source: every
 * other method it exports answers 405. Null for a route without `otherMethods`.
 */
function servedBesideOtherMethods(source: string): ApiMethod[] | null {
  const match = /otherMethods\(\s*\[([^\]]*)\]/.exec(source);
  if (!match) return null;
  return API_METHODS.filter((method) => match[1].includes(`'${method}'`));
}

/** The URL path of a route with its dynamic segments filled in, and the params Next would pass. */
export function fillRoute(route: ApiRoute, value: string): { path: string; params: Params } {
  const params: Params = {};
  let filled = route.pattern;
  for (const name of route.params) {
    if (name.startsWith('...')) {
      params[name.slice(3)] = value.split('/');
      filled = filled.replace(`[${name}]`, value.split('/').map(encodeURIComponent).join('/'));
    } else {
      params[name] = value;
      filled = filled.replace(`[${name}]`, encodeURIComponent(value));
    }
  }
  return { path: filled, params };
}

export async function callRoute(
  route: ApiRoute,
  method: ApiMethod,
  request: Request,
  params: Params,
): Promise<Response> {
  const handler = route.handlers[method];
  if (!handler) throw new Error(`${route.pattern} has no ${method} handler`);
  return handler(request, { params: Promise.resolve(params) });
}

/** Every table of the schema, new ones included. */
const TABLES = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);

/**
 * Every row of every table, in a stable order: equal snapshots mean nothing was written (a member's last
 * activity aside). It covers
 * rows of other tests too, so the database must be this test file's alone while it runs (in-memory
 * PGlite per file, or PostgreSQL with `jest --runInBand`, as `npm run test:pg` runs).
 */
export async function snapshotDatabase(): Promise<Record<string, string[]>> {
  // Ingest writes a key's last use in a batch a moment after a heartbeat: written now, so that a use
  // noted before the first snapshot cannot land between two.
  await flushKeyUse();
  const db = await getDb();
  const snapshot: Record<string, string[]> = {};
  for (const [name, table] of TABLES) {
    const rows = await db.select().from(table);
    // A member's "last active" is what any call in their organisation records, reads too
    // (lib/server/orgs/active.ts): not a change of the organisation's data.
    const kept = table === schema.memberships ? rows.map((row) => ({ ...row, lastActiveAt: null })) : rows;
    snapshot[name] = kept.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
