import { describe, expect, it } from '@jest/globals';

import { backHref, tablePath } from './paths';

describe('the way back from a device page', () => {
  it("returns to the table's own path with its query, whatever the parameter holds", () => {
    expect(backHref(tablePath(false), 'page=2&q=pixel&status=all')).toBe(
      '/online-devices?page=2&q=pixel&status=all',
    );
    expect(backHref(tablePath(true), null)).toBe('/admin/online-devices');
    // Never another place: a full address is only a query string here.
    expect(backHref(tablePath(false), 'https://evil.example/')).toBe(
      '/online-devices?https%3A%2F%2Fevil.example%2F=',
    );
  });
});
