import { GET as adminApps } from '@/app/api/admin/apps/route';
import { GET as listApps, POST as postApp } from '@/app/api/apps/route';
import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as heartbeat } from '@/app/api/v1/devices/heartbeat/route';

/**
 * For the simulator's tests (simulator.test.ts, simulator-apps.test.ts): a console at URL_BASE whose
 * calls the route handlers answer themselves, with the whole path but the network.
 */

export const URL_BASE = 'http://127.0.0.1:3999';
const ROUTES: Record<string, Record<string, (request: Request) => Promise<Response>>> = {
  '/api/v1/auth/login': { POST: login },
  '/api/v1/auth/logout': { POST: logout },
  '/api/admin/apps': { GET: adminApps },
  '/api/apps': { GET: listApps, POST: postApp },
  '/api/v1/devices/heartbeat': { POST: heartbeat },
};

/** The origins the calls went to, in order. */
export const called: string[] = [];

/** fetch answered by the route handlers themselves. */
export const routedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  called.push(url.origin);
  const handler = ROUTES[url.pathname]?.[request.method];
  return handler ? handler(request) : new Response(null, { status: 404 });
}) as typeof fetch;
