import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { OrgList, OrgSummary } from '@/lib/api/contract/orgs';
import { can, type OrgPermission, type OrgRole } from '@/lib/auth/org-roles';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { hasSecondFactor } from '@/lib/server/auth/two-factor/verify';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { memberships, organisations, users } from '@/lib/server/db/schema';
import { mfaRequired } from '@/lib/server/http/api-error';
import { announceMembershipEnded } from '@/lib/server/live/bus';
import {
  activeOrg,
  checkTwoFactor,
  membershipOf,
  membershipRole,
  orgNotFound,
  roleForbidden,
} from '@/lib/server/orgs/active';
import type { OrgChangesInput } from '@/lib/validations/orgs';

/**
 * Organisations: the caller's list, creating, renaming and deleting one, and the switcher's choice
 * (docs/product.md, Organisations). Routes naming an organisation in their path check the caller's
 * membership and role there with `orgOfPath`.
 */

/**
 * The caller's role in the organisation a route's path names: 404 when they are not a member (or it
 * does not exist), 403 role_forbidden when their role lacks `permission`. The path wins over the
 * X-Fleetdeck-Org header: a call about an organisation names it.
 */
export async function orgOfPath(
  user: PublicUser,
  orgId: string,
  permission: OrgPermission,
  { leaving = false }: { leaving?: boolean } = {},
): Promise<OrgRole> {
  const membership = await membershipOf(user.id, orgId);
  if (!membership) throw orgNotFound();
  // Leaving is open to a member without the second factor the organisation requires: nothing else is.
  if (!leaving) await checkTwoFactor(user.id, membership);
  if (!can(membership.role, permission)) throw roleForbidden();
  return membership.role;
}

const memberCount = sql<number>`(select count(*)::int from ${memberships} m where m.org_id = ${organisations.id})`;

/** One organisation as its member `userId` sees it; null when they are not a member. */
export async function orgSummary(db: DbExecutor, orgId: string, userId: string): Promise<OrgSummary | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      role: memberships.role,
      memberCount,
      requireTwoFactor: organisations.requireTwoFactor,
      createdAt: organisations.createdAt,
    })
    .from(organisations)
    .innerJoin(memberships, eq(memberships.orgId, organisations.id))
    .where(and(eq(organisations.id, orgId), eq(memberships.userId, userId)));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** The caller's organisations, oldest membership first (the order of "their first"), and the active one. */
export async function listOrgs(userId: string): Promise<OrgList> {
  const db = await getDb();
  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      role: memberships.role,
      memberCount,
      requireTwoFactor: organisations.requireTwoFactor,
      createdAt: organisations.createdAt,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.orgId));
  const active = await activeOrg(userId);
  return {
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    activeOrgId: active?.orgId ?? '',
  };
}

async function setActive(tx: DbExecutor, userId: string, orgId: string): Promise<void> {
  await tx.update(users).set({ activeOrgId: orgId }).where(eq(users.id, userId));
}

/**
 * A new organisation with `owner` as its owner, made active for them, in `tx`. Audited with a source;
 * without one it is the sign-up's first organisation, which takes the user's own id (as the migration
 * gave existing customers) and whose entry is the sign-up's own.
 */
export async function insertOrg(
  tx: DbExecutor,
  owner: PublicUser,
  name: string,
  source: AuditSource | null,
): Promise<OrgSummary> {
  const [org] = await tx
    .insert(organisations)
    .values({ name, ...(source ? {} : { id: owner.id }) })
    .returning();
  await tx.insert(memberships).values({ orgId: org.id, userId: owner.id, role: 'owner' });
  await setActive(tx, owner.id, org.id);
  if (source)
    await recordAudit(tx, {
      source,
      action: 'org.create',
      target: { kind: 'org', id: org.id, label: org.name },
      orgId: org.id,
      changes: change('name', null, org.name),
    });
  return {
    id: org.id,
    name: org.name,
    role: 'owner',
    requireTwoFactor: org.requireTwoFactor,
    memberCount: 1,
    createdAt: org.createdAt.toISOString(),
  };
}

/** POST /api/orgs: the caller owns the new organisation, which becomes their active one. */
export async function createOrg(user: PublicUser, name: string, source: AuditSource): Promise<OrgSummary> {
  const db = await getDb();
  return db.transaction((tx) => insertOrg(tx, user, name, source));
}

/**
 * PATCH /api/orgs/<id>: a new name (owners and admins: `renameOrg`) and whether two-factor sign-in is
 * required of every member (owners: `manageOwners`). Requiring it needs the caller's own second factor
 * (403 mfa_required otherwise: they would lock themselves out). Each change is audited.
 */
export async function updateOrg(
  user: PublicUser,
  orgId: string,
  input: OrgChangesInput,
  source: AuditSource,
): Promise<OrgSummary> {
  await orgOfPath(user, orgId, input.requireTwoFactor === undefined ? 'renameOrg' : 'manageOwners');
  if (input.name !== undefined) await orgOfPath(user, orgId, 'renameOrg');
  const db = await getDb();
  if (input.requireTwoFactor && !(await hasSecondFactor(db, user.id))) throw mfaRequired();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: organisations.name, requireTwoFactor: organisations.requireTwoFactor })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .for('update');
    if (!before) throw orgNotFound();
    const name = input.name ?? before.name;
    const requireTwoFactor = input.requireTwoFactor ?? before.requireTwoFactor;
    await tx.update(organisations).set({ name, requireTwoFactor }).where(eq(organisations.id, orgId));
    const target = { kind: 'org', id: orgId, label: name } as const;
    const renamed = change('name', before.name, name);
    if (renamed.length > 0) {
      await recordAudit(tx, { source, action: 'org.rename', target, orgId, changes: renamed });
    }
    const required = change('requireTwoFactor', String(before.requireTwoFactor), String(requireTwoFactor));
    if (required.length > 0) {
      await recordAudit(tx, { source, action: 'org.two_factor_change', target, orgId, changes: required });
    }
    const summary = await orgSummary(tx, orgId, user.id);
    if (!summary) throw orgNotFound();
    return summary;
  });
}

/**
 * Owners delete their organisation: its memberships and invitations go with it (and, by their keys,
 * everything it owns). Each former member's open pages are told after the commit.
 */
export async function deleteOrg(user: PublicUser, orgId: string, source: AuditSource): Promise<void> {
  await orgOfPath(user, orgId, 'manageOwners');
  const db = await getDb();
  const members = await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .for('update');
    if (!org) throw orgNotFound();
    const former = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.orgId, orgId));
    await tx.delete(organisations).where(eq(organisations.id, orgId));
    await recordAudit(tx, {
      source,
      action: 'org.delete',
      target: { kind: 'org', id: orgId, label: org.name },
      orgId: orgId,
    });
    return former;
  });
  await Promise.all(members.map(({ userId }) => announceMembershipEnded(orgId, userId)));
}

/** The switcher: the organisation the caller's calls without the header act in from now on. */
export async function chooseActiveOrg(user: PublicUser, orgId: string): Promise<OrgSummary> {
  if (!(await membershipRole(user.id, orgId))) throw orgNotFound();
  const db = await getDb();
  const id = orgId.toLowerCase();
  await setActive(db, user.id, id);
  const summary = await orgSummary(db, id, user.id);
  if (!summary) throw orgNotFound();
  return summary;
}
