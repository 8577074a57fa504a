/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { deviceQueryString } from '@/lib/api/devices';
import { tableDefaults } from '@/lib/table/state';

import { DEVICE_TABLE_DEFAULTS, deviceQueryFromState, deviceRowId, deviceTableQuery } from './device-table';

describe('deviceQueryFromState', () => {
  it('asks for the first 25 online devices, most recently seen first, by default', () => {
    const query = deviceQueryFromState(tableDefaults(DEVICE_TABLE_DEFAULTS), { admin: false });
    expect(deviceQueryString(query)).toBe('page=1&pageSize=25&sort=lastSeen%3Adesc&status=online');
  });

  it('maps search, filters and sort, and sends the owner only for admins', () => {
    const state = {
      page: 3,
      pageSize: 50 as const,
      sort: { id: 'model', desc: false },
      q: 'pixel',
      filters: { app: 'a1', status: 'all', owner: 'u7' },
    };
    expect(deviceQueryFromState(state, { admin: true })).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: 'model', desc: false },
      q: 'pixel',
      appId: 'a1',
      status: 'all',
      ownerId: 'u7',
    });
    expect(deviceQueryFromState(state, { admin: false }).ownerId).toBeUndefined();
  });

  it('treats an unknown status or no sort as the server defaults', () => {
    const query = deviceQueryFromState(
      { ...tableDefaults(), filters: { status: 'sometimes' } },
      { admin: false },
    );
    expect(query.status).toBe('online');
    expect(query.sort).toBeUndefined();
  });

  it('names a row by app and device', () => {
    expect(deviceRowId({ appId: 'a1', deviceId: 'd1' })).toBe('a1:d1');
  });
});

describe('deviceTableQuery', () => {
  it('reads a page’s address as the table reads it: defaults for what is missing or invalid', () => {
    const address = { q: ' pixel ', sort: '-model', size: '50', page: '2', status: 'all', owner: 'u7' };
    expect(deviceQueryString(deviceTableQuery(address, { admin: true }))).toBe(
      'page=2&pageSize=50&sort=model%3Adesc&q=pixel&status=all&ownerId=u7',
    );
    // The owner filter is the admin's only; a page size or sort the table does not offer is its default.
    expect(
      deviceQueryString(deviceTableQuery({ ...address, size: '7', sort: 'secret' }, { admin: false })),
    ).toBe('page=2&pageSize=25&sort=lastSeen%3Adesc&q=pixel&status=all');
    expect(deviceQueryString(deviceTableQuery({}, { admin: false }))).toBe(
      'page=1&pageSize=25&sort=lastSeen%3Adesc&status=online',
    );
  });
});
