import 'server-only';

import { and, asc, eq, lt, or, isNull, sql } from 'drizzle-orm';

import { scopesAllow, type TokenScope } from '@/lib/auth/api-tokens';
import { can, ORG_HEADER, type OrgPermission, type OrgRole } from '@/lib/auth/org-roles';
import { noteTokenCall } from '@/lib/server/audit/record';
import {
  authenticateApiToken,
  insufficientScope,
  sessionRequired,
  tokenAppRestricted,
  type TokenPrincipal,
} from '@/lib/server/auth/api-tokens';
import { bearerToken, bearsApiToken, checkAdminTwoFactor, requireUser } from '@/lib/server/auth/bearer';
import { countTokenCall } from '@/lib/server/auth/token-rate-limit';
import { hasSecondFactor } from '@/lib/server/auth/two-factor/verify';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { memberships, organisations, users } from '@/lib/server/db/schema';
import { appNotFound, isUuid, NO_MATCH_UUID, uuidFilter } from '@/lib/server/domain/access';
import { ApiError, mfaRequired, unauthorized } from '@/lib/server/http/api-error';
import { clientIp } from '@/lib/server/http/client-ip';

/** Where a call acts: the organisation and the caller's role in it. */
export interface OrgContext {
  user: PublicUser;
  orgId: string;
  role: OrgRole;
  /** An API token's scopes; null for a signed-in session, which holds its role's every right. */
  scopes?: readonly TokenScope[] | null;
}

/**
 * What a route lets an API token do (docs/product.md, API tokens): the scope it needs and, for a call
 * about one app, that app (a token restricted to another app gets a 404; one restricted to an app, on a
 * call about several, a 403 token_app_restricted). A route without it takes sessions only.
 */
export interface TokenAccess {
  scope: TokenScope;
  /** The app the call is about; undefined: every app of the organisation. */
  appId?: string | null;
}

export function orgNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such organisation');
}

/** 403 role_forbidden: the caller is a member, but their role does not allow it. */
export function roleForbidden(): ApiError {
  return new ApiError(403, 'role_forbidden', 'Your role in this organisation does not allow this');
}

/** A membership as the checks read it: the role, and whether the organisation requires a second factor. */
export interface Membership {
  orgId: string;
  role: OrgRole;
  requireTwoFactor: boolean;
}

const MEMBERSHIP = {
  orgId: memberships.orgId,
  role: memberships.role,
  requireTwoFactor: organisations.requireTwoFactor,
};

/** The caller's membership of an organisation, or null when they are not a member (or it does not exist). */
export async function membershipOf(userId: string, orgId: string): Promise<Membership | null> {
  if (!isUuid(orgId)) return null;
  const db = await getDb();
  const [row] = await db
    .select(MEMBERSHIP)
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(and(eq(memberships.orgId, orgId.toLowerCase()), eq(memberships.userId, userId)));
  return row ?? null;
}

/** The caller's role in an organisation, or null when they are not a member (or it does not exist). */
export async function membershipRole(userId: string, orgId: string): Promise<OrgRole | null> {
  return (await membershipOf(userId, orgId))?.role ?? null;
}

/**
 * A member of an organisation that requires two-factor sign-in acts in it only with an authenticator app
 * set up (403 mfa_required otherwise): every call of that organisation, not of their others. The second
 * query runs only for such an organisation.
 */
export async function checkTwoFactor(userId: string, membership: Pick<Membership, 'requireTwoFactor'>) {
  if (membership.requireTwoFactor && !(await hasSecondFactor(await getDb(), userId))) throw mfaRequired();
}

/**
 * The organisation a call without the header acts in: the one the user chose last (users.active_org_id)
 * while they still belong to it, else their first (the oldest membership). Null: they belong to none.
 */
export async function activeOrg(userId: string): Promise<Membership | null> {
  const db = await getDb();
  const [chosen] = await db
    .select(MEMBERSHIP)
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, users.activeOrgId)))
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(eq(users.id, userId));
  if (chosen) return chosen;
  const [first] = await db
    .select(MEMBERSHIP)
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.orgId))
    .limit(1);
  return first ?? null;
}

// A member's "last active" is written at most this often, so that reading pages costs no write each:
// the database keeps it to once a minute across instances, and each process skips the statement
// itself for a minute after it sent one (the calls in between, devices pages included, write nothing).
const LAST_ACTIVE_EVERY_MS = 60_000;
const LAST_ACTIVE_EVERY = sql`interval '1 minute'`;
const touchedAt = new Map<string, number>();

async function touch(orgId: string, userId: string): Promise<void> {
  const key = `${orgId}:${userId}`;
  const now = Date.now();
  if (now - (touchedAt.get(key) ?? -Infinity) < LAST_ACTIVE_EVERY_MS) return;
  if (touchedAt.size > 10_000) touchedAt.clear();
  touchedAt.set(key, now);
  const db = await getDb();
  await db
    .update(memberships)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.userId, userId),
        or(isNull(memberships.lastActiveAt), lt(memberships.lastActiveAt, sql`now() - ${LAST_ACTIVE_EVERY}`)),
      ),
    );
}

/**
 * The organisation `user` acts in for this request: the one the `X-Fleetdeck-Org` header names, else
 * their active one (activeOrg). A header naming an organisation they do not belong to, malformed or
 * unknown, is a 404 like any id they may not know; no organisation at all is a 404 too. With
 * `permission`, a role that lacks it is a 403 role_forbidden. The one rule for the console's calls and
 * for automation (docs/product.md, Organisations).
 */
