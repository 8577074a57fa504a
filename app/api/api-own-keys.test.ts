/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import { fillRoute, type ApiMethod } from '@/test/server/api-catalog';
import { errorShape, send } from '@/test/server/fuzz/calls';
import { authHeaders, setupFuzzContext } from '@/test/server/fuzz/context';
import { wrapped } from '@/test/server/fuzz/mutations';
import { CATCH_ALL, SPECS } from '@/test/server/fuzz/specs';

/**
 * Bad input (ASVS 1.2, 1.5, 2.2): bodies with keys named like every object's own properties
 * (`__proto__`, `constructor`, ...) sent to every handler that reads a body.
 */
const context = setupFuzzContext();
jest.setTimeout(120_000);

describe('keys named like every object’s own properties', () => {
  // JSON.parse makes `__proto__` an own key, as a request body would have it.
  const EXTRA = JSON.parse(
    '{"__proto__":{"role":"admin"},"constructor":{"prototype":{}},"toString":1,"valueOf":"x","hasOwnProperty":null}',
  ) as Record<string, unknown>;

  it('are unknown fields like any other: dropped, never a server error', async () => {
    const problems: string[] = [];
    for (const route of context.routes) {
      for (const method of Object.keys(route.handlers) as ApiMethod[]) {
        const spec = SPECS[`${method} ${route.pattern}`];
        if (!spec.body || spec === CATCH_ALL) continue;
        const target = fillRoute(route, context.app.id);
        const response = await send(route, method, {
          label: 'extra keys',
          ...target,
          headers: {
            origin: 'http://localhost',
            'content-type': 'application/json',
            ...authHeaders(context, spec.auth),
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
