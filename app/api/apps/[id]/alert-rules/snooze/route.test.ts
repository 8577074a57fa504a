/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { DELETE, GET, PUT } from '@/app/api/apps/[id]/alert-rules/snooze/route';
import type { AlertSnooze } from '@/lib/api/contract/alerts';
import { expectError, setupRouteTest } from '@/test/api-route';
import { auditedCall, writtenBy } from '@/test/server/audit';

/** Snoozing an app's alerts for an hour or a day, and resuming them (docs/product.md, Offline alerts). */
const { appOf, signedIn } = setupRouteTest();

const path = (id: string) => `/api/apps/${id}/alert-rules/snooze`;
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

describe('/api/apps/:id/alert-rules/snooze', () => {
  it('snoozes for a day, says until when, resumes, and records each change once', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const read = async () =>
      (
        (await (await GET(auditedCall(path(app.id), 'GET', { token: ann.token }), ctx(app.id))).json()) as {
          data: AlertSnooze;
        }
      ).data;
    expect(await read()).toEqual({ snoozedUntil: null });

    const snoozed = await writtenBy(
      () => PUT(auditedCall(path(app.id), 'PUT', { token: ann.token, body: { hours: 24 } }), ctx(app.id)),
      200,
    );
    expect(snoozed.map((entry) => [entry.action, entry.summary])).toEqual([
      ['alert.snooze', [{ field: 'snoozeHours', before: null, after: '24' }]],
    ]);
    const until = Date.parse((await read()).snoozedUntil!);
    expect(Math.abs(until - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);

    const resumed = await writtenBy(
      () => DELETE(auditedCall(path(app.id), 'DELETE', { token: ann.token }), ctx(app.id)),
      200,
    );
    expect(resumed.map((entry) => entry.action)).toEqual(['alert.resume']);
    expect(await read()).toEqual({ snoozedUntil: null });
    // Nothing left to resume: nothing recorded.
    expect(
      await writtenBy(
        () => DELETE(auditedCall(path(app.id), 'DELETE', { token: ann.token }), ctx(app.id)),
        200,
      ),
    ).toEqual([]);
  });

  it('takes an hour or a day only, and is nobody else’s to change', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    for (const hours of [0, 2, '1', null]) {
      const response = await PUT(
        auditedCall(path(app.id), 'PUT', { token: ann.token, body: { hours } }),
        ctx(app.id),
      );
      await expectError(response, 400, 'validation_failed');
    }
    const stranger = await signedIn();
    await expectError(
      await PUT(auditedCall(path(app.id), 'PUT', { token: stranger.token, body: { hours: 1 } }), ctx(app.id)),
      404,
      'not_found',
    );
  });
});
