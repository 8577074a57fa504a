/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  DEFAULT_PAGE_SIZE,
  EMPTY_TEXT,
  isPageSize,
  MAX_PAGE_BUTTONS,
  PAGE_SIZE_OPTIONS,
  RANGE_SEPARATOR,
  ROWS_PER_PAGE_LABEL,
  SEARCH_DEBOUNCE_MS,
  TABLE_MIN_HEIGHT_PX,
} from './defaults';

describe('data table defaults (spec 2)', () => {
  it('are exactly the spec values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(PAGE_SIZE_OPTIONS).toEqual([25, 50, 100]);
    expect(EMPTY_TEXT).toBe('No Available Data');
    expect(ROWS_PER_PAGE_LABEL).toBe('rows per page:');
    expect(RANGE_SEPARATOR).toBe('of');
    expect(TABLE_MIN_HEIGHT_PX).toBe(180);
    expect(MAX_PAGE_BUTTONS).toBe(7);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('accepts only the offered page sizes', () => {
    expect([10, 25, 50, 75, 100, 1000].filter(isPageSize)).toEqual([25, 50, 100]);
  });
});
