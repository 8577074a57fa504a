/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { containsPattern } from '@/lib/server/domain/devices/filter';

describe('containsPattern', () => {
  it('matches anywhere and takes LIKE characters literally', () => {
    expect(containsPattern('pixel')).toBe('%pixel%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
