/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  columnVisibilityStorageKey,
  parseColumnVisibility,
  serializeColumnVisibility,
} from './column-visibility';

describe('column visibility storage', () => {
  it('uses one key per table', () => {
    expect(columnVisibilityStorageKey('online-devices')).toBe('table:online-devices:columns');
  });

  it('stores only the hidden columns', () => {
    expect(serializeColumnVisibility({ model: false, app: true, os: false })).toBe(
      '{"model":false,"os":false}',
    );
  });

  it('reads back hidden known columns and ignores the rest', () => {
    const ids = ['model', 'app', 'os'];
    expect(parseColumnVisibility('{"model":false,"gone":false,"app":"no","os":true}', ids)).toEqual({
      model: false,
    });
    expect(parseColumnVisibility(null, ids)).toEqual({});
    expect(parseColumnVisibility('not json', ids)).toEqual({});
    expect(parseColumnVisibility('[false]', ids)).toEqual({});
    expect(parseColumnVisibility('{"__proto__":false}', ['__proto__'])).toEqual({});
    expect(parseColumnVisibility('{"__proto__":false,"a":false,"b":1}')).toEqual({ a: false });
  });
});
