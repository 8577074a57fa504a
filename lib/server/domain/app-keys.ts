import 'server-only';

import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

import type { AppIngest, AppKeyInfo, AppKeyState } from '@/lib/api/types';
import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { appKeys, apps } from '@/lib/server/db/schema';
import { ofApp, orgOfApp } from '@/lib/server/db/tenant';
import { isUuid, type OrgScope } from '@/lib/server/domain/access';
import { appTarget, generateAppKey, getApp, lockApp } from '@/lib/server/domain/apps';
import { ApiError } from '@/lib/server/http/api-error';
import { forgetApp } from '@/lib/server/ingest/app-key-cache';
import { flushKeyUse } from '@/lib/server/ingest/key-use';
import { refusalsOf } from '@/lib/server/ingest/refusals';

/**
 * An app's keys: the current one, older ones accepted until the end of their grace period, and ended
 * ones (shown, and told apart at ingest, for a day after they ended). The keys themselves are never kept
 * here, only their SHA-256 and masked form (app_keys in lib/server/db/schema.ts).
 */
const ENDED_KEYS_KEPT = sql`interval '24 hours'`;

function keyNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such key');
}

function stateOf(row: { expiresAt: Date | null; revokedAt: Date | null }, now = Date.now()): AppKeyState {
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return 'revoked';
  return row.expiresAt ? 'grace' : 'active';
}

/**
 * The app's keys, newest first (owner, or an admin for any app; 404 otherwise), and the time their states
 * were decided at (ISO 8601).
 */
export async function listAppKeys(
  orgId: OrgScope,
  appId: string,
): Promise<{ data: AppKeyInfo[]; now: string }> {
  await getApp(orgId, appId);
  await flushKeyUse();
  const db = await getDb();
  const ended = sql`coalesce(${appKeys.revokedAt}, ${appKeys.expiresAt})`;
  const rows = await db
    .select()
    .from(appKeys)
    .where(
      and(
        eq(appKeys.orgId, orgOfApp(appId)),
        eq(appKeys.appId, appId),
        or(sql`${ended} is null`, sql`${ended} > now() - ${ENDED_KEYS_KEPT}`),
      ),
    )
    .orderBy(desc(appKeys.createdAt), desc(appKeys.id));
  const now = Date.now();
  const data = rows.map((row) => {
    const state = stateOf(row, now);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      // A revoked key's end is when it was revoked.
      expiresAt:
        (state === 'revoked' ? (row.revokedAt ?? row.expiresAt) : row.expiresAt)?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      state,
      masked: row.masked,
    };
  });
  return { data, now: new Date(now).toISOString() };
}

/**
 * A new key for the app. The old one stays accepted for `graceSeconds` (0: refused from this moment on,
 * on every instance, app-keys.ts). The audit entry says that the key was rotated and the grace period,
 * never a key.
 */
export async function rotateAppKey(
  orgId: string,
  appId: string,
  source: AuditSource,
  graceSeconds = 0,
): Promise<string> {
  const db = await getDb();
  const appKey = await db.transaction(async (tx) => {
    const app = await lockApp(tx, appId, orgId);
    // Keys ended more than a day ago are no longer told apart at ingest.
    await tx
      .delete(appKeys)
      .where(
        and(
          ofApp(appKeys, app),
          sql`coalesce(${appKeys.revokedAt}, ${appKeys.expiresAt}) < now() - ${ENDED_KEYS_KEPT}`,
        ),
      );
    if (graceSeconds > 0) {
      // The current key gets its end; the trigger then ends at once only keys without one.
      await tx
        .update(appKeys)
        .set({ expiresAt: sql`now() + make_interval(secs => ${graceSeconds})` })
        .where(and(ofApp(appKeys, app), isNull(appKeys.expiresAt), isNull(appKeys.revokedAt)));
    }
    const [row] = await tx
      .update(apps)
      .set({ appKey: generateAppKey() })
      .where(eq(apps.id, appId))
      .returning({ appKey: apps.appKey });
    await recordAudit(tx, {
      source,
      action: 'app.key_rotate',
      target: appTarget(app),
      orgId,
      changes: graceSeconds > 0 ? [{ field: 'graceSeconds', before: null, after: String(graceSeconds) }] : [],
    });
    return row.appKey;
  });
  forgetApp(appId);
  return appKey;
}

/** Ends an older key at once: 404 for a key of no such app, 409 active_key for the current key. */
export async function revokeAppKey(
  orgId: string,
  appId: string,
  keyId: string,
  source: AuditSource,
): Promise<void> {
  if (!isUuid(keyId)) throw keyNotFound();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const app = await lockApp(tx, appId, orgId);
    const [key] = await tx
      .select()
      .from(appKeys)
      .where(and(eq(appKeys.id, keyId), ofApp(appKeys, app)));
    if (!key) throw keyNotFound();
    const state = stateOf(key);
    if (state === 'active')
      throw new ApiError(409, 'active_key', 'The current key cannot be revoked; rotate it instead');
    if (state === 'revoked') return;
    await tx
      .update(appKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(appKeys.id, keyId), or(isNull(appKeys.expiresAt), gt(appKeys.expiresAt, sql`now()`))));
    await recordAudit(tx, {
      source,
      action: 'app.key_revoke',
      target: appTarget(app),
      orgId,
      changes: [{ field: 'key', before: key.masked, after: null }],
    });
  });
  forgetApp(appId);
}

/** What the app's ingest has seen (owner, or an admin; 404 otherwise). */
export async function appIngest(orgId: OrgScope, appId: string): Promise<AppIngest> {
  await getApp(orgId, appId);
  const db = await getDb();
  const [first] = rowsOf<{ device_id: string; first_seen: Date | string; last_seen: Date | string | null }>(
    await db.execute(sql`
      select device_id, first_seen,
        (select max(last_seen) from devices where org_id = ${orgOfApp(appId)} and app_id = ${appId}) as last_seen
      from devices where org_id = ${orgOfApp(appId)} and app_id = ${appId}
      order by first_seen, device_id
      limit 1`),
  );
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    firstHeartbeatAt: iso(first?.first_seen),
    firstDeviceId: first?.device_id ?? null,
    lastHeartbeatAt: iso(first?.last_seen),
    refused: await refusalsOf(appId),
  };
}
