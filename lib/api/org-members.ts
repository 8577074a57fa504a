import type {
  InvitationPreview,
  OrgInvitation,
  OrgMember,
  OrgSummary,
  SentInvitation,
} from '@/lib/api/contract/orgs';
import { orgPath } from '@/lib/api/orgs';
import type { InvitableRole, OrgRole } from '@/lib/auth/org-roles';
import { httpRequest } from '@/lib/http/client';

/**
 * An organisation's members and invitations, the invitation link's own calls (looking one up,
 * accepting it), and the members page's two-factor rule. `baseUrl` is the runtime `dashboardApiUrl`.
 */
export function listMembers(baseUrl: string, token: string, orgId: string): Promise<{ data: OrgMember[] }> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/members`, { token, noCache: true });
}

export function changeMemberRole(
  baseUrl: string,
  token: string,
  orgId: string,
  userId: string,
  change: { role: OrgRole; transferOwnership?: boolean },
): Promise<{ data: OrgMember }> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    token,
    body: change,
  });
}

/** Removes a member; with the caller's own id, leaves the organisation. */
export function removeMember(baseUrl: string, token: string, orgId: string, userId: string): Promise<void> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    token,
  });
}

export function listInvitations(
  baseUrl: string,
  token: string,
  orgId: string,
): Promise<{ data: OrgInvitation[] }> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/invitations`, { token, noCache: true });
}

export function sendInvitation(
  baseUrl: string,
  token: string,
  orgId: string,
  invitation: { email: string; role: InvitableRole },
): Promise<{ data: SentInvitation }> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/invitations`, { method: 'POST', token, body: invitation });
}

export function resendInvitation(
  baseUrl: string,
  token: string,
  orgId: string,
  invitationId: string,
): Promise<{ data: SentInvitation }> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/invitations/${encodeURIComponent(invitationId)}/resend`, {
    method: 'POST',
    token,
  });
}

export function revokeInvitation(
  baseUrl: string,
  token: string,
  orgId: string,
  invitationId: string,
): Promise<void> {
  return httpRequest(`${orgPath(baseUrl, orgId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
    token,
  });
}

/** What an invitation link's page shows; no sign-in needed. */
export function lookUpInvitation(baseUrl: string, token: string): Promise<{ data: InvitationPreview }> {
  return httpRequest(`${baseUrl}/api/invitations/lookup?${new URLSearchParams({ token })}`, {
    noCache: true,
  });
}

export function acceptInvitation(
  baseUrl: string,
  sessionToken: string,
  invitationToken: string,
): Promise<{ data: OrgSummary }> {
  return httpRequest(`${baseUrl}/api/invitations/accept`, {
    method: 'POST',
    token: sessionToken,
    body: { token: invitationToken },
    withoutOrg: true,
  });
}

/** Whether the organisation requires two-factor sign-in of its members (owners, who have it themselves). */
export function setOrgTwoFactor(
  baseUrl: string,
  token: string,
  orgId: string,
  requireTwoFactor: boolean,
): Promise<{ data: OrgSummary }> {
  return httpRequest(orgPath(baseUrl, orgId), { method: 'PATCH', token, body: { requireTwoFactor } });
}
