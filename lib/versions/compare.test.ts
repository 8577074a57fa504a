import { describe, expect, it } from '@jest/globals';

import { compareVersions, isDowngrade } from '@/lib/versions/compare';

describe('app versions in order', () => {
  it('compares numbers as numbers and puts a suffixed version before its release', () => {
    const sorted = ['2.0', '1.10', '1.9', '2.0-beta.2', '2.0-beta.10', '1.9.1', '10.0'].sort(compareVersions);
    expect(sorted).toEqual(['1.9', '1.9.1', '1.10', '2.0-beta.2', '2.0-beta.10', '2.0', '10.0']);
  });

  it('tells a downgrade from an update', () => {
    expect(isDowngrade('2.1', '2.0')).toBe(true);
    expect(isDowngrade('2.0', '2.1')).toBe(false);
    expect(isDowngrade('2.0', '2.0-rc1')).toBe(true);
    expect(isDowngrade('1.9', '1.10')).toBe(false);
  });
});
