/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { isPageSize } from './defaults';

describe('data table page sizes', () => {
  it('accepts only the offered page sizes', () => {
    expect([10, 25, 50, 75, 100, 1000].filter(isPageSize)).toEqual([25, 50, 100]);
  });
});
