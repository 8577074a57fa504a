import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';

import type { SecondFactor } from '@/lib/auth/second-factor';
import type { DbExecutor } from '@/lib/server/audit/record';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';

/**
 * Session tokens: 32 random bytes, handed to the client once; the database keeps only their SHA-256
 * (a fast hash is enough for a random 256-bit secret). Every sign-in creates a new session.
 */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** Ended sessions (expired or revoked) are deleted now and then, after this many sign-ins in this process. */
export const SESSION_SWEEP_EVERY = 1000;
let created = 0;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Where a session is used from: shown in the "Signed-in devices" list. */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

/** A longer user agent is cut: the list needs its browser and system, not a megabyte of header. */
export const USER_AGENT_MAX_LENGTH = 512;

/** The last-active time is written when it is older than this, not on every call. */
export const LAST_ACTIVE_PRECISION_MS = 60_000;

/** clientIp() says 'local' when a request carries no address: nothing to show. */
function knownIp(ip: string | null): string | null {
  return ip && ip !== 'local' ? ip : null;
}

/** `tx`: the transaction of the sign-in or sign-up, which also writes its audit entry. */
export async function createSession(
  userId: string,
  client: SessionClient = { ip: null, userAgent: null },
  tx?: DbExecutor,
  secondFactor: SecondFactor | null = null,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + serverConfig().sessionTtlMs);
  const db = tx ?? (await getDb());
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: knownIp(client.ip),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    secondFactor,
  });
  await sweep(db);
  return { token, expiresAt };
}

// Every sign-in adds a row and nothing else removes one: every SESSION_SWEEP_EVERY sign-ins, the rows of
// sessions that ended (expired or revoked) over an hour ago go. They no longer let anyone in.
async function sweep(db: DbExecutor): Promise<void> {
  created += 1;
  if (created % SESSION_SWEEP_EVERY !== 0) return;
  await deleteEndedSessions(db);
}

/** Deletes the sessions that expired or were revoked over an hour ago. */
export async function deleteEndedSessions(db?: DbExecutor): Promise<void> {
  await (db ?? (await getDb()))
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} < now() - interval '1 hour' or ${sessions.revokedAt} < now() - interval '1 hour'`,
    );
}

/** The user a token belongs to, or null when it is unknown, revoked or expired. */
export async function authenticate(token: string | null | undefined): Promise<PublicUser | null> {
  return (await authenticateSession(token))?.user ?? null;
}

/**
 * The user and session a token belongs to, or null. The session's last-active time (and the address
 * it was used from, when known) is written only once it is over a minute old: one cheap conditional
 * update a minute per session, not one per call.
 */
export async function authenticateSession(
  token: string | null | undefined,
  ip: string | null = null,
): Promise<{ user: PublicUser; sessionId: string } | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sessionId: sessions.id,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, lastActiveAt, ...user } = row;
  const staleBefore = new Date(Date.now() - LAST_ACTIVE_PRECISION_MS);
  if (lastActiveAt < staleBefore) {
    // The condition again in SQL: of several calls at once, one writes.
    await db
      .update(sessions)
      .set({ lastActiveAt: new Date(), ...(knownIp(ip) ? { ip: knownIp(ip) } : {}) })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, staleBefore)));
  }
  return { user, sessionId };
}

/**
 * Where the end of sessions is announced: a JSON array of their ids. Every instance's live streams of
 * those sessions end at once (lib/server/live/bus.ts), not at their next check: a stream must not
 * outlive its session (docs/product.md, Accounts and sessions).
 */
export const SESSIONS_ENDED_CHANNEL = 'fleetdeck_sessions_ended';
/** Ids a notification carries at most (NOTIFY's payload is under 8,000 bytes). */
const IDS_PER_NOTICE = 100;

/**
 * Announces that these sessions ended. Called in the transaction that ended them: NOTIFY is delivered
 * when it commits, and not at all if it rolls back.
 */
export async function announceSessionsEnded(db: DbExecutor, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_NOTICE) {
    const payload = JSON.stringify(ids.slice(start, start + IDS_PER_NOTICE));
    await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${payload})`);
  }
}

/**
 * Sign-out: the token stops working at once. Revoking an unknown or revoked token does nothing and
 * answers null; otherwise the id of the user it belonged to (for the audit entry, written in `tx`).
 */
export async function revokeSession(token: string, tx?: DbExecutor): Promise<string | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId, id: sessions.id });
  if (row) await announceSessionsEnded(db, [row.id]);
  return row?.userId ?? null;
}

/**
 * Ends every session of the user but `exceptSessionId` (the one asking, after a password change), or
 * all of them. Returns how many were ended.
 */
export async function revokeUserSessions(
  userId: string,
  exceptSessionId?: string,
  tx?: DbExecutor,
): Promise<number> {
  const db = tx ?? (await getDb());
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await announceSessionsEnded(
    db,
    ended.map((row) => row.id),
  );
  return ended.length;
}
