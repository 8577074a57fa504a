import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { App } from '@/lib/api/types';
import { can, type OrgRole } from '@/lib/auth/org-roles';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { apps, devices, organisations } from '@/lib/server/db/schema';
import { appNotFound } from '@/lib/server/domain/access';
import { quotaUsages } from '@/lib/server/domain/app-quota';
import { appWindow, defaultWindowSeconds, onlineSince } from '@/lib/server/domain/devices/online';
import { ownerColumns, ownerEmails } from '@/lib/server/domain/org-owners';
import { forgetApp } from '@/lib/server/ingest/app-key-cache';
import type { CreateAppInput, UpdateAppInput } from '@/lib/validations/app';

/**
 * Apps and their keys. Every function that changes an app takes its organisation's id and finds nothing
 * (404 not_found) for another organisation's app; only changeAppAsAdmin acts on any app.
 */

/** `fdk_` + 32 base64url characters (192 random bits). */
export function generateAppKey(): string {
  return `fdk_${randomBytes(24).toString('base64url')}`;
}

export const APP_KEY_PATTERN = /^fdk_[A-Za-z0-9_-]{32}$/;

/** The app as a role sees it: its key in clear for a role that may reveal keys, else masked like app_keys.masked. */
export function keyFor(app: App, role: OrgRole | null): App {
  if (role === null || can(role, 'revealKeys')) return app;
  return { ...app, appKey: `fdk_••••••••${app.appKey.slice(-4)}` };
}

// Correlated with the outer "apps" row by its qualified name: drizzle leaves column names unqualified
// in single-table queries, where a bare "id" would mean the subquery's own table. Built per query:
// the online window is a setting, read when asked for, never at import (lib/server/config.ts).
function deviceCounts() {
  return {
    devicesTotal:
      sql<number>`(select count(*) from ${devices} d where d.org_id = "apps"."org_id" and d.app_id = "apps"."id")`.mapWith(
        Number,
      ),
    onlineWindowSeconds: sql<number>`${appWindow(apps.onlineWindowSeconds)}`.mapWith(Number),
    devicesOnline:
      sql<number>`(select count(*) from ${devices} d where d.org_id = "apps"."org_id" and d.app_id = "apps"."id" and d.last_seen > ${onlineSince(sql`"apps"."online_window_seconds"`)})`.mapWith(
        Number,
      ),
    // Its webhook endpoints disabled after failing (lib/server/alerts/endpoint-health.ts), and the
    // organisation's Slack and webhook channels its rule lists that were: the app's card says so.
    webhooksDisabled:
      sql<number>`(select count(*) from webhook_endpoints e where e.org_id = "apps"."org_id" and e.disabled_at is not null
        and (e.app_id = "apps"."id" or (e.app_id is null and e.id = any(select unnest(r.channel_ids) from alert_rules r
          where r.org_id = "apps"."org_id" and r.app_id = "apps"."id"))))`.mapWith(Number),
  };
}

const appColumns = {
  id: apps.id,
  name: apps.name,
  platform: apps.platform,
  bundleId: apps.bundleId,
  appKey: apps.appKey,
  status: apps.status,
  heartbeatQuota: apps.heartbeatQuota,
  suspendedReason: apps.suspendedReason,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
};

type AppRowWithCounts = Omit<App, 'createdAt' | 'updatedAt' | 'owner' | 'heartbeatQuota' | 'quota'> & {
  createdAt: Date;
  updatedAt: Date;
  heartbeatQuota: number | null;
  owner?: { id: string; name: string; email: string };
};

/** The app as the API answers it; the quota an admin set is for admin views (`owner` given) only. */
function toApp({ createdAt, updatedAt, heartbeatQuota, ...rest }: AppRowWithCounts): App {
  const app = { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
  return rest.owner ? { ...app, heartbeatQuota } : app;
}

export interface AppQuery {
  /** Only this organisation's apps. */
  orgId?: string;
  appId?: string;
  /** Adds `owner` and `heartbeatQuota` (admin views). */
  withOwner?: boolean;
  /** Adds `quota`, with its use in the current window (one more query). */
  withQuota?: boolean;
  limit?: number;
}

/** Apps with their device counts, newest first. */
export async function queryApps({
  orgId,
  appId,
  withOwner = false,
  withQuota = false,
  limit,
}: AppQuery): Promise<App[]> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (orgId) conditions.push(eq(apps.orgId, orgId));
  if (appId) conditions.push(eq(apps.id, appId));
  const where = conditions.length ? and(...conditions) : undefined;
  // The owner join is by primary key and cheap, so one query serves both views.
  const query = db
    .select({
      ...appColumns,
      ...deviceCounts(),
      owner: ownerColumns,
    })
    .from(apps)
    .innerJoin(organisations, eq(organisations.id, apps.orgId))
    .where(where)
    .orderBy(desc(apps.createdAt), desc(apps.id))
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  const quotas = withQuota ? await quotaUsages(rows) : undefined;
  const emails = withOwner ? await ownerEmails(rows.map((row) => row.owner.id)) : undefined;
  return rows.map(({ owner, ...row }) => {
    const app = toApp(emails ? { ...row, owner: { ...owner, email: emails.get(owner.id) ?? '' } } : row);
    return quotas ? { ...app, quota: quotas.get(row.id) } : app;
  });
}

