/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { NO_MATCH_UUID } from '@/lib/server/domain/access';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { ApiError } from '@/lib/server/http/api-error';
import { NO_FLEET_FILTERS } from '@/lib/validations/device-filters';

const parse = (query: string) => parseDeviceQuery(new URLSearchParams(query));

function fieldsOf(query: string): Record<string, string> | undefined {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    return (error as ApiError).fields;
  }
  throw new Error(`${query} was accepted`);
}

describe('parseDeviceQuery', () => {
  it('has the defaults of the devices table', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 25,
      sort: { id: 'lastSeen', desc: true },
      q: '',
      status: 'online',
      appId: undefined,
      fleet: NO_FLEET_FILTERS,
    });
  });

  it('reads every parameter', () => {
    const appId = '6F1C1F5E-0A4B-4C3E-9D6F-2B8A7C9E0D11';
    expect(parse(`page=3&pageSize=100&sort=appName:asc&q=%20Pixel%207%20&appId=${appId}&status=all`)).toEqual(
      {
        page: 3,
        pageSize: 100,
        sort: { id: 'appName', desc: false },
        q: 'Pixel 7',
        status: 'all',
        appId: appId.toLowerCase(),
        fleet: NO_FLEET_FILTERS,
      },
    );
  });

  it('reads the fleet filters: tags (each once, sorted), attributes with their operators, the version', () => {
    expect(
      parse(
        'tag=b&tag=a&tag=b&attr.store=42&attr.hw.rev.gt=2.5&attr.kiosk.exists=false&attr.x.ne=1&version=2.0',
      ).fleet,
    ).toEqual({
      tags: ['a', 'b'],
      attributes: [
        { key: 'store', op: 'eq', value: '42' },
        { key: 'hw.rev', op: 'gt', value: 2.5 },
        { key: 'kiosk', op: 'exists', value: false },
        { key: 'x', op: 'ne', value: '1' },
      ],
      version: '2.0',
      platform: null,
      os: null,
      seenWithin: null,
      seenOver: null,
    });
  });

  it.each([
    ['tag=Store', { tag: 'characters' }],
    [`tag=${'t'.repeat(41)}`, { tag: 'characters' }],
    [Array.from({ length: 51 }, (_, i) => `tag=t${i}`).join('&'), { tag: 'maxItems:50' }],
    ['attr.Store=1', { 'attr.Store': 'characters' }],
    ['attr.rev.gt=', { 'attr.rev.gt': 'oneOf' }],
    ['attr.rev.lt=ten', { 'attr.rev.lt': 'oneOf' }],
    ['attr.kiosk.exists=yes', { 'attr.kiosk.exists': 'oneOf' }],
    ['attr.store=', { 'attr.store': 'required' }],
    [`attr.note=${'n'.repeat(201)}`, { 'attr.note': 'maxLength:200' }],
    [`version=${'v'.repeat(65)}`, { version: 'maxLength:64' }],
    ['tag=Bad&pageSize=7', { tag: 'characters', pageSize: 'oneOf' }],
  ])('refuses %s, naming each parameter at fault', (query, fields) => {
    expect(() => parse(query)).toThrow(expect.objectContaining({ status: 400, fields }));
  });

  it('takes each status: online, offline and all', () => {
    expect(['online', 'offline', 'all'].map((status) => parse(`status=${status}`).status)).toEqual([
      'online',
      'offline',
      'all',
    ]);
  });

  it('turns a malformed id filter into one that matches nothing', () => {
    expect(parse('appId=12').appId).toBe(NO_MATCH_UUID);
  });

  it('drops control characters from the search', () => {
    expect(parse('q=a%1Fb%0A').q).toBe('ab');
  });

  it.each([
    // A value that is present but not one of the allowed ones is 'oneOf', not 'required'.
    ['pageSize=30', { pageSize: 'oneOf' }],
    ['pageSize=ten', { pageSize: 'oneOf' }],
    ['page=0', { page: 'required' }],
    ['page=-1&pageSize=10', { page: 'required', pageSize: 'oneOf' }],
    ['page=1.5', { page: 'required' }],
    ['sort=password:asc', { sort: 'oneOf' }],
    ['sort=lastSeen', { sort: 'oneOf' }],
    ['sort=lastSeen:up', { sort: 'oneOf' }],
    ['status=gone', { status: 'oneOf' }],
    ['status=Online', { status: 'oneOf' }],
    [`q=${'x'.repeat(101)}`, { q: 'maxLength:100' }],
  ])('refuses %s', (query, fields) => {
    expect(fieldsOf(query)).toEqual(fields);
  });

  it('takes a missing or blank page size, sort or status as the default', () => {
    expect(parse('pageSize=&sort=%20&status=')).toMatchObject({
      pageSize: 25,
      sort: { id: 'lastSeen', desc: true },
      status: 'online',
    });
  });

  it('accepts a search of exactly 100 characters', () => {
    expect(parse(`q=${'x'.repeat(100)}`).q).toHaveLength(100);
  });
});
