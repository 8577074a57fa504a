/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { pageButtons, pageCount, pageRange } from './page-buttons';

const E = 'ellipsis';

describe('pageButtons', () => {
  it('lists every page when they fit', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing when there are no pages', () => {
    expect(pageButtons(1, 0)).toEqual([]);
    expect(pageButtons(1, -3)).toEqual([]);
  });

  it('puts the current page in the middle with ellipses on both sides (spec example)', () => {
    expect(pageButtons(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
    expect(pageButtons(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(pageButtons(16, 20)).toEqual([1, E, 15, 16, 17, E, 20]);
  });

  it('uses one ellipsis near either end', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageButtons(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(pageButtons(20, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(pageButtons(1, 8)).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(pageButtons(8, 8)).toEqual([1, E, 4, 5, 6, 7, 8]);
  });

  it('clamps a current page outside 1..count and ignores fractions', () => {
    expect(pageButtons(0, 20)).toEqual(pageButtons(1, 20));
    expect(pageButtons(99, 20)).toEqual(pageButtons(20, 20));
    expect(pageButtons(5.7, 20)).toEqual(pageButtons(5, 20));
    expect(pageButtons(Number.NaN, 3)).toEqual([1, 2, 3]);
  });

  it('honours another maximum', () => {
    expect(pageButtons(10, 20, 9)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(pageButtons(10, 20, 5)).toEqual([1, E, 10, E, 20]);
    expect(pageButtons(2, 20, 5)).toEqual([1, 2, 3, E, 20]);
    expect(pageButtons(10, 20, 3)).toEqual([9, 10, 11]);
    expect(pageButtons(1, 20, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(20, 20, 3)).toEqual([18, 19, 20]);
    expect(pageButtons(10, 20, 1)).toEqual([10]);
    expect(pageButtons(10, 20, 0)).toEqual([10]);
  });

  // Properties that must hold for every input, checked exhaustively over a range of sizes.
  it.each([5, 6, 7, 8, 9])('keeps its promises for max=%i', (max) => {
    for (let count = 1; count <= 40; count++) {
      for (let current = 1; current <= count; current++) {
        const list = pageButtons(current, count, max);
        const pages = list.filter((item): item is number => item !== E);
        expect(list.length).toBeLessThanOrEqual(max);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        list.forEach((item, i) => {
          if (item !== E) return;
          const before = list[i - 1] as number;
          const after = list[i + 1] as number;
          // An ellipsis sits between two pages and hides at least two.
          expect(after - before).toBeGreaterThanOrEqual(3);
        });
        if (count > max) expect(list).toHaveLength(max);
        else expect(list).toHaveLength(count);
      }
    }
  });
});

describe('pageCount and pageRange', () => {
  it('counts pages', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(312, 25)).toBe(13);
  });

  it('gives the first and last row of a page', () => {
    expect(pageRange(1, 25, 312)).toEqual({ start: 1, end: 25 });
    expect(pageRange(13, 25, 312)).toEqual({ start: 301, end: 312 });
    expect(pageRange(1, 25, 0)).toEqual({ start: 0, end: 0 });
    expect(pageRange(1, 50, 7)).toEqual({ start: 1, end: 7 });
  });
});
