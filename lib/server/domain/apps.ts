import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { App, AppStatus } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { apps, devices, users } from '@/lib/server/db/schema';
import { appNotFound } from '@/lib/server/domain/access';
import { onlineSince } from '@/lib/server/domain/devices/online';
import type { CreateAppInput, UpdateAppInput } from '@/lib/validations/app';

/**
 * Apps and their keys. Every function that changes an app takes its owner's id and finds nothing
 * (404 not_found) for someone else's app; only setAppStatus (admins) acts on any app.
 */

/** `fdk_` + 32 base64url characters (192 random bits). */
export function generateAppKey(): string {
  return `fdk_${randomBytes(24).toString('base64url')}`;
}

export const APP_KEY_PATTERN = /^fdk_[A-Za-z0-9_-]{32}$/;

// Correlated with the outer "apps" row by its qualified name: drizzle leaves column names unqualified
// in single-table queries, where a bare "id" would mean the subquery's own table. Built per query:
// the online window is a setting, read when asked for, never at import (lib/server/config.ts).
function deviceCounts() {
  return {
    devicesTotal: sql<number>`(select count(*) from ${devices} d where d.app_id = "apps"."id")`.mapWith(
      Number,
    ),
    devicesOnline:
      sql<number>`(select count(*) from ${devices} d where d.app_id = "apps"."id" and d.last_seen > ${onlineSince()})`.mapWith(
        Number,
      ),
  };
}

const appColumns = {
  id: apps.id,
  name: apps.name,
  platform: apps.platform,
  bundleId: apps.bundleId,
  appKey: apps.appKey,
  status: apps.status,
  suspendedReason: apps.suspendedReason,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
};

type AppRowWithCounts = Omit<App, 'createdAt' | 'updatedAt' | 'owner'> & {
  createdAt: Date;
  updatedAt: Date;
  owner?: { id: string; name: string; email: string };
};

function toApp({ createdAt, updatedAt, ...rest }: AppRowWithCounts): App {
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export interface AppQuery {
  /** Only this owner's apps. */
  ownerId?: string;
  appId?: string;
  /** Adds `owner` (admin views). */
  withOwner?: boolean;
  limit?: number;
}

/** Apps with their device counts, newest first. */
export async function queryApps({ ownerId, appId, withOwner = false, limit }: AppQuery): Promise<App[]> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (ownerId) conditions.push(eq(apps.ownerId, ownerId));
  if (appId) conditions.push(eq(apps.id, appId));
  const where = conditions.length ? and(...conditions) : undefined;
  // The owner join is by primary key and cheap, so one query serves both views.
  const query = db
    .select({
      ...appColumns,
      ...deviceCounts(),
      owner: { id: users.id, name: users.name, email: users.email },
    })
    .from(apps)
    .innerJoin(users, eq(users.id, apps.ownerId))
    .where(where)
    .orderBy(desc(apps.createdAt), desc(apps.id))
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map(({ owner, ...row }) => toApp(withOwner ? { ...row, owner } : row));
}

export async function countApps(ownerId?: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(apps)
    .where(ownerId ? eq(apps.ownerId, ownerId) : undefined);
  return row.n;
}

async function ownApp(ownerId: string, appId: string): Promise<App> {
  const [app] = await queryApps({ ownerId, appId });
  if (!app) throw appNotFound();
  return app;
}

export async function createApp(ownerId: string, input: CreateAppInput): Promise<App> {
  const db = await getDb();
  const [row] = await db
    .insert(apps)
    .values({ ownerId, ...input, appKey: generateAppKey() })
    .returning(appColumns);
  return toApp({ ...row, devicesOnline: 0, devicesTotal: 0 });
}

/** Renames or changes the bundle id; fields not given stay as they are. */
export async function updateApp(ownerId: string, appId: string, changes: UpdateAppInput): Promise<App> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) {
    const db = await getDb();
    const updated = await db
      .update(apps)
      .set(set)
      .where(and(eq(apps.id, appId), eq(apps.ownerId, ownerId)))
      .returning({ id: apps.id });
    if (updated.length === 0) throw appNotFound();
  }
  return ownApp(ownerId, appId);
}

/** Deletes the app with its devices and their history (foreign keys cascade). */
export async function deleteApp(ownerId: string, appId: string): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(apps)
    .where(and(eq(apps.id, appId), eq(apps.ownerId, ownerId)))
    .returning({ id: apps.id });
  if (deleted.length === 0) throw appNotFound();
}

/** A new key for the app; the old one is refused from this moment on (heartbeats look keys up each time). */
export async function rotateAppKey(ownerId: string, appId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .update(apps)
    .set({ appKey: generateAppKey() })
    .where(and(eq(apps.id, appId), eq(apps.ownerId, ownerId)))
    .returning({ appKey: apps.appKey });
  if (!row) throw appNotFound();
  return row.appKey;
}

/**
 * Admins: suspend (heartbeats refused with 403), with a reason for the owner if given, or resume any
 * app (which forgets the reason).
 */
export async function setAppStatus(appId: string, status: AppStatus, reason?: string): Promise<App> {
  const db = await getDb();
  const suspendedReason = status === 'suspended' ? reason || null : null;
  const updated = await db
    .update(apps)
    .set({ status, suspendedReason })
    .where(eq(apps.id, appId))
    .returning({ id: apps.id });
  if (updated.length === 0) throw appNotFound();
  const [app] = await queryApps({ appId, withOwner: true });
  return app;
}
