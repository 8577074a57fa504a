import 'server-only';

import { INCIDENT_STATUSES, type IncidentStatus } from '@/lib/api/contract/incidents';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { ONE_OF } from '@/lib/validations/messages';

/** An incident's id from its path: a malformed one is as unknown as another organisation's. */
export async function incidentIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'Incident not found');
  return id.toLowerCase();
}

/** `GET /api/incidents`'s filters: `status=open|resolved` and `appId=<uuid>`, each optional. */
export function parseIncidentsQuery(params: URLSearchParams): { status?: IncidentStatus; appId?: string } {
  const fields: Record<string, string> = {};
  const status = params.get('status') ?? '';
  if (status !== '' && !(INCIDENT_STATUSES as readonly string[]).includes(status)) fields.status = ONE_OF;
  const appId = params.get('appId') ?? '';
  if (appId !== '' && !isUuid(appId)) fields.appId = ONE_OF;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  return {
    ...(status ? { status: status as IncidentStatus } : {}),
    ...(appId ? { appId: appId.toLowerCase() } : {}),
  };
}
