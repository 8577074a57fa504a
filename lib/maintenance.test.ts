/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { MAINTENANCE_PATH, maintenanceDecision, maintenanceOn } from './maintenance';

describe('maintenance mode', () => {
  it('is on only when MAINTENANCE says on, and refuses what is neither on nor off', () => {
    expect(maintenanceOn({})).toBe(false);
    expect(maintenanceOn({ MAINTENANCE: 'off' })).toBe(false);
    expect(maintenanceOn({ MAINTENANCE: 'on' })).toBe(true);
    expect(maintenanceOn({ MAINTENANCE: ' ON ' })).toBe(true);
    expect(() => maintenanceOn({ MAINTENANCE: '1' })).toThrow('MAINTENANCE must be "on" or "off", got "1"');
  });

  it('sends every page to the maintenance page while on, shows it to everyone, and leads it home while off', () => {
    const to = (path: string) => ({ action: 'redirect', to: path, clearRecord: false });
    for (const page of ['/', '/online-devices', '/admin-dashboard', '/auth/signin', '/no-such-page']) {
      expect(maintenanceDecision(page, true)).toEqual(to(MAINTENANCE_PATH));
      expect(maintenanceDecision(page, false)).toBeNull();
    }
    expect(maintenanceDecision('/maintenance', true)).toEqual({ action: 'allow', clearRecord: false });
    expect(maintenanceDecision('/maintenance/', true)).toEqual({ action: 'allow', clearRecord: false });
    expect(maintenanceDecision('/maintenance', false)).toEqual(to('/'));
  });
});