export async function orgContextOf(
  user: PublicUser,
  request: Request,
  permission: OrgPermission = 'read',
): Promise<OrgContext> {
  const named = request.headers.get(ORG_HEADER)?.trim();
  const context = named ? await membershipOf(user.id, named) : await activeOrg(user.id);
  if (!context) throw orgNotFound();
  await checkTwoFactor(user.id, context);
  if (!can(context.role, permission)) throw roleForbidden();
  await touch(context.orgId, user.id);
  return { user, orgId: context.orgId, role: context.role };
}

/** The `<id>` of an /api/orgs/<id> route, lowercased; a malformed one is a 404 like a foreign one. */
export async function orgIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw orgNotFound();
  return id.toLowerCase();
}

/**
 * The call's API token, if it may make a call about `orgId` that needs `access`: 401 when it lets nobody
 * in, 429 past its rate limit (counted once it is known), 403 insufficient_scope or token_app_restricted,
 * 404 for an organisation or app other than its own.
 * `orgId` is read after the token, so that a bad token is a 401 whatever the call names.
 */
async function checkedToken(
  request: Request,
  access: TokenAccess,
  orgId: () => Promise<string | undefined>,
): Promise<TokenPrincipal> {
  const token = await authenticateApiToken(bearerToken(request) ?? '', clientIp(request));
  if (!token) throw unauthorized();
  await countTokenCall(request, token.tokenId);
  noteTokenCall(request, { id: token.tokenId, name: token.name });
  const named = await orgId();
  if (named && named !== token.orgId) throw orgNotFound();
  if (!scopesAllow(token.scopes, access.scope)) throw insufficientScope(access.scope);
  if (token.appId) {
    if (!access.appId) throw tokenAppRestricted();
    if (access.appId.toLowerCase() !== token.appId) throw appNotFound();
  }
  return token;
}

/**
 * A personal token acts as its person: in an organisation that requires two-factor sign-in, only while
 * they have it (an organisation's token is nobody's sign-in, and an owner made it).
 */
async function checkTokenTwoFactor(token: TokenPrincipal): Promise<void> {
  if (token.kind !== 'personal') return;
  const db = await getDb();
  const [org] = await db
    .select({ requireTwoFactor: organisations.requireTwoFactor })
    .from(organisations)
    .where(eq(organisations.id, token.orgId));
  if (org) await checkTwoFactor(token.user.id, org);
}

/**
 * A call of an organisation's things with an API token: the organisation the X-Fleetdeck-Org header
 * names must be the token's; 403 session_required where the route takes no token (no `access`), and
 * role_forbidden as for a person.
 */
async function tokenContext(
  request: Request,
  permission: OrgPermission,
  access: TokenAccess | undefined,
): Promise<OrgContext> {
  if (!access) throw sessionRequired();
  const token = await checkedToken(request, access, async () =>
    request.headers.get(ORG_HEADER)?.trim().toLowerCase(),
  );
  await checkTokenTwoFactor(token);
  if (!can(token.role, permission)) throw roleForbidden();
  return { user: token.user, orgId: token.orgId, role: token.role, scopes: token.scopes };
}

/**
 * The signed-in caller (401 otherwise) and the organisation they act in (orgContextOf). With `access`,
 * an API token may make the call too, within its scopes, app and role (tokenContext).
 */
export async function requireOrg(
  request: Request,
  permission: OrgPermission = 'read',
  access?: TokenAccess,
): Promise<OrgContext> {
  if (bearsApiToken(request)) return tokenContext(request, permission, access);
  return orgContextOf(await requireUser(request), request, permission);
}

/**
 * The caller of a call about the organisation its path names (its members and invitations): a signed-in
 * person, or a personal API token of that organisation with `scope`, acting as its user, whose role the
 * call checks as for them. Organisation tokens never hold these scopes (docs/product.md, API tokens).
 */
export async function requirePathOrgCaller(
  request: Request,
  params: Promise<{ id: string }>,
  scope: TokenScope,
): Promise<{ user: PublicUser; orgId: string }> {
  if (!bearsApiToken(request)) return { user: await requireUser(request), orgId: await orgIdParam(params) };
  const token = await checkedToken(request, { scope }, () => orgIdParam(params));
  await checkTokenTwoFactor(token);
  return { user: token.user, orgId: token.orgId };
}

/**
 * For the calls a platform admin may also make on any organisation's things (an app's page, its keys,
 * alerts and devices): an admin acts everywhere (`orgId` null, no role); anyone else as requireOrg.
 */
export async function requireOrgOrAdmin(
  request: Request,
  permission: OrgPermission = 'read',
  access?: TokenAccess,
): Promise<{ user: PublicUser; orgId: string | null; role: OrgRole | null }> {
  if (bearsApiToken(request)) return tokenContext(request, permission, access);
  const user = await requireUser(request);
  if (user.role === 'admin') {
    await checkAdminTwoFactor(user);
    return { user, orgId: null, role: null };
  }
  return orgContextOf(user, request, permission);
}

/**
 * The organisation the admin pages' filter means: `orgId`, else `ownerId` (links shared before
 * organisations) as that customer's personal organisation: the one whose id is theirs, else the first
 * they own. A malformed id matches nothing; neither given: undefined (every organisation).
 */
export async function adminOrgFilter(params: URLSearchParams): Promise<string | undefined> {
  const orgId = uuidFilter(params.get('orgId'));
  if (orgId) return orgId;
  const ownerId = uuidFilter(params.get('ownerId'));
  if (!ownerId || ownerId === NO_MATCH_UUID) return ownerId;
  const db = await getDb();
  const [own] = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.userId, ownerId), eq(memberships.role, 'owner')))
    .orderBy(sql`${memberships.orgId} = ${ownerId} desc`, asc(memberships.createdAt), asc(memberships.orgId))
    .limit(1);
  return own?.orgId ?? ownerId;
}
