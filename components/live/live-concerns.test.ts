import { describe, expect, it } from '@jest/globals';

import { concernsDevice, concernsDevicesOf } from './live-concerns';

describe('which live events concern a page', () => {
  it("a device's page: that device's events and its app's summaries, nothing of other devices", () => {
    const concerns = concernsDevice('app-1', 'pixel-42');
    expect(concerns({ type: 'device', kind: 'offline', appId: 'app-1', deviceId: 'pixel-42' })).toBe(true);
    expect(concerns({ type: 'devices', appId: 'app-1' })).toBe(true);
    expect(concerns({ type: 'device', kind: 'online', appId: 'app-1', deviceId: 'pixel-43' })).toBe(false);
    expect(concerns({ type: 'device', kind: 'online', appId: 'app-2', deviceId: 'pixel-42' })).toBe(false);
    expect(concerns({ type: 'devices', appId: 'app-2' })).toBe(false);
  });

  it("a table of one app's devices: that app's device events only", () => {
    const concerns = concernsDevicesOf('app-1');
    expect(concerns({ type: 'device', kind: 'first_seen', appId: 'app-1', deviceId: 'x' })).toBe(true);
    expect(concerns({ type: 'device', kind: 'first_seen', appId: 'app-2', deviceId: 'x' })).toBe(false);
  });
});
