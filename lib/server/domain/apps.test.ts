/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { queryApps } from '@/lib/server/domain/apps';
import { appOf, insertDevices, minutesAgo, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

setupTestDatabase();
jest.setTimeout(30_000);

describe('the apps module', () => {
  afterEach(() => {
    delete process.env.ONLINE_WINDOW_SECONDS;
  });

  it('reads no setting when it is imported', async () => {
    // seed:demo and the server import it before they check the settings and report a bad one.
    process.env.ONLINE_WINDOW_SECONDS = 'soon';
    await jest.isolateModulesAsync(async () => {
      await expect(import('@/lib/server/domain/apps')).resolves.toHaveProperty('queryApps');
    });
  });

  it('counts devices online with the window set when it is asked', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    await insertDevices(app.id, [{ deviceId: 'seen-2-minutes-ago', lastSeen: minutesAgo(2) }]);
    const online = async () => (await queryApps({ appId: app.id }))[0].devicesOnline;
    expect(await online()).toBe(1);
    process.env.ONLINE_WINDOW_SECONDS = '60';
    expect(await online()).toBe(0);
  });
});
