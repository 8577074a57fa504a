import type { OrgSummary } from '@/lib/api/contract/orgs';
import { orgPath } from '@/lib/api/orgs';
import { httpRequest } from '@/lib/http/client';

/**
 * The organisations API's changes (lib/api/contract/orgs.ts): choosing the active organisation,
 * creating and renaming one. Apart from orgs.ts, whose list every console page loads: the switcher's
 * menu, its create dialog and the members page load these.
 */

export function createOrg(baseUrl: string, token: string, name: string): Promise<{ data: OrgSummary }> {
  return httpRequest(`${baseUrl}/api/orgs`, { method: 'POST', token, body: { name }, withoutOrg: true });
}

export function renameOrg(
  baseUrl: string,
  token: string,
  orgId: string,
  name: string,
): Promise<{ data: OrgSummary }> {
  return httpRequest(orgPath(baseUrl, orgId), { method: 'PATCH', token, body: { name } });
}

export function chooseActiveOrg(
  baseUrl: string,
  token: string,
  orgId: string,
): Promise<{ data: OrgSummary }> {
  return httpRequest(`${baseUrl}/api/orgs/active`, {
    method: 'PUT',
    token,
    body: { orgId },
    withoutOrg: true,
  });
}
