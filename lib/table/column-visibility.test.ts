/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  columnVisibilityStorageKey,
  isColumnVisible,
  parseColumnVisibility,
  serializeColumnVisibility,
} from './column-visibility';

describe('column visibility storage', () => {
  it('uses one key per table', () => {
    expect(columnVisibilityStorageKey('online-devices')).toBe('table:online-devices:columns');
  });

  it('stores the columns the user showed or hid', () => {
    expect(serializeColumnVisibility({ model: false, app: true, os: false })).toBe(
      '{"app":true,"model":false,"os":false}',
    );
  });

  it('reads back the choices of known columns and ignores the rest', () => {
    const ids = ['model', 'app', 'os'];
    expect(parseColumnVisibility('{"model":false,"gone":false,"app":"no","os":true}', ids)).toEqual({
      model: false,
      os: true,
    });
    expect(parseColumnVisibility(null, ids)).toEqual({});
    expect(parseColumnVisibility('not json', ids)).toEqual({});
    expect(parseColumnVisibility('[false]', ids)).toEqual({});
    expect(parseColumnVisibility('{"__proto__":false}', ['__proto__'])).toEqual({});
    expect(parseColumnVisibility('{"__proto__":false,"a":false,"b":1}')).toEqual({ a: false });
  });

  it('shows a column as the user chose, else as its definition says', () => {
    expect(isColumnVisible({}, 'model')).toBe(true);
    expect(isColumnVisible({}, 'model', true)).toBe(false);
    expect(isColumnVisible({ model: true }, 'model', true)).toBe(true);
    expect(isColumnVisible({ model: false }, 'model')).toBe(false);
  });
});
