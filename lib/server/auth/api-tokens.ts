import 'server-only';

import { randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

import type { ApiToken } from '@/lib/api/contract/api-tokens';
import {
  TOKEN_DEFAULT_DAYS,
  TOKEN_PREFIX,
  tokenKindOf,
  type TokenKind,
  type TokenScope,
} from '@/lib/auth/api-tokens';
import type { OrgRole } from '@/lib/auth/org-roles';
import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { hashToken, LAST_ACTIVE_PRECISION_MS } from '@/lib/server/auth/sessions';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { apiTokens, apps, memberships, users } from '@/lib/server/db/schema';
import { appNotFound } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';

/**
 * API tokens (docs/product.md, API tokens). A value is its kind's prefix, 30 random base62 characters
 * and a 6-character CRC32 of the two, so that a scanner (and this server, before any lookup) can tell a
 * token from a typo or another kind of key. Only its SHA-256 is stored; the value is shown once.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;

function base62(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i += 1) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(body: string): string {
  return base62(crc32(body), CHECKSUM_LENGTH);
}

/** A new token value of `kind`. */
export function newTokenValue(kind: TokenKind): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += BASE62[randomInt(62)];
  const body = `${TOKEN_PREFIX[kind]}${random}`;
  return `${body}${checksum(body)}`;
}

/** Whether `value` is a well-formed token of either kind (its checksum holds): no lookup needed to refuse noise. */
export function isWellFormedToken(value: string): boolean {
  const kind = tokenKindOf(value);
  if (!kind) return false;
  const length = TOKEN_PREFIX[kind].length + RANDOM_LENGTH + CHECKSUM_LENGTH;
  if (value.length !== length || !/^[A-Za-z0-9]+$/.test(value.slice(TOKEN_PREFIX[kind].length))) return false;
  return checksum(value.slice(0, -CHECKSUM_LENGTH)) === value.slice(-CHECKSUM_LENGTH);
}

/** What a token's call acts as: the user (or an organisation token's creator), in its organisation. */
export interface TokenPrincipal {
  tokenId: string;
  kind: TokenKind;
  name: string;
  orgId: string;
  scopes: readonly TokenScope[];
  appId: string | null;
  user: PublicUser;
  /**
   * The role the call has: a personal token's user's role today (a demotion narrows it at once); an
   * organisation token acts as an organisation admin (it belongs to the organisation, not a person).
   */
  role: OrgRole;
}

/** 403 session_required: a call only a signed-in person may make (passwords, tokens, the console's own). */
export function sessionRequired(): ApiError {
  return new ApiError(403, 'session_required', 'This call needs a signed-in session, not an API token');
}

/** 403 insufficient_scope, naming the scope the call needs. */
export function insufficientScope(scope: TokenScope): ApiError {
  return new ApiError(403, 'insufficient_scope', `This token lacks the scope ${scope}`, {
    details: { scope },
  });
}

/** 403 token_app_restricted: a token restricted to one app, on a call about more than that app. */
export function tokenAppRestricted(): ApiError {
  return new ApiError(403, 'token_app_restricted', 'This token is restricted to one app');
}

/**
 * The principal of a token value, or null when it is malformed, unknown, revoked, expired, or its user
 * is gone or no longer a member. Its last use is written at most once a minute, and at once from an
 * address it was not last used from, which the audit log records (`token.use_new_address`).
 */
