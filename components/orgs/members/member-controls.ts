import type { MemberControls } from '@/components/orgs/members/member-row';
import type { OrgMember } from '@/lib/api/contract/orgs';
import { can, INVITABLE_ROLES, ORG_ROLES, type OrgPermission, type OrgRole } from '@/lib/auth/org-roles';

/**
 * What the caller may do to one member (docs/product.md, Organisations): an owner's role and place
 * are for owners; anyone else's for owners and admins; anyone may leave; the last owner can neither
 * leave nor be demoted. `reasonFor` says why a role may not; `lastOwner` why the last owner may not.
 */
export function memberControls({
  callerRole,
  callerId,
  member,
  ownerCount,
  reasonFor,
  lastOwner,
}: {
  callerRole: OrgRole | null;
  callerId: string | undefined;
  member: OrgMember;
  ownerCount: number;
  reasonFor: (permission: OrgPermission) => string | null;
  lastOwner: string;
}): MemberControls {
  const self = member.userId === callerId;
  const isLastOwner = member.role === 'owner' && ownerCount <= 1;
  const needed: OrgPermission = member.role === 'owner' ? 'manageOwners' : 'manageMembers';
  const roles = can(callerRole, 'manageOwners') ? ORG_ROLES : INVITABLE_ROLES;
  return {
    self,
    roles,
    roleChange: isLastOwner ? lastOwner : reasonFor(needed),
    remove: isLastOwner ? lastOwner : self ? null : reasonFor(needed),
    transfer: !self && callerRole === 'owner' && member.role !== 'owner',
  };
}
