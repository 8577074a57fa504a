import { describe, expect, it } from '@jest/globals';

import { deviceTableQuery } from '@/lib/table/device-table';
import { viewHref, viewQueryOf } from '@/lib/table/saved-view';

describe('a saved view between the API and the table', () => {
  it('saves the table address as the devices API reads it, without the page', () => {
    const query = deviceTableQuery(
      new URLSearchParams(
        'sort=deviceId&q=till&app=42&status=all&size=50&page=3&tag=eu&attr.rev.gt=2&view=x',
      ),
      { admin: false },
    );
    expect(viewQueryOf(query)).toBe(
      'pageSize=50&sort=deviceId%3Aasc&q=till&appId=42&status=all&tag=eu&attr.rev.gt=2',
    );
  });

  it('opens a view at the table address it was saved from, with its id', () => {
    const href = viewHref({
      id: 'v1',
      query: 'pageSize=50&sort=deviceId%3Aasc&q=till&appId=42&status=all&tag=eu&attr.rev.gt=2',
    });
    expect(href).toBe(
      '/online-devices?q=till&app=42&status=all&sort=deviceId&size=50&tag=eu&attr.rev.gt=2&view=v1',
    );
    // And back: the same query.
    const params = new URL(href, 'http://x').searchParams;
    expect(viewQueryOf(deviceTableQuery(params, { admin: false }))).toBe(
      'pageSize=50&sort=deviceId%3Aasc&q=till&appId=42&status=all&tag=eu&attr.rev.gt=2',
    );
  });

  it('leaves the defaults out of the address', () => {
    expect(viewHref({ id: 'v2', query: '' })).toBe('/online-devices?view=v2');
    expect(viewHref({ id: 'v3', query: 'pageSize=25&sort=lastSeen%3Adesc&status=online' })).toBe(
      '/online-devices?view=v3',
    );
  });
});