export async function countApps(orgId?: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(apps)
    .where(orgId ? eq(apps.orgId, orgId) : undefined);
  return row.n;
}

async function ownApp(orgId: string, appId: string): Promise<App> {
  const [app] = await queryApps({ orgId, appId, withQuota: true });
  if (!app) throw appNotFound();
  return app;
}

/**
 * One app with its quota and use: one of the organisation's (`orgId`), or any app for an admin (`orgId`
 * null: with `owner`).
 */
export async function getApp(orgId: string | null, appId: string): Promise<App> {
  if (orgId !== null) return ownApp(orgId, appId);
  const [app] = await queryApps({ appId, withOwner: true, withQuota: true });
  if (!app) throw appNotFound();
  return app;
}

export async function createApp(orgId: string, input: CreateAppInput, source: AuditSource): Promise<App> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apps)
      .values({
        orgId,
        createdBy: source.actor.kind === 'user' ? source.actor.user.id : null,
        ...input,
        appKey: generateAppKey(),
      })
      .returning(appColumns);
    await recordAudit(tx, {
      source,
      action: 'app.create',
      target: appTarget(created),
      orgId,
      changes: [
        ...change('name', null, created.name),
        ...change('platform', null, created.platform),
        ...change('bundleId', null, created.bundleId),
      ],
    });
    return created;
  });
  // Its key is read into ingest's memory before the answer leaves (app-key-cache.ts).
  forgetApp(row.id);
  const [app] = await queryApps({ orgId, appId: row.id, withQuota: true });
  return (
    app ??
    toApp({
      ...row,
      onlineWindowSeconds: defaultWindowSeconds(),
      devicesOnline: 0,
      devicesTotal: 0,
      webhooksDisabled: 0,
    })
  );
}

export function appTarget(app: { id: string; name: string }) {
  return { kind: 'app' as const, id: app.id, label: app.name };
}

/** The app as it is, locked until the transaction ends; 404 for a missing or foreign one. */
export async function lockApp(tx: DbExecutor, appId: string, orgId?: string) {
  const [row] = await tx
    .select({
      id: apps.id,
      orgId: apps.orgId,
      name: apps.name,
      bundleId: apps.bundleId,
      status: apps.status,
      onlineWindowSeconds: apps.onlineWindowSeconds,
    })
    .from(apps)
    .where(and(eq(apps.id, appId), orgId ? eq(apps.orgId, orgId) : undefined))
    .for('update');
  if (!row) throw appNotFound();
  return row;
}

const asText = (value: number | null) => (value === null ? null : String(value));

/**
 * Renames, changes the bundle id or the online window; fields not given stay as they are. Audited as `app.rename` when
 * only the name changed, `app.update` otherwise; a call that changes nothing leaves no entry.
 */
export async function updateApp(
  orgId: string,
  appId: string,
  changes: UpdateAppInput,
  source: AuditSource,
): Promise<App> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockApp(tx, appId, orgId);
    if (Object.keys(set).length === 0) return;
    const [after] = await tx.update(apps).set(set).where(eq(apps.id, appId)).returning();
    const changed = [
      ...change('name', before.name, after.name),
      ...change('bundleId', before.bundleId, after.bundleId),
      ...change('onlineWindowSeconds', asText(before.onlineWindowSeconds), asText(after.onlineWindowSeconds)),
    ];
    if (changed.length === 0) return;
    const action = changed.every(({ field }) => field === 'name') ? 'app.rename' : 'app.update';
    await recordAudit(tx, { source, action, target: appTarget(after), orgId, changes: changed });
  });
  forgetApp(appId);
  return ownApp(orgId, appId);
}

/** Deletes the app with its devices and their history (foreign keys cascade). */
export async function deleteApp(orgId: string, appId: string, source: AuditSource): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(apps)
      .where(and(eq(apps.id, appId), eq(apps.orgId, orgId)))
      .returning({ id: apps.id, name: apps.name });
    if (!deleted) throw appNotFound();
    await recordAudit(tx, { source, action: 'app.delete', target: appTarget(deleted), orgId });
  });
  forgetApp(appId);
}
