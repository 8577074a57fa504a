import { describe, expect, it } from '@jest/globals';

import { DEFAULT_ROLLOUT, rolloutBeat, type RolloutPlan } from './rollout';

const plan: RolloutPlan = { ...DEFAULT_ROLLOUT, seconds: 100 };
const INTERVAL = 10_000;
const versionsAt = (seconds: number, devices = 1000) =>
  Array.from({ length: devices }, (_, index) => rolloutBeat(plan, index, seconds * 1000, INTERVAL));

describe('a simulated rollout', () => {
  it('starts everyone on the old version and moves the planned share over its time', () => {
    expect(versionsAt(0).filter((beat) => beat.version === '1.1.0')).toHaveLength(1);
    const half = versionsAt(50).filter((beat) => beat.version === '1.1.0').length;
    expect(half).toBeGreaterThan(350);
    expect(half).toBeLessThan(450);
    const done = versionsAt(200);
    const moved = done.filter((beat) => beat.version === '1.1.0').length;
    // 80% move, less the 5% of them that fall back.
    expect(moved).toBeGreaterThan(740);
    expect(moved).toBeLessThan(780);
  });

  it('makes a few fall back two beats after updating, and a few go silent after their update', () => {
    // Each device that ran 1.1.0 at some point and 1.0.0 at the end fell back.
    const times = Array.from({ length: 41 }, (_, i) => i * 5_000);
    const fallbacks = Array.from({ length: 1000 }, (_, index) =>
      times.map((ms) => rolloutBeat(plan, index, ms, INTERVAL).version),
    ).filter((seen) => seen.includes('1.1.0') && seen.at(-1) === '1.0.0');
    expect(fallbacks.length).toBeGreaterThan(30);
    expect(fallbacks.length).toBeLessThan(50);
    // Device 0 is the first to move: at once, then back after two beats.
    expect(rolloutBeat(plan, 0, 1_000, INTERVAL).version).toBe('1.1.0');
    expect(rolloutBeat(plan, 0, 25_000, INTERVAL).version).toBe('1.0.0');
    const silent = versionsAt(200).filter((beat) => beat.silent);
    expect(silent.length).toBeGreaterThan(30);
    expect(silent.length).toBeLessThan(50);
    expect(silent.every((beat) => beat.version === '1.1.0')).toBe(true);
  });
});
