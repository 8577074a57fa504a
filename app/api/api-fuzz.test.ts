/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import { snapshotDatabase, type ApiMethod } from '@/test/server/api-catalog';
import { badCalls, errorShape, send } from '@/test/server/fuzz/calls';
import { setupFuzzContext } from '@/test/server/fuzz/context';
import { SPECS } from '@/test/server/fuzz/specs';

/**
 * Bad input (ASVS 1.2, 1.5, 2.2): every handler of every route under app/api (found on disk, so a new
 * route fails this test until it has a spec in test/server/fuzz/specs.ts) gets malformed JSON, wrong
 * types, missing fields, oversize and overlong strings, control characters and broken Unicode, SQL and
 * HTML fragments in fields with a format, malformed ids and forged tokens. Every answer must be a 4xx
 * in the API's error shape, and nothing stored may change. Keys like `__proto__`: api-own-keys.test.ts;
 * valid text of any kind: api-valid-text.test.ts.
 */
const context = setupFuzzContext();

/** The audit entries a refused call writes: a wrong password is an attempt the account's owner sees. */
const FAILED_ATTEMPTS = ['auth.sign_in_failed', 'user.password_change_failed'];
jest.setTimeout(120_000);

describe('API fuzzing', () => {
  it('has a fuzz spec for every handler of every route', () => {
    const found = context.routes.flatMap((route) =>
      (Object.keys(route.handlers) as ApiMethod[]).map((method) => `${method} ${route.pattern}`),
    );
    expect(found.length).toBeGreaterThanOrEqual(25);
    expect(found.filter((key) => !SPECS[key])).toEqual([]);
  });

  it('answers every bad request with a 4xx in the error shape and changes nothing stored', async () => {
    const before = await snapshotDatabase();
    const problems: string[] = [];
    let count = 0;
    for (const route of context.routes) {
      for (const method of Object.keys(route.handlers) as ApiMethod[]) {
        const spec = SPECS[`${method} ${route.pattern}`];
        for (const call of badCalls(context, route, method, spec)) {
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
    // A wrong password (at sign-in, or as the current one when changing it) is the one failure that is
    // recorded: the audit log's entry of a failed attempt.
    const after = await snapshotDatabase();
    const failedAttempts = after.auditLog.filter((row) => !before.auditLog.includes(row));
    const attempts = new Set(failedAttempts.map((row) => JSON.parse(row).action));
    expect([...attempts].filter((action) => !FAILED_ATTEMPTS.includes(action))).toEqual([]);
    expect({ ...after, auditLog: after.auditLog.filter((row) => !failedAttempts.includes(row)) }).toEqual(
      before,
    );
  });
});
