/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  bucketStarts,
  dailySeries,
  dailyStart,
  hourlySeries,
  hourlyStart,
} from '@/lib/server/domain/stats-series';

const now = new Date('2025-03-10T14:37:12.345Z');
const at = (iso: string) => new Date(iso);

describe('hourlySeries', () => {
  it('has 24 UTC hours, oldest first, ending with the current hour, zeros where nothing was seen', () => {
    const series = hourlySeries([], now);
    expect(series).toHaveLength(24);
    expect(series[0]).toEqual({ t: '2025-03-09T15:00:00.000Z', online: 0 });
    expect(series[23]).toEqual({ t: '2025-03-10T14:00:00.000Z', online: 0 });
    for (let i = 1; i < 24; i += 1)
      expect(Date.parse(series[i].t) - Date.parse(series[i - 1].t)).toBe(3_600_000);
  });

  it('places each count in its hour and leaves out what is outside the 24 hours', () => {
    const series = hourlySeries(
      [
        { t: at('2025-03-10T14:00:00Z'), count: 7 },
        { t: at('2025-03-10T03:00:00Z'), count: 2 },
        { t: at('2025-03-09T15:00:00Z'), count: 5 },
        { t: at('2025-03-09T14:00:00Z'), count: 99 },
        { t: at('2025-03-10T15:00:00Z'), count: 99 },
      ],
      now,
    );
    expect(series[23].online).toBe(7);
    expect(series.find((point) => point.t === '2025-03-10T03:00:00.000Z')?.online).toBe(2);
    expect(series[0].online).toBe(5);
    expect(series.reduce((sum, point) => sum + point.online, 0)).toBe(14);
  });

  it('starts where the database query reads from', () => {
    expect(hourlyStart(now).toISOString()).toBe('2025-03-09T15:00:00.000Z');
  });

  it('treats the exact start of an hour as that hour', () => {
    const series = hourlySeries([{ t: at('2025-03-10T14:00:00Z'), count: 1 }], at('2025-03-10T14:00:00Z'));
    expect(series[23]).toEqual({ t: '2025-03-10T14:00:00.000Z', online: 1 });
  });
});

describe('dailySeries', () => {
  it('has 30 UTC days, oldest first, ending with today', () => {
    const series = dailySeries([{ t: at('2025-03-10T00:00:00Z'), count: 3 }], now);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ t: '2025-02-09T00:00:00.000Z', online: 0 });
    expect(series[29]).toEqual({ t: '2025-03-10T00:00:00.000Z', online: 3 });
    expect(dailyStart(now).toISOString()).toBe('2025-02-09T00:00:00.000Z');
  });

  it('crosses month ends and leap days', () => {
    const leap = dailySeries([{ t: at('2024-02-29T00:00:00Z'), count: 4 }], at('2024-03-01T08:00:00Z'));
    expect(leap[28]).toEqual({ t: '2024-02-29T00:00:00.000Z', online: 4 });
    expect(leap[29].t).toBe('2024-03-01T00:00:00.000Z');
  });
});

describe('bucketStarts', () => {
  it('gives evenly spaced starts', () => {
    expect(bucketStarts(at('2025-01-01T00:30:00Z'), 3_600_000, 3).map((d) => d.toISOString())).toEqual([
      '2024-12-31T22:00:00.000Z',
      '2024-12-31T23:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
  });
});
