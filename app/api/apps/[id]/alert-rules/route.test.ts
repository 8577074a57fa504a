/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET, PUT } from '@/app/api/apps/[id]/alert-rules/route';
import { expectError, setupRouteTest } from '@/test/api-route';
import { auditedCall, routeContext, writtenBy } from '@/test/server/audit';

const { appOf, signedIn } = setupRouteTest();

const path = (id: string) => `/api/apps/${id}/alert-rules`;
const put = (token: string, id: string, body: unknown) =>
  PUT(auditedCall(path(id), 'PUT', { token, body }), routeContext(id));

describe('/api/apps/:id/alert-rules', () => {
  it('starts with both rules off, saves rules, and records the change once', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const initial = await GET(auditedCall(path(app.id), 'GET', { token: ann.token }), routeContext(app.id));
    expect((await initial.json()).data).toEqual({
      offlineAfterSeconds: null,
      offlineSharePercent: null,
      offlineShareViewId: null,
      cooldownSeconds: 300,
      incidentThresholdCount: null,
      incidentThresholdPercent: null,
      incidentWindowSeconds: 300,
      regressionIncidents: false,
      channelIds: [],
    });

    const rules = { offlineAfterSeconds: 120, offlineSharePercent: 25, cooldownSeconds: 600 };
    const entries = await writtenBy(() => put(ann.token, app.id, rules), 200);
    expect(entries.map((entry) => [entry.action, entry.targetId, entry.orgId])).toEqual([
      ['alert.rules_change', app.id, ann.user.id],
    ]);
    expect(entries[0].summary).toEqual([
      { field: 'offlineAfterSeconds', before: null, after: '120' },
      { field: 'offlineSharePercent', before: null, after: '25' },
      { field: 'cooldownSeconds', before: '300', after: '600' },
    ]);
    expect(await writtenBy(() => put(ann.token, app.id, rules), 200)).toEqual([]);
    const saved = await GET(auditedCall(path(app.id), 'GET', { token: ann.token }), routeContext(app.id));
    expect((await saved.json()).data).toEqual({
      ...rules,
      offlineShareViewId: null,
      incidentThresholdCount: null,
      incidentThresholdPercent: null,
      incidentWindowSeconds: 300,
      regressionIncidents: false,
      channelIds: [],
    });

    // The incident thresholds: saved, audited, and kept by a caller that leaves them out.
    const incidents = {
      incidentThresholdCount: 25,
      incidentThresholdPercent: 10,
      incidentWindowSeconds: 120,
      regressionIncidents: true,
    };
    const changed = await writtenBy(() => put(ann.token, app.id, { ...rules, ...incidents }), 200);
    expect(changed[0].summary).toEqual([
      { field: 'incidentThresholdPercent', before: null, after: '10' },
      { field: 'incidentThresholdCount', before: null, after: '25' },
      { field: 'incidentWindowSeconds', before: '300', after: '120' },
      { field: 'regressionIncidents', before: 'false', after: 'true' },
    ]);
    expect(await writtenBy(() => put(ann.token, app.id, rules), 200)).toEqual([]);
    const kept = await GET(auditedCall(path(app.id), 'GET', { token: ann.token }), routeContext(app.id));
    expect((await kept.json()).data).toMatchObject(incidents);
  });

  it('refuses incident thresholds out of their ranges, naming each field', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const response = await put(ann.token, app.id, {
      offlineAfterSeconds: null,
      offlineSharePercent: null,
      cooldownSeconds: 0,
      incidentThresholdCount: 1,
      incidentThresholdPercent: 101,
      incidentWindowSeconds: 30,
      regressionIncidents: 'yes',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      incidentThresholdCount: 'range:2:1000000',
      incidentThresholdPercent: 'range:1:100',
      incidentWindowSeconds: 'range:60:3600',
      regressionIncidents: 'oneOf',
    });
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    const response = await put(ann.token, app.id, {
      offlineAfterSeconds: 5,
      offlineSharePercent: '50',
      cooldownSeconds: -1,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: {
        offlineAfterSeconds: 'range:10:2592000',
        offlineSharePercent: 'wholeNumber',
        cooldownSeconds: 'range:0:604800',
      },
    });
    expect(await writtenBy(() => put(ann.token, app.id, {}), 400)).toEqual([]);
  });

  it('answers 404 to another customer; an admin may set any app’s rules', async () => {
    const bob = await signedIn('customer', 'Bob');
    const app = await appOf(bob);
    const rules = { offlineAfterSeconds: null, offlineSharePercent: 10, cooldownSeconds: 0 };
    await expectError(await put((await signedIn()).token, app.id, rules), 404, 'not_found');
    const ada = await signedIn('admin', 'Ada');
    const entries = await writtenBy(() => put(ada.token, app.id, rules), 200);
    expect(entries.map((entry) => [entry.action, entry.actorRole, entry.orgId])).toEqual([
      ['alert.rules_change', 'admin', bob.user.id],
    ]);
  });
});
