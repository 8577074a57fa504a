import { z } from 'zod';

import { LOCALES } from '@/i18n/locales';
import { INCIDENT_STATUSES } from '@/lib/api/contract/incidents';
import { DEVICE_COLUMN_IDS, PLATFORMS } from '@/lib/api/types';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { MAX_QUERY_LENGTH, PAGE_SIZE_OPTIONS } from '@/lib/table/defaults';
import { SEEN_AGE_PATTERN } from '@/lib/validations/device-filters';
import { TAG_MAX_COUNT, TAG_PATTERN } from '@/lib/validations/device-labels';
import { DEVICE_FIELD_MAX_LENGTH } from '@/lib/validations/heartbeat';
import {
  auditFilterParams,
  deviceFilterParams,
  pageParam,
  pageSizeParam,
  searchParam,
} from '@/lib/validations/queries';

/**
 * The path, query and header parameters of the API. The lists' query parameters are the schemas the
 * server reads them with (lib/validations/queries.ts), described here; the others mirror the server's
 * parsers (each block names the one it mirrors; lib/api/openapi/parameters.test.ts runs the parsers
 * against these schemas): a value a parser refuses is a 400 validation_failed naming the parameter in `fields`. The
 * server reads them leniently where the schema cannot say so: values are trimmed, a blank one is as
 * absent, and control characters are taken out of search text before its length is checked.
 */

// ---- Path parameters -------------------------------------------------------------------------------

/** An id in a path: a malformed one is a 404 like an unknown one (ids cannot be probed), never a 400. */
const pathId = (description: string) =>
  z.string().meta({ format: 'uuid', description: `${description} Anything else answers 404.` });

export const appPath = z.object({ id: pathId('The app’s id.') });
export const orgPath = z.object({ id: pathId('The organisation’s id.') });
export const viewPath = z.object({ id: pathId('The saved view’s id.') });
export const incidentPath = z.object({ id: pathId('The incident’s id.') });
export const channelPath = z.object({ id: pathId('The email channel’s id.') });
export const appKeyPath = z.object({
  id: pathId('The app’s id.'),
  keyId: pathId('The key’s id (GET …/keys).'),
});
export const webhookPath = z.object({
  id: pathId('The app’s id.'),
  wid: pathId('The webhook endpoint’s id.'),
});
export const deliveryPath = webhookPath.extend({ did: pathId('The delivery’s id.') });
export const channelWebhookPath = z.object({ wid: pathId('The channel’s id (GET /api/webhooks).') });
export const channelDeliveryPath = channelWebhookPath.extend({ did: pathId('The delivery’s id.') });
export const maintenancePath = z.object({
  id: pathId('The app’s id.'),
  mid: pathId('The maintenance window’s id.'),
});
export const devicePath = z.object({
  appId: pathId('The app’s id.'),
  deviceId: z
    .string()
    .meta({ description: 'The device id its SDK sends (1-128 of letters, digits, `.` `_` `:` `-`).' }),
});
export const auditEntryPath = z.object({
  id: z.string().meta({
    description:
      'The entry’s id: digits. Anything else, or an entry outside the caller’s scope, answers 404.',
  }),
});
export const memberPath = z.object({
  id: pathId('The organisation’s id.'),
  userId: pathId('The member’s user id.'),
});
export const invitationPath = z.object({
  id: pathId('The organisation’s id.'),
  iid: pathId('The invitation’s id.'),
});
export const orgTokenPath = z.object({
  id: pathId('The organisation’s id.'),
  tid: pathId('The token’s id.'),
});
export const tokenPath = z.object({ id: pathId('The token’s id.') });
export const sessionPath = z.object({ id: pathId('The session’s id (GET /api/user/sessions).') });
export const passkeyPath = z.object({ id: pathId('The passkey’s id (GET /api/user/passkeys).') });
export const customerPath = z.object({ userId: pathId('The customer’s user id.') });

// ---- Query parameters --------------------------------------------------------------------------------

const page = pageParam.meta({ description: 'The page, from 1 (the default). Not with `cursor`.' });

const pageSize = pageSizeParam.meta({
  enum: [...PAGE_SIZE_OPTIONS],
  description: `Rows per page: ${PAGE_SIZE_OPTIONS.join(', ')} (the first by default).`,
});

