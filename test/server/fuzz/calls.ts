import { callRoute, fillRoute, type ApiMethod, type ApiRoute } from '@/test/server/api-catalog';
import { authHeaders, FUZZ_CRON_SECRET, type FuzzContext } from '@/test/server/fuzz/context';
import { BAD_IDS, bodyMutations, FORGED_TOKENS, wrapped } from '@/test/server/fuzz/mutations';
import type { Spec } from '@/test/server/fuzz/specs';

/** One bad request of the API fuzz tests. */
export interface Call {
  label: string;
  path: string;
  params: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: string;
}

export function badCalls(context: FuzzContext, route: ApiRoute, method: ApiMethod, spec: Spec): Call[] {
  const { customer, admin, app } = context;
  const calls: Call[] = [];
  const sameOrigin = { origin: 'http://localhost', 'content-type': 'application/json' };
  const target = fillRoute(route, route.params[0]?.startsWith('...') ? 'no/such/endpoint' : app.id);
  const base = {
    path: target.path,
    params: target.params,
    headers: { ...sameOrigin, ...authHeaders(context, spec.auth) },
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
    // Someone else's app looks exactly like no app, to another customer and (on the customer's own
    // routes, but for the reads open to admins) to an admin.
    if (spec.auth === 'customer') {
      const stranger = { ...sameOrigin, authorization: `Bearer ${context.stranger.token}` };
      calls.push({ ...base, label: 'another customer’s app (as a customer)', headers: stranger, body });
      const asAdmin = { ...sameOrigin, authorization: `Bearer ${admin.token}` };
      if (!spec.adminReads)
        calls.push({ ...base, label: 'another customer’s app (as admin)', headers: asAdmin, body });
    }
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
  if (spec.auth === 'cron') {
    for (const authorization of [
      '',
      'Bearer ',
      `Bearer ${FUZZ_CRON_SECRET.slice(0, -1)}`,
      `Bearer ${FUZZ_CRON_SECRET}x`,
      `Bearer ${FUZZ_CRON_SECRET.toUpperCase()}`,
      `Basic ${FUZZ_CRON_SECRET}`,
      FUZZ_CRON_SECRET,
      `Bearer ${customer.token}`,
      `Bearer ${admin.token}`,
    ]) {
      calls.push({
        ...base,
        label: `cron bearer ${JSON.stringify(authorization.slice(0, 12))}`,
        headers: authorization ? { ...sameOrigin, authorization } : sameOrigin,
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

/** Whether a body is the API's error shape `{"error":{"code","message","fields"?}}`. */
export function errorShape(body: unknown): boolean {
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

export async function send(route: ApiRoute, method: ApiMethod, call: Call): Promise<Response> {
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
