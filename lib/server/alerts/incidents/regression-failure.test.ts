/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { createEndpoint } from '@/lib/server/alerts/endpoints';
import { checkRegressions } from '@/lib/server/alerts/incidents/regressions';
import { putAlertRules } from '@/lib/server/alerts/rules';
import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { setupRouteTest } from '@/test/api-route';
import { setupAlertRounds } from '@/test/server/alert-rounds';
import { changeVersions } from '@/test/server/fixtures';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

// The regression step as it is, but for one round made to fail as a statement timeout would: the
// failure is injected, the rest of the round runs on the real database.
jest.mock('@/lib/server/alerts/incidents/regressions', () => {
  const actual = jest.requireActual<typeof import('@/lib/server/alerts/incidents/regressions')>(
    '@/lib/server/alerts/incidents/regressions',
  );
  return { ...actual, checkRegressions: jest.fn(actual.checkRegressions) };
});

const { appOf, insertDevices, signedIn } = setupRouteTest();
const rounds = setupAlertRounds();

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const device = (name: string, lastSeenSecondsAgo: number) => ({
  deviceId: name,
  lastSeen: secondsAgo(lastSeenSecondsAgo),
  appVersion: '2.1.0',
});

describe('a regression step that fails', () => {
  it('leaves the app’s offline incident to open, and is tried again the next round', async () => {
    const ann = await signedIn();
    const app = await appOf(ann);
    await createEndpoint(
      ann.user.id,
      app.id,
      { url: `${rounds.receiver().url}/a`, format: 'json' },
      SYSTEM_SOURCE,
    );
    await putAlertRules(
      ann.user.id,
      app.id,
      {
        offlineAfterSeconds: 10,
        offlineSharePercent: null,
        cooldownSeconds: 0,
        incidentThresholdCount: 3,
        incidentThresholdPercent: null,
        incidentWindowSeconds: 300,
        regressionIncidents: true,
      },
      SYSTEM_SOURCE,
    );
    // Four kiosks went offline together (their 300 s window ended in the last few minutes); three
    // others, still online, went back to an older version.
    await insertDevices(app.id, [
      ...['down-1', 'down-2', 'down-3', 'down-4'].map((name, n) => device(name, 320 + n * 20)),
      ...['back-1', 'back-2', 'back-3'].map((name) => device(name, 5)),
    ]);
    await changeVersions(app.id, ['back-1', 'back-2', 'back-3'], '2.1.0', '2.0.0', 60);

    jest
      .mocked(checkRegressions)
      .mockRejectedValueOnce(new Error('canceling statement due to statement timeout'));
    const first = await rounds.round(app.id);
    expect(first.map((event) => `${event.type} ${String(event.data.kind)}`)).toEqual([
      'incident.opened offline',
    ]);

    const second = await rounds.round(app.id);
    expect(second.map((event) => `${event.type} ${String(event.data.kind)}`)).toEqual([
      'incident.opened regression',
    ]);
  });
});
