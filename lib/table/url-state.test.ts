/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { tableDefaults, type DataTableState } from './state';
import { mergeTableQuery, parseTableState, serializeTableState } from './url-state';

const SORT_IDS = ['deviceId', 'lastSeen', 'model'];
const FILTERS = ['app', 'platform'];
const defaults = tableDefaults({ sort: { id: 'lastSeen', desc: true } });

const parse = (query: string, d: DataTableState = defaults) =>
  parseTableState(new URLSearchParams(query), d, SORT_IDS, FILTERS);

describe('parseTableState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(defaults);
    expect(parse('', tableDefaults())).toEqual({ page: 1, pageSize: 25, sort: null, q: '', filters: {} });
  });

  it('reads every value', () => {
    expect(parse('q=pixel&app=42&platform=ios&sort=-model&size=50&page=3')).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: 'model', desc: true },
      q: 'pixel',
      filters: { app: '42', platform: 'ios' },
    });
    expect(parse('sort=deviceId').sort).toEqual({ id: 'deviceId', desc: false });
    expect(parse('sort=none').sort).toBeNull();
  });

  it.each([
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=abc', 'page', 1],
    ['page=', 'page', 1],
    ['page=1e3', 'page', 1],
    ['page=9999999999999', 'page', 1],
    // Past the highest page the devices API serves.
    ['page=1000001', 'page', 1],
    ['size=10', 'pageSize', 25],
    ['size=1000', 'pageSize', 25],
    ['size=fifty', 'pageSize', 25],
    ['size=', 'pageSize', 25],
    ['sort=password', 'sort', { id: 'lastSeen', desc: true }],
    ['sort=-', 'sort', { id: 'lastSeen', desc: true }],
    ['sort=--model', 'sort', { id: 'lastSeen', desc: true }],
    ['sort=__proto__', 'sort', { id: 'lastSeen', desc: true }],
  ])('falls back to the default for %s', (query, key, expected) => {
    expect(parse(query)[key as keyof DataTableState]).toEqual(expected);
  });

  it('accepts every offered page size', () => {
    expect(parse('size=25').pageSize).toBe(25);
    expect(parse('size=50').pageSize).toBe(50);
    expect(parse('size=100').pageSize).toBe(100);
  });

  it('trims and shortens search and filter values, and ignores unknown filters', () => {
    const state = parse(`q=${encodeURIComponent('  pixel 7 ')}&app=${'x'.repeat(500)}&owner=me`);
    expect(state.q).toBe('pixel 7');
    // As long as the devices API takes, no longer.
    expect(state.filters.app).toHaveLength(100);
    expect(parse(`q=${'y'.repeat(150)}`).q).toHaveLength(100);
    expect(parse('page=1000000').page).toBe(1_000_000);
    expect(state.filters).not.toHaveProperty('owner');
  });

  it('never treats the reserved names as filters', () => {
    const state = parseTableState(new URLSearchParams('page=2&q=x'), defaults, SORT_IDS, ['page', 'q']);
    expect(state.filters).toEqual({});
  });

  it('reads a page searchParams object as well', () => {
    expect(
      parseTableState({ page: ['4', '9'], q: 'abc', app: undefined }, defaults, SORT_IDS, FILTERS),
    ).toEqual({ ...defaults, page: 4, q: 'abc' });
  });
});

describe('serializeTableState', () => {
  it('omits every default', () => {
    expect(serializeTableState(defaults, defaults)).toBe('');
    expect(serializeTableState({ ...defaults, filters: { app: '' } }, defaults)).toBe('');
  });

  it('writes what differs', () => {
    const state: DataTableState = {
      page: 2,
      pageSize: 100,
      sort: { id: 'model', desc: false },
      q: 'pixel 7',
      filters: { platform: 'ios', app: '42' },
    };
    expect(serializeTableState(state, defaults)).toBe(
      'q=pixel+7&app=42&platform=ios&sort=model&size=100&page=2',
    );
    expect(serializeTableState({ ...defaults, sort: null }, defaults)).toBe('sort=none');
    expect(serializeTableState({ ...defaults, sort: { id: 'lastSeen', desc: false } }, defaults)).toBe(
      'sort=lastSeen',
    );
  });

  it('round-trips through parse', () => {
    const states: DataTableState[] = [
      defaults,
      { ...defaults, page: 7 },
      { ...defaults, sort: null },
      { page: 3, pageSize: 50, sort: { id: 'deviceId', desc: true }, q: 'a&b=c #?', filters: { app: 'x y' } },
      { ...defaults, q: 'ünïcödé 设备', filters: { platform: 'android', app: '1' } },
    ];
    for (const state of states) expect(parse(serializeTableState(state, defaults))).toEqual(state);
  });
});

describe('mergeTableQuery', () => {
  it("replaces the table's params and keeps the page's other params", () => {
    const current = new URLSearchParams('tab=devices&page=4&app=1&q=old');
    expect(mergeTableQuery(current, { ...defaults, q: 'new' }, defaults, FILTERS)).toBe('tab=devices&q=new');
  });
});