/** Search text as the lists read it (searchParam), described for its list. */
const search = (description: string) =>
  searchParam().meta({
    description: `${description} At most ${MAX_QUERY_LENGTH} characters, after trimming.`,
  });

/** A filter by id: a malformed id matches nothing (an empty page), as someone else's would. */
const idFilter = (description: string) => z.string().optional().meta({ format: 'uuid', description });

const cursor = z.string().optional().meta({
  description:
    'Asks for a cursor page (docs/product.md, "Cursor pages"): empty for the first page, then the last answer’s `nextCursor`. A cursor this list did not make is a 400 naming `cursor`.',
});

/** The devices list's filters: the schemas it is read with (lib/validations/queries.ts), described. */
const deviceFilters = {
  sort: deviceFilterParams.sort.meta({
    description: 'The order, `<column>:asc|desc`; `lastSeen:desc` by default.',
  }),
  q: search('Searches the device id, model, OS version and app version.'),
  appId: idFilter('Only this app’s devices (a token restricted to an app must name it).'),
  status: deviceFilterParams.status.meta({ description: 'Online now (the default), offline, or all.' }),
  tag: z
    .array(z.string().regex(TAG_PATTERN))
    .optional()
    .meta({
      description: `Only devices with this tag; repeatable (\`tag=a&tag=b\`: every one). At most ${TAG_MAX_COUNT}.`,
    }),
  version: z
    .string()
    .max(DEVICE_FIELD_MAX_LENGTH)
    .optional()
    .meta({ description: 'Only devices reporting this app version.' }),
  platform: z.enum(PLATFORMS).optional().meta({ description: 'Only devices of this platform.' }),
  os: z
    .string()
    .max(DEVICE_FIELD_MAX_LENGTH)
    .optional()
    .meta({ description: 'Only devices reporting this OS version.' }),
  'seen.within': z
    .string()
    .regex(SEEN_AGE_PATTERN)
    .optional()
    .meta({ description: 'Only devices seen in the last `<n>h` (1-8760 hours) or `<n>d` (1-365 days).' }),
  'seen.over': z
    .string()
    .regex(SEEN_AGE_PATTERN)
    .optional()
    .meta({ description: 'Only devices not seen for longer than `<n>h` or `<n>d`.' }),
};

/**
 * The filters by attribute have names of their own (`attr.<key>`, `attr.<key>.ne`, ...), which a fixed
 * list of parameters cannot name: each list's description gives them.
 */
export const ATTRIBUTE_FILTERS_TEXT =
  'Filter by attribute with `attr.<key>=<value>` (equal; text matches a number or boolean that reads the ' +
  'same), `attr.<key>.ne=<value>` (a different value, or none), `attr.<key>.gt=<number>`, ' +
  '`attr.<key>.lt=<number>` and `attr.<key>.exists=true|false`. Every filter must hold (AND).';

/** GET /api/devices: deviceListParams; with `cursor`, lib/server/domain/devices/cursor.ts. */
export const deviceListQuery = z.object({ page, pageSize, ...deviceFilters, cursor });

/** `columns=online,deviceId,…`: known ids, comma-separated (spaces and empty items ignored). */
const columns = (ids: readonly string[]) =>
  z
    .string()
    .regex(new RegExp(`^[\\s,]*(${ids.join('|')})?(\\s*,[\\s,]*(${ids.join('|')}))*[\\s,]*$`))
    .optional()
    .meta({
      description: `The columns, in order, comma-separated: ${ids.join(', ')}; every one by default.`,
    });

/** lib/server/domain/devices/export-query.ts, parseDeviceExportQuery (paging, if sent, is ignored). */
export const deviceExportQuery = z.object({
  ...deviceFilters,
  columns: columns(DEVICE_COLUMN_IDS.filter((id) => id !== 'owner')),
  locale: z.enum(LOCALES).optional().meta({
    description: 'The language of the header and words; else the NEXT_LOCALE cookie, else English.',
  }),
});

/**
 * lib/server/orgs/active.ts, adminOrgFilter: one organisation's things, or (`ownerId`, links from before
 * organisations) that customer's personal organisation's; `orgId` wins.
 */
const adminFilters = {
  orgId: idFilter('Only this organisation’s.'),
  ownerId: idFilter('Only this customer’s personal organisation’s (when `orgId` is not given).'),
};
export const adminOrgFilterQuery = z.object(adminFilters);
export const adminDeviceListQuery = deviceListQuery.extend(adminFilters);
export const adminDeviceExportQuery = deviceExportQuery.extend({
  columns: columns(DEVICE_COLUMN_IDS),
  ...adminFilters,
});

