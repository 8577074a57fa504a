/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { keyTail, maskAppKey } from './mask-app-key';

describe('maskAppKey', () => {
  it('keeps the prefix and the last four characters behind a fixed-length mask', () => {
    expect(maskAppKey('fdk_0123456789abcdef')).toBe('fdk_••••••••cdef');
    expect(maskAppKey('fdk_' + 'x'.repeat(60) + 'wxyz')).toBe('fdk_••••••••wxyz');
    expect(maskAppKey('0123456789abcdef')).toBe('••••••••cdef');
  });

  it('shows nothing of a key too short to give part of it away', () => {
    expect(maskAppKey('abcd1234')).toBe('••••••••');
    expect(keyTail('abcd1234')).toBe('');
    expect(maskAppKey('')).toBe('••••••••');
  });
});
