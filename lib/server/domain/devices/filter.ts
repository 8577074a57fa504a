import 'server-only';

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { devices, deviceSearchText } from '@/lib/server/db/schema';
import type { DeviceColumns } from '@/lib/server/domain/devices/fields';
import { deviceOnline } from '@/lib/server/domain/devices/online';
import type { DeviceListQuery } from '@/lib/server/domain/devices/query';
import {
  hasFleetFilters,
  seenAgeSeconds,
  type AttributeFilter,
  type FleetFilters,
} from '@/lib/validations/device-filters';

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(d: DeviceColumns, q: string): SQL {
  return sql`${deviceSearchText(d)} ilike ${containsPattern(q)}`;
}

/**
 * The apps a list reads: some apps of one organisation (all of a member's, or the one asked for), or null
 * for every app (an admin's whole fleet).
 */
export interface AppsInScope {
  orgId: string;
  ids: string[];
}

/**
 * The devices of the apps in scope, named as the keys lead: the organisation, then the apps. (The page
 * then joins each device's app by its id alone: joined on the organisation too, the planner would read
 * an app's devices from the primary key for every app before a search's matches.)
 */
export function inApps(scope: AppsInScope | null): SQL | undefined {
  return scope ? and(eq(devices.orgId, scope.orgId), inArray(devices.appId, scope.ids)) : undefined;
}

/**
 * An attribute's filter. Equality and its negation hold a value as the URL gives it, text, which
 * matches text, a number or a boolean that reads the same ("42" matches 42): each form is a containment
 * (`@>`) the GIN index answers. `ne` matches a device without the key too. `gt`/`lt` compare numbers
 * only; `exists` is the key's presence (`?`, the index again).
 */
function attributeCondition(d: DeviceColumns, { key, op, value }: AttributeFilter): SQL {
  const column = d.attributes;
  if (op === 'exists') return value ? sql`(${column} ? ${key})` : sql`not (${column} ? ${key})`;
  if (op === 'gt' || op === 'lt') {
    const compare = op === 'gt' ? sql`>` : sql`<`;
    return sql`(jsonb_typeof(${column} -> ${key}) = 'number' and (${column} ->> ${key})::numeric ${compare} ${value})`;
  }
  const text = String(value);
  const forms: unknown[] = [text];
  const number = Number(text);
  if (text.trim() !== '' && Number.isFinite(number)) forms.push(number);
  if (text === 'true' || text === 'false') forms.push(text === 'true');
  const matches = sql.join(
    forms.map((form) => sql`${column} @> ${JSON.stringify({ [key]: form })}::jsonb`),
    sql` or `,
  );
  return op === 'eq' ? sql`(${matches})` : sql`not (${matches})`;
}

/** The fleet's filters (lib/validations/device-filters.ts), each a condition, all to hold. */
export function fleetConditions(d: DeviceColumns, filters: FleetFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.tags.length > 0)
    conditions.push(
      sql`${d.tags} @> array[${sql.join(
        filters.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`,
    );
  for (const filter of filters.attributes) conditions.push(attributeCondition(d, filter));
  if (filters.version !== null) conditions.push(sql`${d.appVersion} = ${filters.version}`);
  if (filters.platform !== null) conditions.push(sql`${d.platform} = ${filters.platform}`);
  if (filters.os !== null) conditions.push(sql`${d.osVersion} = ${filters.os}`);
  // The database's clock, as for online (docs/product.md, Devices).
  if (filters.seenWithin !== null)
    conditions.push(
      sql`${d.lastSeen} > now() - make_interval(secs => ${seenAgeSeconds(filters.seenWithin)})`,
    );
  if (filters.seenOver !== null)
    conditions.push(sql`${d.lastSeen} <= now() - make_interval(secs => ${seenAgeSeconds(filters.seenOver)})`);
  return conditions;
}

/**
 * What narrows a list beyond its apps and online status: the search and the fleet's filters. The lists
 * answer it as they answer a search (list.ts): from the most recently seen devices when many match,
 * through the indexes (trigram, GIN) when few do.
 */
export function isNarrowed(query: Pick<DeviceListQuery, 'q' | 'fleet'>): boolean {
  return Boolean(query.q) || hasFleetFilters(query.fleet);
}

/** The conditions of isNarrowed, on `d`; undefined for none. */
export function narrowing(d: DeviceColumns, query: Pick<DeviceListQuery, 'q' | 'fleet'>): SQL | undefined {
  return and(...(query.q ? [searchCondition(d, query.q)] : []), ...fleetConditions(d, query.fleet));
}

/**
 * Conditions on `devices` alone: the app filter, the online filter and (unless told not to) the search
 * and the fleet's filters (narrowing).
 */
export function deviceConditions(
  query: Omit<DeviceListQuery, 'page' | 'pageSize'>,
  { search = true } = {},
): SQL[] {
  const conditions: SQL[] = [];
  if (query.appId) conditions.push(eq(devices.appId, query.appId));
  if (query.status === 'online') conditions.push(deviceOnline(devices.lastSeen, devices.appId));
  if (query.status === 'offline') conditions.push(sql`not ${deviceOnline(devices.lastSeen, devices.appId)}`);
  const narrowed = search ? narrowing(devices, query) : undefined;
  if (narrowed) conditions.push(narrowed);
  return conditions;
}
