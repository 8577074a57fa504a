import { describe, expect, it } from '@jest/globals';

import { inOutage, storeOf, type OutagePlan } from './outage';

const PLAN: OutagePlan = { store: 'store-2', after: 60, seconds: 120, share: 0.5 };

describe('the simulated outage', () => {
  it('silences about the share of one store’s devices, from its start to its end only', () => {
    const devices = Array.from({ length: 800 }, (_, index) => index);
    const store = devices.filter((index) => storeOf(index) === 'store-2');
    expect(store).toHaveLength(100);
    const silent = (ms: number) => devices.filter((index) => inOutage(PLAN, index, ms));
    expect(silent(59_999)).toEqual([]);
    expect(silent(180_000)).toEqual([]);
    const during = silent(60_000);
    expect(during.every((index) => storeOf(index) === 'store-2')).toBe(true);
    expect(during.length).toBeGreaterThanOrEqual(45);
    expect(during.length).toBeLessThanOrEqual(55);
    expect(silent(179_999)).toEqual(during);
  });
});
