/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { fleetFilterParams, readFleetFilters, type FleetFilters } from '@/lib/validations/device-filters';

describe('the fleet filters in a query string', () => {
  it('read back what they write, and keep the other parameters apart', () => {
    const filters: FleetFilters = {
      tags: ['a', 'store-42'],
      attributes: [
        { key: 'hw.rev', op: 'gt', value: 2 },
        { key: 'store', op: 'eq', value: 'x&y=z' },
        { key: 'kiosk', op: 'exists', value: false },
        { key: 'ne', op: 'ne', value: 'v' },
      ],
      version: '2.0',
      platform: 'ios',
      os: '18.1',
      seenWithin: '24h',
      seenOver: '7d',
    };
    const params = new URLSearchParams([['status', 'all'], ...fleetFilterParams(filters)]);
    expect(readFleetFilters(params)).toEqual({ filters, fields: {} });
  });

  it('take a platform, an OS version and the last heartbeat’s age, refusing what the API would', () => {
    const read = (query: string) => readFleetFilters(new URLSearchParams(query));
    expect(read('platform=web&os=Linux&seen.within=36h&seen.over=365d').filters).toMatchObject({
      platform: 'web',
      os: 'Linux',
      seenWithin: '36h',
      seenOver: '365d',
    });
    expect(read('platform=windows&seen.within=0h&seen.over=366d&os=' + 'x'.repeat(65)).fields).toEqual({
      platform: 'oneOf',
      'seen.within': 'oneOf',
      'seen.over': 'oneOf',
      os: 'maxLength:64',
    });
    expect(read('seen.within=8761h').fields).toEqual({ 'seen.within': 'oneOf' });
    expect(read('seen.within=2w').fields).toEqual({ 'seen.within': 'oneOf' });
  });

  it('write an equality on a key ending like an operator with .eq, and read it back', () => {
    const filters: FleetFilters = {
      tags: [],
      attributes: [
        { key: 'hw.gt', op: 'eq', value: '5' },
        { key: 'rollout.exists', op: 'eq', value: 'on' },
      ],
      version: null,
      platform: null,
      os: null,
      seenWithin: null,
      seenOver: null,
    };
    const params = fleetFilterParams(filters);
    expect(params).toEqual([
      ['attr.hw.gt.eq', '5'],
      ['attr.rollout.exists.eq', 'on'],
    ]);
    expect(readFleetFilters(new URLSearchParams(params)).filters).toEqual(filters);
  });

  it('read a key ending like an operator as that operator (attr.x.ne is "x is not")', () => {
    expect(readFleetFilters(new URLSearchParams('attr.a.b.ne=1&attr.a.gtx=2')).filters.attributes).toEqual([
      { key: 'a.b', op: 'ne', value: '1' },
      { key: 'a.gtx', op: 'eq', value: '2' },
    ]);
  });

  it('hold only valid filters, naming the rest', () => {
    const { filters, fields } = readFleetFilters(
      new URLSearchParams('tag=ok&tag=NO&attr.__proto__=1&attr.x.gt=1e999'),
    );
    expect(filters).toEqual({
      tags: ['ok'],
      attributes: [],
      version: null,
      platform: null,
      os: null,
      seenWithin: null,
      seenOver: null,
    });
    expect(fields).toEqual({ tag: 'characters', 'attr.__proto__': 'characters', 'attr.x.gt': 'oneOf' });
  });
});

describe('the rules the console checks with', () => {
  it('carry no schema library into the pages (zod stays on the server and in forms that need it)', () => {
    for (const file of ['device-filters.ts', 'device-labels.ts', 'messages.ts']) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      expect({ file, imports: [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]) }).toEqual({
        file,
        imports: expect.not.arrayContaining([
          'zod',
          '@/lib/validations/heartbeat',
          '@/lib/validations/device-attributes',
        ]),
      });
    }
  });
});
