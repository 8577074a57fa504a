import type { OrgList, OrgSummary } from '@/lib/api/contract/orgs';
import { httpRequest } from '@/lib/http/client';

/**
 * The organisations API (lib/api/contract/orgs.ts): the caller's organisations, which one is active,
 * creating and renaming one. `baseUrl` is the runtime `dashboardApiUrl`. Each call acts in the
 * organisation it names in its path; the HTTP client adds the active one's header. Members and
 * invitations are in org-members.ts: the header's switcher loads on every console page without them.
 */
export const orgPath = (baseUrl: string, orgId: string) => `${baseUrl}/api/orgs/${encodeURIComponent(orgId)}`;

export function listOrgs(baseUrl: string, token: string): Promise<OrgList> {
  return httpRequest(`${baseUrl}/api/orgs`, { token, noCache: true, withoutOrg: true });
}

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