export async function authenticateApiToken(value: string, ip: string | null): Promise<TokenPrincipal | null> {
  if (!isWellFormedToken(value)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      token: apiTokens,
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
      memberRole: memberships.role,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.orgId, apiTokens.orgId), eq(memberships.userId, apiTokens.userId)),
    )
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(value)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { token, user, memberRole } = row;
  let role: OrgRole;
  if (token.kind === 'personal') {
    if (!memberRole) return null;
    role = memberRole;
  } else {
    role = 'admin';
  }
  const address = ip && ip !== 'local' ? ip : null;
  const stale = !token.lastUsedAt || token.lastUsedAt.getTime() < Date.now() - LAST_ACTIVE_PRECISION_MS;
  if (stale || address !== token.lastUsedIp) {
    await db.transaction(async (tx) => {
      // Of several calls at once from a new address, one writes and records it.
      const moved = await tx
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()`, lastUsedIp: address })
        .where(and(eq(apiTokens.id, token.id), sql`${apiTokens.lastUsedIp} is distinct from ${address}`))
        .returning({ id: apiTokens.id });
      if (moved.length > 0 && address) {
        await recordAudit(tx, {
          source: {
            actor: { kind: 'user', user },
            client: { ip: address, userAgent: null },
            via: { id: token.id, name: token.name },
          },
          action: 'token.use_new_address',
          target: { kind: 'token', id: token.id, label: token.name },
          orgId: token.orgId,
        });
      } else if (stale) {
        await tx
          .update(apiTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(apiTokens.id, token.id));
      }
    });
  }
  return {
    tokenId: token.id,
    kind: token.kind,
    name: token.name,
    orgId: token.orgId,
    scopes: token.scopes,
    appId: token.appId,
    user,
    role,
  };
}

export interface NewTokenInput {
  name: string;
  scopes: TokenScope[];
  appId?: string;
  /** Default TOKEN_DEFAULT_DAYS. */
  expiresInDays?: number;
}

/**
 * Creates a token of `kind` in `orgId` for `user` (a personal token's user, an organisation token's
 * creator) and audits it; the answer carries the value, this once. An `appId` of another organisation
 * is a 404 like any app the caller may not see.
 */
export async function createApiToken(
  kind: TokenKind,
  orgId: string,
  user: PublicUser,
  input: NewTokenInput,
  source: AuditSource,
): Promise<{ data: ApiToken; token: string }> {
  const db = await getDb();
  const value = newTokenValue(kind);
  const id = await db.transaction(async (tx) => {
    if (input.appId) {
      const [app] = await tx
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.orgId, orgId), eq(apps.id, input.appId)));
      if (!app) throw appNotFound();
    }
    const [created] = await tx
      .insert(apiTokens)
      .values({
        orgId,
        kind,
        userId: user.id,
        name: input.name,
        scopes: input.scopes,
        appId: input.appId ?? null,
        tokenHash: hashToken(value),
        lastFour: value.slice(-4),
        expiresAt: sql`now() + ${input.expiresInDays ?? TOKEN_DEFAULT_DAYS}::int * interval '1 day'`,
      })
      .returning({ id: apiTokens.id });
    await recordAudit(tx, {
      source,
      action: 'token.create',
      target: { kind: 'token', id: created.id, label: input.name },
      orgId,
      changes: [
        { field: 'tokenKind', before: null, after: kind },
        { field: 'scopes', before: null, after: input.scopes.join(' ') },
      ],
    });
    return created.id;
  });
  const [data] = await listApiTokens({ id });
  return { data, token: value };
}

/** Tokens as the console lists them, newest first: a user's personal ones, or an organisation's. */
export async function listApiTokens(
  where: { id: string } | { userId: string; kind: 'personal' } | { orgId: string; kind: 'organisation' },
): Promise<ApiToken[]> {
  const db = await getDb();
  const condition =
    'id' in where
      ? eq(apiTokens.id, where.id)
      : 'userId' in where
        ? and(eq(apiTokens.userId, where.userId), eq(apiTokens.kind, 'personal'))
        : and(eq(apiTokens.orgId, where.orgId), eq(apiTokens.kind, 'organisation'));
  const rows = await db
    .select({
      token: apiTokens,
      appName: apps.name,
      creatorName: users.name,
      creatorEmail: users.email,
      orgName: sql<string>`(select name from organisations o where o.id = ${apiTokens.orgId})`,
    })
    .from(apiTokens)
    .leftJoin(apps, eq(apps.id, apiTokens.appId))
    .leftJoin(users, eq(users.id, apiTokens.userId))
    .where(and(condition, isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ token, appName, creatorName, creatorEmail, orgName }) => ({
    id: token.id,
    kind: token.kind,
    name: token.name,
    orgId: token.orgId,
    orgName,
    scopes: token.scopes,
    appId: token.appId,
    appName: appName ?? null,
    masked: `${TOKEN_PREFIX[token.kind]}••••••••${token.lastFour}`,
    createdBy: token.userId ? { id: token.userId, name: creatorName ?? '', email: creatorEmail ?? '' } : null,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
    expired: token.expiresAt.getTime() <= Date.now(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: token.lastUsedIp,
  }));
}

/**
 * Revokes a token (it stops working at once) and audits it; false when there is no such live token
 * where the caller looks (`where`).
 */
export async function revokeApiToken(
  where:
    { id: string; userId: string; kind: 'personal' } | { id: string; orgId: string; kind: 'organisation' },
  source: AuditSource,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owner = 'userId' in where ? eq(apiTokens.userId, where.userId) : eq(apiTokens.orgId, where.orgId);
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(apiTokens.id, where.id), eq(apiTokens.kind, where.kind), owner, isNull(apiTokens.revokedAt)),
      )
      .returning({ id: apiTokens.id, name: apiTokens.name, orgId: apiTokens.orgId });
    if (!revoked) return false;
    await recordAudit(tx, {
      source,
      action: 'token.revoke',
      target: { kind: 'token', id: revoked.id, label: revoked.name },
      orgId: revoked.orgId,
    });
    return true;
  });
}
