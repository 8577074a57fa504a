import 'server-only';

import { INCIDENT_STATUSES, type IncidentStatus } from '@/lib/api/contract/incidents';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { decodeCursor } from '@/lib/server/http/cursor';
import { ONE_OF } from '@/lib/validations/messages';

/** An incident's id from its path: a malformed one is as unknown as another organisation's. */
export async function incidentIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'Incident not found');
  return id.toLowerCase();
}

/** Where a page of incidents goes on from: the last one's start (microseconds, UTC) and id. */
export type IncidentCursor = [startedAt: string, id: string];

/** A real moment, as the list writes it: "2026-12-05T07:40:00.123456Z" (not February 30th). */
const isCursorTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(Date.parse(value)).toISOString().slice(0, 19) === value.slice(0, 19);

const isIncidentCursor = (parts: unknown[]): parts is IncidentCursor =>
  parts.length === 2 &&
  typeof parts[0] === 'string' &&
  isCursorTime(parts[0]) &&
  typeof parts[1] === 'string' &&
  isUuid(parts[1]);

export interface IncidentsQuery {
  status?: IncidentStatus;
  appId?: string;
  cursor?: IncidentCursor;
}

const lowerCaseId = ([startedAt, id]: IncidentCursor): IncidentCursor => [startedAt, id.toLowerCase()];

/**
 * `GET /api/incidents`'s filters: `status=open|resolved`, `appId=<uuid>` and `cursor=` (the last page's
 * `nextCursor`), each optional.
 */
export function parseIncidentsQuery(params: URLSearchParams): IncidentsQuery {
  const fields: Record<string, string> = {};
  const status = params.get('status') ?? '';
  if (status !== '' && !(INCIDENT_STATUSES as readonly string[]).includes(status)) fields.status = ONE_OF;
  const appId = params.get('appId') ?? '';
  if (appId !== '' && !isUuid(appId)) fields.appId = ONE_OF;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  const cursor = params.get('cursor') ?? '';
  return {
    ...(status ? { status: status as IncidentStatus } : {}),
    ...(appId ? { appId: appId.toLowerCase() } : {}),
    ...(cursor ? { cursor: lowerCaseId(decodeCursor(cursor, isIncidentCursor)) } : {}),
  };
}
