/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';

import { LOCALES } from '@/i18n/locales';
import {
  adminDeviceExportQuery,
  adminOrgsQuery,
  auditListQuery,
  contactMessagesQuery,
  deviceExportQuery,
  deviceListQuery,
  guideReadQuery,
  guideSaveQuery,
  incidentListQuery,
} from '@/lib/api/openapi/parameters';
import { DEVICE_COLUMN_IDS } from '@/lib/api/types';
import { parseIncidentsQuery } from '@/lib/server/alerts/incidents/params';
import { parseContactMessagesQuery } from '@/lib/server/domain/contact';
import { parseDeviceExportQuery } from '@/lib/server/domain/devices/export-query';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { ApiError } from '@/lib/server/http/api-error';
import { parseAdminOrgsQuery } from '@/lib/server/orgs/admin-list';
import { isGuideLocale, readGuideLocale } from '@/lib/validations/guide-locale';
import { auditListParams, deviceListParams } from '@/lib/validations/queries';

/**
 * The query parameters the document describes (lib/api/openapi/parameters.ts) against the parsers the
 * routes read them with: for each parameter, values inside and outside its bounds are accepted by the
 * schema exactly when the parser accepts them.
 */

type Parse = (params: URLSearchParams) => unknown;

/** Whether `parse` takes `value` for `name` (a refusal names the parameter in `fields`). */
function parserTakes(parse: Parse, name: string, value: string): boolean {
  try {
    parse(new URLSearchParams({ [name]: value }));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.fields?.[name]) return false;
    throw error;
  }
}

/** Whether the document's schema takes `value` (a number for numeric parameters, as OpenAPI reads them). */
function schemaTakes(query: z.ZodObject, name: string, value: string): boolean {
  const schema = query.shape[name] as z.ZodType;
  return (
    schema.safeParse(value).success ||
    (/^-?\d+(\.\d+)?$/.test(value) && schema.safeParse(Number(value)).success)
  );
}

function expectMirrors(parse: Parse, query: z.ZodObject, name: string, values: readonly string[]): void {
  const byParser = values.map((value) => [value, parserTakes(parse, name, value)]);
  const bySchema = values.map((value) => [value, schemaTakes(query, name, value)]);
  expect({ name, values: bySchema }).toEqual({ name, values: byParser });
  // Each list has values on both sides of the bounds.
  expect(new Set(byParser.map(([, taken]) => taken))).toEqual(new Set([true, false]));
}

const TEXT = ['', 'kiosk', 'x'.repeat(100), 'x'.repeat(101)];

describe('the documented query parameters mirror their parsers', () => {
  it('of the devices list and the audit log: the very schemas the server reads them with', () => {
    // lib/validations/queries.ts; the document adds descriptions and the cursor, nothing to mirror.
    const names = (query: z.ZodObject) => Object.keys(query.shape).sort();
    // The fleet's filters are read beside the schema (readFleetFilters), and mirrored below.
    expect(names(deviceListQuery)).toEqual(
      [
        ...names(deviceListParams),
        'cursor',
        'tag',
        'version',
        'platform',
        'os',
        'seen.within',
        'seen.over',
      ].sort(),
    );
    expect(names(auditListQuery)).toEqual([...names(auditListParams), 'cursor'].sort());
    expect(deviceListQuery.parse({ pageSize: '50', sort: 'appName:asc' })).toMatchObject(
      deviceListParams.parse({ pageSize: '50', sort: 'appName:asc' }),
    );
  });

  it('of the fleet filters (readFleetFilters): tag (repeatable) and version', () => {
    const parse: Parse = (params) => parseDeviceQuery(params);
    const tags = ['store-42', 'a.b_c', 'x'.repeat(40), 'x'.repeat(41), 'Store', 'a b', 'ü'];
    const byParser = tags.map((value) => [value, parserTakes(parse, 'tag', value)]);
    // An array parameter: the document's schema takes the list of one value.
    const bySchema = tags.map((value) => [value, deviceListQuery.shape.tag.safeParse([value]).success]);
    expect(bySchema).toEqual(byParser);
    expect(new Set(byParser.map(([, taken]) => taken))).toEqual(new Set([true, false]));
    expectMirrors(parse, deviceListQuery, 'version', ['2.0.1', 'x'.repeat(64), 'x'.repeat(65)]);
    expectMirrors(parse, deviceListQuery, 'platform', ['ios', 'web', 'other', 'windows', 'IOS']);
    expectMirrors(parse, deviceListQuery, 'os', ['18.1', 'x'.repeat(64), 'x'.repeat(65)]);
    const ages = ['1h', '8760h', '8761h', '0h', '01h', '1d', '365d', '366d', '99d', '2w', 'h', '12'];
    expectMirrors(parse, deviceListQuery, 'seen.within', ages);
    expectMirrors(parse, deviceListQuery, 'seen.over', ages);
  });

  it('of the devices exports (parseDeviceExportQuery)', () => {
    const columns = [
      'deviceId',
      'deviceId,lastSeen',
      ' online , model ,',
      'deviceId,,lastSeen',
      'owner',
      'owner,deviceId',
      'deviceId lastSeen',
      'passwordHash',
      'deviceIdx',
      DEVICE_COLUMN_IDS.join(','),
    ];
    const customers: Parse = (params) => parseDeviceExportQuery(new Request(`http://localhost/?${params}`));
    const admins: Parse = (params) =>
      parseDeviceExportQuery(new Request(`http://localhost/?${params}`), { admin: true });
    expectMirrors(customers, deviceExportQuery, 'columns', columns);
    expectMirrors(admins, adminDeviceExportQuery, 'columns', columns);
    expectMirrors(customers, deviceExportQuery, 'locale', [...LOCALES, 'xx', 'EN', 'pt-BR']);
  });

  it('of the admin lists (parseContactMessagesQuery, parseAdminOrgsQuery)', () => {
    const limits = ['0', '1', '10', '100', '101', 'abc', '1.5', '-1'];
    expectMirrors(parseContactMessagesQuery, contactMessagesQuery, 'limit', limits);
    expectMirrors(parseAdminOrgsQuery, adminOrgsQuery, 'search', TEXT);
  });

  it('of the incidents list (parseIncidentsQuery)', () => {
    expectMirrors(parseIncidentsQuery, incidentListQuery, 'status', ['open', 'resolved', 'closed', 'OPEN']);
    expectMirrors(parseIncidentsQuery, incidentListQuery, 'appId', [
      'a1b2c3d4-0000-4000-8000-000000000001',
      'not-an-id',
      '1234',
    ]);
  });

  it('of the SDK guide’s language (readGuideLocale, isGuideLocale)', () => {
    const tags = ['de', 'pt-BR', 'ko', 'zh-Hans-CN', 'EN', '../x', 'english!', 'x', `en-${'a'.repeat(40)}`];
    const reads: Parse = (params) => {
      if (!readGuideLocale(params.get('locale')))
        throw new ApiError(400, 'validation_failed', '', { fields: { locale: 'oneOf' } });
    };
    const saves: Parse = (params) => {
      if (!isGuideLocale(params.get('locale')))
        throw new ApiError(400, 'validation_failed', '', { fields: { locale: 'oneOf' } });
    };
    expectMirrors(reads, guideReadQuery, 'locale', tags);
    expectMirrors(saves, guideSaveQuery, 'locale', [...LOCALES, ...tags]);
  });
});
