import { PLATFORMS, type Platform } from '@/lib/api/types';
import {
  ATTRIBUTE_MAX_KEYS,
  ATTRIBUTE_VALUE_MAX_LENGTH,
  DEVICE_FIELD_MAX_LENGTH,
  isAttributeKey,
  isTag,
  TAG_MAX_COUNT,
} from '@/lib/validations/device-labels';
import { CHARACTERS, maxItems, maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/**
 * The devices lists' filters by tag, attribute and app version (docs/product.md, Filters), as the
 * query string carries them for the API, the export and the console's URL alike:
 * `tag=<tag>` (repeatable, every one must match), `attr.<key>=<value>`, `attr.<key>.ne=<value>`,
 * `attr.<key>.gt=<number>`, `attr.<key>.lt=<number>`, `attr.<key>.exists=true|false`, `version=<app version>`,
 * `platform=<platform>`, `os=<OS version>`, and the last heartbeat's age, `seen.within=<n>h|<n>d` (seen in
 * the last n hours or days) and `seen.over=<n>h|<n>d` (not seen for more than that): relative, so that a
 * saved view or an alert rule stays true as time passes. They combine with AND, with each other and with
 * the other filters.
 */
export const ATTRIBUTE_OPS = ['eq', 'ne', 'gt', 'lt', 'exists'] as const;
export type AttributeOp = (typeof ATTRIBUTE_OPS)[number];

export interface AttributeFilter {
  key: string;
  op: AttributeOp;
  /** Text for eq/ne (it matches text, a number or a boolean that reads the same), a number for gt/lt. */
  value: string | number | boolean;
}

export interface FleetFilters {
  tags: string[];
  attributes: AttributeFilter[];
  version: string | null;
  platform: Platform | null;
  os: string | null;
  /** `24h`, `7d`: seen within that long, or not seen for longer than it. */
  seenWithin: string | null;
  seenOver: string | null;
}

export const NO_FLEET_FILTERS: FleetFilters = {
  tags: [],
  attributes: [],
  version: null,
  platform: null,
  os: null,
  seenWithin: null,
  seenOver: null,
};

/** A last-seen age: 1-8760 hours or 1-365 days (the OpenAPI document states the same pattern). */
export const SEEN_AGE_PATTERN =
  /^(?:(?:[1-9]\d{0,2}|[1-7]\d{3}|8[0-6]\d{2}|87[0-5]\d|8760)h|(?:[1-9]\d?|[12]\d{2}|3[0-5]\d|36[0-5])d)$/;
export const isSeenAge = (value: string) => SEEN_AGE_PATTERN.test(value);
/** An age's seconds. */
export function seenAgeSeconds(value: string): number {
  return Number(value.slice(0, -1)) * (value.endsWith('h') ? 3600 : 86_400);
}

const SUFFIXES: Record<string, AttributeOp> = { eq: 'eq', ne: 'ne', gt: 'gt', lt: 'lt', exists: 'exists' };

/**
 * `attr.<key>[.<op>]` -> key and op. A key may hold dots, so only a last part that is an op is one: an
 * equality on a key that itself ends in one (`hw.gt`) is written `attr.hw.gt.eq=`.
 */
function attributeParam(name: string): { key: string; op: AttributeOp } | null {
  if (!name.startsWith('attr.')) return null;
  const rest = name.slice('attr.'.length);
  const dot = rest.lastIndexOf('.');
  const suffix = dot === -1 ? undefined : SUFFIXES[rest.slice(dot + 1)];
  return suffix ? { key: rest.slice(0, dot), op: suffix } : { key: rest, op: 'eq' };
}

export function hasFleetFilters(filters: FleetFilters): boolean {
  return (
    filters.tags.length > 0 ||
    filters.attributes.length > 0 ||
    filters.version !== null ||
    filters.platform !== null ||
    filters.os !== null ||
    filters.seenWithin !== null ||
    filters.seenOver !== null
  );
}

/**
 * Reads the filters from a query string: the valid filters and, for each parameter at fault, its message
 * key (`tag`, `attr.<key>…`, `version`), as the lists answer them in a 400 validation_failed.
 */
export function readFleetFilters(params: URLSearchParams): {
  filters: FleetFilters;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  const tags = [
    ...new Set(
      params
        .getAll('tag')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  const badTag = tags.find((tag) => !isTag(tag));
  if (badTag !== undefined) fields.tag = CHARACTERS;
  else if (tags.length > TAG_MAX_COUNT) fields.tag = maxItems(TAG_MAX_COUNT);

  const attributes: AttributeFilter[] = [];
  for (const [name, raw] of params) {
    const parsed = attributeParam(name);
    if (!parsed) continue;
    const value = raw.trim();
    if (!isAttributeKey(parsed.key)) fields[name] = CHARACTERS;
    else if (parsed.op === 'exists') {
      if (value === 'true' || value === 'false') attributes.push({ ...parsed, value: value === 'true' });
      else fields[name] = ONE_OF;
    } else if (parsed.op === 'gt' || parsed.op === 'lt') {
      const number = value === '' ? Number.NaN : Number(value);
      if (Number.isFinite(number)) attributes.push({ ...parsed, value: number });
      else fields[name] = ONE_OF;
    } else if (!value) fields[name] = REQUIRED;
    else if (value.length > ATTRIBUTE_VALUE_MAX_LENGTH) fields[name] = maxLength(ATTRIBUTE_VALUE_MAX_LENGTH);
    else attributes.push({ ...parsed, value });
  }
  if (attributes.length > ATTRIBUTE_MAX_KEYS) fields.attr = maxItems(ATTRIBUTE_MAX_KEYS);

  const version = params.get('version')?.trim() || null;
  if (version !== null && version.length > DEVICE_FIELD_MAX_LENGTH)
    fields.version = maxLength(DEVICE_FIELD_MAX_LENGTH);

  const platform = params.get('platform')?.trim() || null;
  if (platform !== null && !(PLATFORMS as readonly string[]).includes(platform)) fields.platform = ONE_OF;
  const os = params.get('os')?.trim() || null;
  if (os !== null && os.length > DEVICE_FIELD_MAX_LENGTH) fields.os = maxLength(DEVICE_FIELD_MAX_LENGTH);
  const age = (name: string) => {
    const value = params.get(name)?.trim() || null;
    if (value !== null && !isSeenAge(value)) fields[name] = ONE_OF;
    return fields[name] ? null : value;
  };
  const seenWithin = age('seen.within');
  const seenOver = age('seen.over');

  // The filters hold only what is valid (the console drops the rest of an address; the API refuses it).
  return {
    filters: {
      tags: tags.filter(isTag).slice(0, TAG_MAX_COUNT).sort(),
      attributes: attributes.slice(0, ATTRIBUTE_MAX_KEYS),
      version: fields.version ? null : version,
      platform: fields.platform ? null : (platform as Platform | null),
      os: fields.os ? null : os,
      seenWithin,
      seenOver,
    },
    fields,
  };
}

/** The query string's parameters of `filters`, in the order readFleetFilters reads them back. */
export function fleetFilterParams(filters: FleetFilters): [string, string][] {
  const params: [string, string][] = filters.tags.map((tag) => ['tag', tag]);
  for (const { key, op, value } of filters.attributes) {
    const plain = op === 'eq' && !Object.hasOwn(SUFFIXES, key.slice(key.lastIndexOf('.') + 1));
    params.push([plain ? `attr.${key}` : `attr.${key}.${op}`, String(value)]);
  }
  if (filters.version !== null) params.push(['version', filters.version]);
  if (filters.platform !== null) params.push(['platform', filters.platform]);
  if (filters.os !== null) params.push(['os', filters.os]);
  if (filters.seenWithin !== null) params.push(['seen.within', filters.seenWithin]);
  if (filters.seenOver !== null) params.push(['seen.over', filters.seenOver]);
  return params;
}
