/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { barGeometry, labelledIndices, summarize, valueTicks, valueY } from './chart-scale';

const box = { width: 500, height: 200, axis: 40, top: 10, bottom: 30, end: 10 };

describe('valueTicks', () => {
  it('uses whole, round steps that reach the maximum', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(12)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('labelledIndices', () => {
  it('labels at most the given number of points, always the newest', () => {
    expect([...labelledIndices(24, 6)].sort((a, b) => a - b)).toEqual([3, 7, 11, 15, 19, 23]);
    expect([...labelledIndices(3, 6)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect(labelledIndices(0, 6).size).toBe(0);
  });
});

describe('summarize', () => {
  it('finds the first peak, the latest value and the total', () => {
    expect(summarize([1, 5, 2, 5, 3])).toEqual({ peak: 5, peakIndex: 1, latest: 3, total: 16 });
    expect(summarize([])).toEqual({ peak: 0, peakIndex: -1, latest: 0, total: 0 });
  });
});

describe('barGeometry', () => {
  it('runs from the start side: left to right, or right to left', () => {
    const ltrFirst = barGeometry(box, 10, 0, false);
    const ltrLast = barGeometry(box, 10, 9, false);
    expect(ltrFirst.x).toBeLessThan(ltrLast.x);
    expect(ltrFirst.x).toBeGreaterThanOrEqual(box.axis);
    const rtlFirst = barGeometry(box, 10, 0, true);
    const rtlLast = barGeometry(box, 10, 9, true);
    expect(rtlFirst.x).toBeGreaterThan(rtlLast.x);
    expect(rtlFirst.x + rtlFirst.width).toBeLessThanOrEqual(box.width - box.axis);
    expect(rtlLast.x).toBeGreaterThanOrEqual(box.end);
  });
});

describe('valueY', () => {
  it('maps zero to the baseline and the top value to the top of the plot', () => {
    expect(valueY(box, 0, 10)).toBe(170);
    expect(valueY(box, 10, 10)).toBe(10);
  });
});
