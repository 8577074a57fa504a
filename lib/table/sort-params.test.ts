/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { apiSortParam, parseApiSort, parseUrlSort, urlSortParam } from './sort-params';

const IDS = ['lastSeen', 'model'] as const;

describe('a sort in the URL', () => {
  it('is the id, with a minus when descending, and reads back as the same value', () => {
    expect(urlSortParam({ id: 'lastSeen', desc: true })).toBe('-lastSeen');
    expect(urlSortParam({ id: 'model', desc: false })).toBe('model');
    expect(parseUrlSort('-lastSeen', IDS)).toEqual({ id: 'lastSeen', desc: true });
    expect(parseUrlSort('model', IDS)).toEqual({ id: 'model', desc: false });
  });

  it('reads only the ids it is given', () => {
    expect(parseUrlSort('-password', IDS)).toBeUndefined();
    expect(parseUrlSort('lastSeen:desc', IDS)).toBeUndefined();
  });
});

describe('a sort in the devices API', () => {
  it('is id:asc or id:desc, and reads back as the same value', () => {
    expect(apiSortParam({ id: 'lastSeen', desc: true })).toBe('lastSeen:desc');
    expect(apiSortParam({ id: 'model', desc: false })).toBe('model:asc');
    expect(parseApiSort('lastSeen:desc', IDS)).toEqual({ id: 'lastSeen', desc: true });
    expect(parseApiSort('model:asc', IDS)).toEqual({ id: 'model', desc: false });
  });

  it('reads only the ids and directions it is given', () => {
    expect(parseApiSort('password:asc', IDS)).toBeUndefined();
    expect(parseApiSort('lastSeen', IDS)).toBeUndefined();
    expect(parseApiSort('lastSeen:up', IDS)).toBeUndefined();
  });
});