/** The audit log's filters: the schemas it is read with (lib/validations/queries.ts), described. */
const auditFilters = {
  action: auditFilterParams.action.meta({ description: 'Only this action.' }),
  actor: search('A part of the actor’s name or email.'),
  target: search('A part of the target’s label, or its id.'),
  q: search('A part of the actor or the target.'),
  from: auditFilterParams.from.meta({
    description: 'From this moment on (inclusive): an ISO 8601 instant, or a date (UTC midnight).',
  }),
  to: auditFilterParams.to.meta({ description: 'Before this moment (exclusive), written as `from`.' }),
};

/** GET /api/audit: auditListParams; with `cursor`, lib/server/audit/cursor.ts. */
export const auditListQuery = z.object({ page, pageSize, ...auditFilters, cursor });
export const auditExportQuery = z.object(auditFilters);
export const adminAuditListQuery = auditListQuery.extend(adminFilters);
export const adminAuditExportQuery = auditExportQuery.extend(adminFilters);

/** lib/server/domain/contact.ts, parseContactMessagesQuery (CONTACT_MESSAGES_DEFAULT_LIMIT and _MAX_LIMIT). */
export const contactMessagesQuery = z.object({
  limit: z.number().int().min(1).max(100).optional().meta({ description: 'Messages per page, 1-100 (10).' }),
  before: z
    .string()
    .optional()
    .meta({ description: 'The last answer’s `nextCursor`: the next, older page.' }),
});

/** lib/server/alerts/incidents/params.ts, parseIncidentsQuery. */
export const incidentListQuery = z.object({
  status: z
    .enum(INCIDENT_STATUSES)
    .optional()
    .meta({ description: 'Only the open, or only the resolved, ones.' }),
  appId: z.guid().optional().meta({
    description: 'Only this app’s incidents; a token restricted to an app must name it.',
  }),
  cursor,
});

/** lib/server/orgs/admin-list.ts, parseAdminOrgsQuery. */
export const adminOrgsQuery = z.object({ search: search('A part of the name or of an owner’s email.') });

/** app/api/invitations/lookup/route.ts: the link's token (none, or longer than 200 characters: 404). */
export const invitationLookupQuery = z.object({
  token: z.string().min(1).max(200).meta({ description: 'The token of the invitation link.' }),
});

/** lib/validations/guide-locale.ts, readGuideLocale. */
export const guideReadQuery = z.object({
  locale: z
    .string()
    .max(35)
    .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i)
    .optional()
    .meta({
      description:
        'A language tag (`de`, `pt-BR`): its language’s guide, English for a language the console does not have or none; a malformed tag is a 400.',
    }),
});

/** lib/validations/guide-locale.ts, isGuideLocale: a save names its language exactly. */
export const guideSaveQuery = z.object({
  locale: z.enum(LOCALES).optional().meta({ description: 'The language saved (`en` by default).' }),
});

// ---- Header parameters ---------------------------------------------------------------------------------

/** lib/server/orgs/active.ts, orgContextOf: the organisation a call acts in. */
export const orgHeader = z
  .string()
  .optional()
  .meta({
    param: { id: 'OrgHeader', in: 'header', name: ORG_HEADER },
    description:
      'The organisation the call acts in (its id); without it, the caller’s active one (PUT /api/orgs/active). One the caller is not a member of is a 404; with an API token, it must be the token’s.',
  });

/** lib/server/http/idempotency.ts (docs/product.md, Retries). */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/)
  .optional()
  .meta({
    param: { id: 'IdempotencyKey', in: 'header', name: 'Idempotency-Key' },
    description:
      'Makes a retry safe: a retry with the same key, by the same caller, to the same call with the same body, within 24 hours, gets the first answer again (`Idempotent-Replayed: true`) and makes nothing new. 1-255 visible ASCII characters; a random UUID per new request.',
  });

/** app/api/events/route.ts: resumes the live stream after this event. */
export const lastEventIdHeader = z
  .string()
  .optional()
  .meta({
    param: { id: 'LastEventId', in: 'header', name: 'Last-Event-ID' },
    description: 'Resumes after this event (its first 100 characters are read).',
  });
