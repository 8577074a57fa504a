import type { Incident, IncidentDetail, IncidentStatus } from '@/lib/api/contract/incidents';
import type { ItemResponse } from '@/lib/api/types';
import { httpRequest } from '@/lib/http/client';

/** The organisation's incidents (docs/product.md, Incidents). */
const incidentPath = (baseUrl: string, id: string) => `${baseUrl}/api/incidents/${encodeURIComponent(id)}`;

/** A page of the organisation's incidents, newest first: the first, or the one after `cursor`. */
export function listIncidents(
  baseUrl: string,
  token: string,
  status: IncidentStatus,
  cursor?: string,
): Promise<ItemResponse<Incident[]> & { nextCursor: string | null }> {
  const query = new URLSearchParams({ status, ...(cursor ? { cursor } : {}) });
  return httpRequest(`${baseUrl}/api/incidents?${query}`, { token, noCache: true });
}

export function getIncident(
  baseUrl: string,
  token: string,
  id: string,
): Promise<ItemResponse<IncidentDetail>> {
  return httpRequest(incidentPath(baseUrl, id), { token, noCache: true });
}

export function acknowledgeIncident(
  baseUrl: string,
  token: string,
  id: string,
): Promise<ItemResponse<Incident>> {
  return httpRequest(`${incidentPath(baseUrl, id)}/acknowledge`, { method: 'POST', token });
}
