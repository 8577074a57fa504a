import { describe, expect, it } from '@jest/globals';

import { MAINTENANCE_PATH, maintenanceOn, maintenanceRedirect } from './maintenance';

describe('maintenance mode', () => {
  it('is on only when MAINTENANCE says on', () => {
    expect(maintenanceOn({})).toBe(false);
    expect(maintenanceOn({ MAINTENANCE: 'off' })).toBe(false);
    expect(maintenanceOn({ MAINTENANCE: '1' })).toBe(false);
    expect(maintenanceOn({ MAINTENANCE: 'on' })).toBe(true);
    expect(maintenanceOn({ MAINTENANCE: ' ON ' })).toBe(true);
  });

  it('sends every page to the maintenance page while on, and the maintenance page home while off', () => {
    for (const page of ['/', '/online-devices', '/admin-dashboard', '/auth/signin', '/no-such-page']) {
      expect(maintenanceRedirect(page, true)).toBe(MAINTENANCE_PATH);
      expect(maintenanceRedirect(page, false)).toBeNull();
    }
    expect(maintenanceRedirect('/maintenance', true)).toBeNull();
    expect(maintenanceRedirect('/maintenance/', true)).toBeNull();
    expect(maintenanceRedirect('/maintenance', false)).toBe('/');
  });
});
