import type { OrgList } from '@/lib/api/contract/orgs';
import { httpRequest } from '@/lib/http/client';

/**
 * The organisations API (lib/api/contract/orgs.ts): the caller's organisations. `baseUrl` is the
 * runtime `dashboardApiUrl`. Each call acts in the organisation it names in its path; the HTTP client
 * adds the active one's header. Choosing, creating and renaming one are in org-changes.ts, members and
 * invitations in org-members.ts: the header's switcher loads on every console page without them.
 */
export const orgPath = (baseUrl: string, orgId: string) => `${baseUrl}/api/orgs/${encodeURIComponent(orgId)}`;

export function listOrgs(baseUrl: string, token: string): Promise<OrgList> {
  return httpRequest(`${baseUrl}/api/orgs`, { token, noCache: true, withoutOrg: true });
}
