import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { OrgMember } from '@/lib/api/contract/orgs';
import { can, type OrgRole } from '@/lib/auth/org-roles';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { memberships, passkeys, users, userTotp } from '@/lib/server/db/schema';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { announceMembershipEnded } from '@/lib/server/live/bus';
import { orgNotFound, roleForbidden } from '@/lib/server/orgs/active';
import { orgOfPath } from '@/lib/server/orgs/organisations';
import { ONE_OF } from '@/lib/validations/messages';
import type { MemberRoleInput } from '@/lib/validations/orgs';

/**
 * An organisation's members: the list, a role change (with the transfer of ownership) and the end of
 * a membership (removed, or left). An organisation always keeps an owner (docs/product.md,
 * Organisations): every change that could take the last one away locks the owners' rows first, so two
 * owners demoting each other at once cannot both succeed.
 */

export function memberNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such member');
}

function lastOwner(): ApiError {
  return new ApiError(409, 'last_owner', 'An organisation needs at least one owner');
}

/** The `<userId>` of a members route; a malformed one is a 404 like an unknown one. */
export async function memberIdParam(params: Promise<{ userId: string }>): Promise<string> {
  const { userId } = await params;
  if (!isUuid(userId)) throw memberNotFound();
  return userId.toLowerCase();
}

const memberColumns = {
  userId: memberships.userId,
  name: users.name,
  email: users.email,
  role: memberships.role,
  joinedAt: memberships.createdAt,
  lastActiveAt: memberships.lastActiveAt,
  // An authenticator app set up and confirmed, or a passkey (docs/product.md, Two-factor sign-in).
  twoFactor: sql<boolean>`(exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
};

interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: OrgRole;
  joinedAt: Date;
  lastActiveAt: Date | null;
  twoFactor: boolean;
}

function toMember(row: MemberRow): OrgMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    twoFactor: row.twoFactor,
  };
}

/** Every member of the organisation, in the order they joined (then by name). Any member may read it. */
export async function listMembers(user: PublicUser, orgId: string): Promise<OrgMember[]> {
  await orgOfPath(user, orgId, 'read');
  const db = await getDb();
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(memberships.createdAt), asc(users.name), asc(users.email));
  return rows.map(toMember);
}

/**
 * Inside a transaction: locks the organisation's owner rows (every change that could remove an owner
 * takes this lock first, so such changes run one after another), then reads the caller's role and the
 * target's membership as they are now, under the lock. Roles checked before the lock may have changed.
 */
async function lockedState(tx: DbExecutor, orgId: string, actorId: string, targetId: string) {
  const owners = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.userId))
    .for('update');
  const [actor] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, actorId)));
  if (!actor) throw orgNotFound();
  const [target] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, targetId)))
    .for('update', { of: memberships });
  return { ownerCount: owners.length, actorRole: actor.role, target: target as MemberRow | undefined };
}

/** What an actor may do to another member: admins manage members who are not owners, owners anyone. */
function checkManage(actorRole: OrgRole, targetRole: OrgRole, newRole?: OrgRole): void {
  if (!can(actorRole, 'manageMembers')) throw roleForbidden();
  const touchesOwners = targetRole === 'owner' || newRole === 'owner';
  if (touchesOwners && !can(actorRole, 'manageOwners')) throw roleForbidden();
}

/**
 * A member's new role. Owners change anyone's; admins those of members who are not owners, never to
 * owner. `transferOwnership`: the target becomes owner and the caller admin, in one transaction.
 * The last owner cannot be demoted (409 last_owner).
 */
export async function changeMemberRole(
  user: PublicUser,
  orgId: string,
  targetId: string,
  input: MemberRoleInput,
  source: AuditSource,
): Promise<OrgMember> {
  await orgOfPath(user, orgId, 'manageMembers');
  const transfer = input.transferOwnership === true;
  if (transfer && (input.role !== 'owner' || targetId === user.id)) {
    // Ownership goes to someone else, as owner: anything else is not a transfer.
    throw new ApiError(400, 'validation_failed', 'A transfer makes another member the owner', {
      fields: input.role !== 'owner' ? { role: ONE_OF } : { transferOwnership: ONE_OF },
    });
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { ownerCount, actorRole, target } = await lockedState(tx, orgId, user.id, targetId);
    if (!target) throw memberNotFound();
    checkManage(actorRole, target.role, input.role);
    if (transfer && actorRole !== 'owner') throw roleForbidden();
    const demotesOwner = target.role === 'owner' && input.role !== 'owner';
    if (demotesOwner && ownerCount <= 1) throw lastOwner();

    const label = target.email;
    const roleChange = change('role', target.role, input.role);
    if (roleChange.length > 0) {
      await tx
        .update(memberships)
        .set({ role: input.role })
        .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, targetId)));
    }
    if (transfer) {
      await tx
        .update(memberships)
        .set({ role: 'admin' })
        .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, user.id)));
      await recordAudit(tx, {
        source,
        action: 'org.ownership_transfer',
        target: { kind: 'user', id: targetId, label },
        orgId: orgId,
        changes: roleChange,
      });
    } else if (roleChange.length > 0) {
      await recordAudit(tx, {
        source,
        action: 'member.role_change',
        target: { kind: 'user', id: targetId, label },
        orgId: orgId,
        changes: roleChange,
      });
    }
    return toMember({ ...target, role: input.role });
  });
}

/**
 * Ends a membership. One's own id: leaving, which any member may do. Anyone else's: removing, by
 * owners, or by admins for members who are not owners. The last owner can neither leave nor be
 * removed (409 last_owner). The member's open pages are told after the commit; their sessions stay
 * valid for their other organisations, and their active organisation falls back to their first.
 */
export async function removeMember(
  user: PublicUser,
  orgId: string,
  targetId: string,
  source: AuditSource,
): Promise<void> {
  const leaving = targetId === user.id;
  await orgOfPath(user, orgId, leaving ? 'read' : 'manageMembers', { leaving });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { ownerCount, actorRole, target } = await lockedState(tx, orgId, user.id, targetId);
    if (!target) throw memberNotFound();
    if (!leaving) checkManage(actorRole, target.role);
    if (target.role === 'owner' && ownerCount <= 1) throw lastOwner();
    await tx.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, targetId)));
    await recordAudit(tx, {
      source,
      action: leaving ? 'member.leave' : 'member.remove',
      target: { kind: 'user', id: targetId, label: target.email },
      orgId: orgId,
      changes: change('role', target.role, null),
    });
  });
  await announceMembershipEnded(orgId, targetId);
}
