import { describe, expect, it } from '@jest/globals';

import { onlinePerDay, splitDuration } from './online-per-day';

const now = Date.parse('2026-03-07T12:00:00Z');

describe('onlinePerDay', () => {
  it('splits a session across the UTC days it spans, and counts an open one up to now', () => {
    const { starts, seconds } = onlinePerDay(
      [
        { start: '2026-03-06T23:00:00Z', end: '2026-03-07T01:00:00Z' },
        { start: '2026-03-07T11:30:00Z', end: null },
        { start: '2026-02-20T00:00:00Z', end: '2026-02-20T05:00:00Z' },
      ],
      Date.parse('2026-02-20T00:00:00Z'),
      now,
    );
    expect(starts).toHaveLength(7);
    expect(new Date(starts[6]).toISOString()).toBe('2026-03-07T00:00:00.000Z');
    expect(seconds[5]).toBe(3600);
    expect(seconds[6]).toBe(3600 + 1800);
    expect(seconds.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
  });

  it('leaves out the days before the device was first seen, and counts its first day', () => {
    const { seconds } = onlinePerDay(
      [{ start: '2026-03-05T10:00:00Z', end: '2026-03-05T10:30:00Z' }],
      Date.parse('2026-03-05T10:00:00Z'),
      now,
    );
    expect(seconds).toEqual([null, null, null, null, 1800, 0, 0]);
  });

  it('splits durations into hours and minutes', () => {
    expect(splitDuration(3 * 3600 + 5 * 60 + 59)).toEqual({ hours: 3, minutes: 5 });
  });
});
