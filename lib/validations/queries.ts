import { z } from 'zod';

import { AUDIT_ACTIONS } from '@/lib/api/contract/audit';
import { DEFAULT_DEVICE_SORT, DEVICE_SORT_IDS, type DeviceSort } from '@/lib/api/types';
import { DEFAULT_PAGE_SIZE, isPageSize, MAX_PAGE, MAX_QUERY_LENGTH } from '@/lib/table/defaults';
import { parseApiSort } from '@/lib/table/sort-params';
import { maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/**
 * The lists' query strings (docs/product.md, API): the schemas the server reads them with
 * (lib/server/http/query.ts) and the OpenAPI document describes them with. Before a schema sees a
 * parameter, the reader trims it and takes a blank one as absent, so every parameter here has its
 * default. A value out of bounds is a 400 validation_failed naming the parameter, never a guess: the
 * tables keep their state in the URL, and a wrong URL should say so. The page sizes and limits are the
 * console's own (lib/table/defaults.ts), so a table never asks for what is refused; MAX_PAGE, far beyond
 * any real paging, keeps OFFSET within an integer.
 */

/** Control characters cannot be typed into a search box, and the search index separates fields with one. */
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The page, from 1: anything but a whole number in bounds is 'required' (there is no such page). */
export const pageParam = z.coerce
  .number({ error: REQUIRED })
  .int(REQUIRED)
  .min(1, REQUIRED)
  .max(MAX_PAGE, REQUIRED)
  .default(1);

export const pageSizeParam = z.coerce
  .number({ error: ONE_OF })
  .refine((size) => isPageSize(size), ONE_OF)
  .default(DEFAULT_PAGE_SIZE);

/** Free text to search for: control characters removed, trimmed, at most MAX_QUERY_LENGTH characters. */
export const searchParam = () =>
  z
    .string()
    .overwrite((value) => value.replace(CONTROL, '').trim())
    .max(MAX_QUERY_LENGTH, maxLength(MAX_QUERY_LENGTH))
    .default('');

/** A value of a list: one of `values`, else 'oneOf'. */
const choice = <const T extends readonly string[]>(values: T) => z.enum(values, { error: ONE_OF });

/** `<column>:asc|desc` of the devices table. */
const DEVICE_SORTS = DEVICE_SORT_IDS.flatMap((id) => [`${id}:asc`, `${id}:desc`] as const);

/** `sort=lastSeen:desc&q=&appId=&status=online|offline|all`: the devices list's filters (and its export's). */
export const deviceFilterParams = {
  sort: choice(DEVICE_SORTS)
    .optional()
    .transform((value): DeviceSort =>
      value ? parseApiSort(value, DEVICE_SORT_IDS)! : { ...DEFAULT_DEVICE_SORT },
    ),
  q: searchParam(),
  /** A filter by id; the server reads a malformed one as an id that matches nothing (uuidFilter). */
  appId: z.string().optional(),
  status: choice(['online', 'offline', 'all']).default('online'),
};

/** `page=1&pageSize=25` and the filters: GET /api/devices (the admin's copy adds its organisation filter). */
export const deviceListParams = z.object({ page: pageParam, pageSize: pageSizeParam, ...deviceFilterParams });
export type DeviceListParams = z.output<typeof deviceListParams>;

/**
 * ISO 8601: an instant, or a date alone (UTC midnight), years 1970 to 9999, each part in its range. A time
 * without an offset is the server's local time (JavaScript's Date); a day a month lacks (31 April) is read
 * as the next (1 May).
 */
const INSTANT =
  /^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;

/** A moment of the audit log's filters, years 1970 to 9999; else 'oneOf'. */
const instantParam = () =>
  z
    .string()
    .regex(INSTANT, ONE_OF)
    .transform((value, context) => {
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < 1970 || year > 9999) {
        context.addIssue({ code: 'custom', message: ONE_OF });
        return z.NEVER;
      }
      return date;
    })
    .optional();

/** `action=&actor=&target=&q=&from=&to=`: the audit log's filters (and its export's). */
export const auditFilterParams = {
  action: choice(AUDIT_ACTIONS).optional(),
  actor: searchParam(),
  target: searchParam(),
  q: searchParam(),
  /** Inclusive. */
  from: instantParam(),
  /** Exclusive. */
  to: instantParam(),
};

/** GET /api/audit: `page=1&pageSize=25` and the filters. */
export const auditListParams = z.object({ page: pageParam, pageSize: pageSizeParam, ...auditFilterParams });
export type AuditListParams = z.output<typeof auditListParams>;
