/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { applyTableStateChange, tableDefaults, toggledSort } from './state';

describe('applyTableStateChange', () => {
  const on3 = { ...tableDefaults(), page: 3 };

  it('keeps the page when only the page changes', () => {
    expect(applyTableStateChange(on3, { ...on3, page: 4 }).page).toBe(4);
  });

  it.each([
    ['search', { q: 'pixel' }],
    ['page size', { pageSize: 50 as const }],
    ['sort', { sort: { id: 'model', desc: false } }],
    ['filter', { filters: { app: '42' } }],
  ])('goes back to page 1 when the %s changes', (_, change) => {
    expect(applyTableStateChange(on3, { ...on3, ...change, page: 3 }).page).toBe(1);
  });

  it('never goes below page 1', () => {
    expect(applyTableStateChange(on3, { ...on3, page: 0 }).page).toBe(1);
    expect(applyTableStateChange(on3, { ...on3, page: Number.NaN }).page).toBe(1);
  });

  it('treats an empty filter like a missing one', () => {
    expect(applyTableStateChange(on3, { ...on3, filters: { app: '' } }).page).toBe(3);
  });
});

describe('toggledSort', () => {
  it('starts in the direction the column declares, whatever its values', () => {
    expect(toggledSort(null, 'model', false)).toEqual({ id: 'model', desc: false });
    expect(toggledSort(null, 'firstSeen', true)).toEqual({ id: 'firstSeen', desc: true });
  });

  it('flips a column that is already sorted and moves to another one in its first direction', () => {
    expect(toggledSort({ id: 'model', desc: false }, 'model', false)).toEqual({ id: 'model', desc: true });
    expect(toggledSort({ id: 'model', desc: true }, 'model', false)).toEqual({ id: 'model', desc: false });
    expect(toggledSort({ id: 'model', desc: true }, 'app', false)).toEqual({ id: 'app', desc: false });
    expect(toggledSort({ id: 'seen', desc: true }, 'seen', true)).toEqual({ id: 'seen', desc: false });
  });
});
