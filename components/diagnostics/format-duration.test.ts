import { describe, expect, it } from '@jest/globals';

import { durationParts, formatDuration } from './format-duration';

describe('durationParts', () => {
  it('starts at the largest unit that is not zero', () => {
    expect(durationParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual([
      { unit: 'day', value: 2 },
      { unit: 'hour', value: 3 },
      { unit: 'minute', value: 4 },
      { unit: 'second', value: 5 },
    ]);
    expect(durationParts(65_999)).toEqual([
      { unit: 'minute', value: 1 },
      { unit: 'second', value: 5 },
    ]);
    expect(durationParts(-5)).toEqual([{ unit: 'second', value: 0 }]);
  });
});

describe('formatDuration', () => {
  it('uses the locale’s units', () => {
    expect(formatDuration((3600 + 120 + 3) * 1000, 'en')).toBe('1h 2m 3s');
    expect(formatDuration(3000, 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'unit', unit: 'second', unitDisplay: 'narrow' }).format(3),
    );
  });
});
