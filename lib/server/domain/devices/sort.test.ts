/** @jest-environment node */
import { beforeAll, describe, expect, it } from '@jest/globals';

import { listDevices } from '@/lib/server/domain/devices/list';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import { NO_FLEET_FILTERS } from '@/lib/validations/device-filters';
import { appOf, insertDevices, minutesAgo, signedIn, type SignedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

/**
 * A sort by a column devices may leave empty (the model, the versions, the platform) keeps the empty
 * ones last in both directions: PostgreSQL's own order puts NULL first when descending, and the table
 * would open on a page of "Not reported".
 */
setupTestDatabase();

const query = (sort: DeviceListQuery['sort']): DeviceListQuery => ({
  page: 1,
  pageSize: 25,
  fleet: NO_FLEET_FILTERS,
  sort,
  q: '',
  status: 'all',
});

describe('listDevices sorted by a column that may be empty', () => {
  let owner: SignedIn;

  beforeAll(async () => {
    owner = await signedIn('customer', 'Nell');
    const app = await appOf(owner, { name: 'Sorted' });
    await insertDevices(app.id, [
      { deviceId: 'no-model-1', model: null, osVersion: null, lastSeen: minutesAgo(1) },
      { deviceId: 'galaxy', model: 'Galaxy S24', osVersion: '14', lastSeen: minutesAgo(2) },
      { deviceId: 'no-model-2', model: null, osVersion: null, lastSeen: minutesAgo(3) },
      { deviceId: 'pixel', model: 'Pixel 8', osVersion: '15', lastSeen: minutesAgo(4) },
    ]);
  });

  const ids = async (sort: DeviceListQuery['sort']) =>
    (await listDevices(query(sort), { orgId: owner.user.id })).data.map((device) => device.deviceId);

  it('puts devices without a value last when sorting descending', async () => {
    expect(await ids({ id: 'model', desc: true })).toEqual(['pixel', 'galaxy', 'no-model-2', 'no-model-1']);
    expect((await ids({ id: 'osVersion', desc: true })).slice(0, 2)).toEqual(['pixel', 'galaxy']);
  });

  it('puts them last when sorting ascending too', async () => {
    expect(await ids({ id: 'model', desc: false })).toEqual(['galaxy', 'pixel', 'no-model-1', 'no-model-2']);
  });
});
