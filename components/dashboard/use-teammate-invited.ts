'use client';

import { useApiResource } from '@/components/data/use-api-resource';
import { useHydrated } from '@/components/orgs/use-hydrated';
import { useConsoleState } from '@/components/state/console-store';
import { listInvitations } from '@/lib/api/org-members';
import { can } from '@/lib/auth/org-roles';
import { activeOrgOf } from '@/lib/state/org';

/**
 * Whether the first-run checklist's "Invite a teammate" is done: the active organisation has more
 * than one member, or an invitation on its way. Invitations are asked for only by a role that may see
 * them, and only while the organisation has one member.
 */
export function useTeammateInvited(): boolean {
  const loaded = useConsoleState(activeOrgOf);
  const org = useHydrated() ? loaded : null;
  const ask = !!org && org.memberCount <= 1 && can(org.role, 'manageMembers');
  const orgId = org?.id ?? '';
  const invitations = useApiResource(`checklist-invitations:${ask ? orgId : ''}`, (baseUrl, token) =>
    ask ? listInvitations(baseUrl, token, orgId) : Promise.resolve({ data: [] }),
  );
  if (!org) return false;
  if (org.memberCount > 1) return true;
  return invitations.data?.data.some((invitation) => invitation.status === 'pending') ?? false;
}
