import 'server-only';

import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import type { UserSession } from '@/lib/api/contract/sessions';
import { recordAudit, type AuditClient } from '@/lib/server/audit/record';
import { announceSessionsEnded } from '@/lib/server/auth/sessions';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/** The user's sessions that still let someone in ("Signed-in devices"), most recently active first. */
export async function listSessions(userId: string, currentSessionId: string): Promise<UserSession[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      secondFactor: sessions.secondFactor,
    })
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    secondFactor: row.secondFactor,
  }));
}

/**
 * Signs one of the user's sessions out (the token stops working at once), audited in the same
 * transaction. False when the user has no such live session: another user's id, an ended one, or not an
 * id at all (nothing recorded).
 */
export async function revokeSessionOf(
  user: PublicUser,
  sessionId: string,
  client: AuditClient,
): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), live(user.id)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return false;
    await announceSessionsEnded(tx, [sessionId]);
    await recordAudit(tx, {
      source: { actor: { kind: 'user', user }, client },
      action: 'user.session_end',
      target: { kind: 'user', id: user.id, label: user.email },
    });
    return true;
  });
}
