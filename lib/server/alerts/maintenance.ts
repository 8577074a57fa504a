import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { MaintenanceWindow } from '@/lib/api/contract/maintenance';
import { alertApp, alertAuditTarget } from '@/lib/server/alerts/access';
import { recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { maintenanceWindows, savedViews, type MaintenanceWindowRow } from '@/lib/server/db/schema';
import type { OrgScope } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { MAINTENANCE_WINDOWS_PER_APP, type MaintenanceWindowInput } from '@/lib/validations/alerts';
import { ONE_OF } from '@/lib/validations/messages';

/**
 * Maintenance windows (docs/product.md, Maintenance windows): while one of an app's windows is on, the
 * offline check holds the alerts it covers (check.ts), and the incidents it opens are recorded without
 * being sent. A window covers the whole app, or one saved view of it.
 */

const MINUTES_IN_WEEK = 7 * 24 * 60;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The minute of the week (0: Sunday 00:00) that `date` is in `timeZone`. */
function minuteOfWeek(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return WEEKDAYS.indexOf(part('weekday')) * 1440 + Number(part('hour')) * 60 + Number(part('minute'));
}

/** Whether the window is on at `now`. */
export function isActive(window: MaintenanceWindowRow, now: Date): boolean {
  if (window.kind === 'once') {
    return (
      window.startsAt !== null && window.endsAt !== null && window.startsAt <= now && now < window.endsAt
    );
  }
  if (window.weekday === null || window.startMinute === null || window.durationMinutes === null) return false;
  const start = window.weekday * 1440 + window.startMinute;
  const since = (minuteOfWeek(now, window.timeZone ?? 'UTC') - start + MINUTES_IN_WEEK) % MINUTES_IN_WEEK;
  return since < window.durationMinutes;
}

/** What the check holds for an app now: everything (`app`), or the devices of these saved views. */
export interface ActiveMaintenance {
  app: boolean;
  viewIds: string[];
}

export async function activeMaintenance(
  tx: DbExecutor,
  orgId: string,
  appId: string,
  now = new Date(),
): Promise<ActiveMaintenance> {
  const windows = await tx
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.orgId, orgId), eq(maintenanceWindows.appId, appId)));
  const on = windows.filter((window) => isActive(window, now));
  return {
    app: on.some((window) => window.viewId === null),
    viewIds: on.flatMap((window) => (window.viewId === null ? [] : [window.viewId])),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function answerOf(row: MaintenanceWindowRow & { viewName: string | null }, now: Date): MaintenanceWindow {
  return {
    id: row.id,
    name: row.name,
    viewId: row.viewId,
    viewName: row.viewName,
    kind: row.kind,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    weekday: row.weekday,
    startTime:
      row.startMinute === null
        ? null
        : `${pad(Math.floor(row.startMinute / 60))}:${pad(row.startMinute % 60)}`,
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    active: isActive(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

async function windowsOf(tx: DbExecutor, orgId: string, appId: string) {
  return tx
    .select({ window: maintenanceWindows, viewName: savedViews.name })
    .from(maintenanceWindows)
    .leftJoin(savedViews, eq(savedViews.id, maintenanceWindows.viewId))
    .where(and(eq(maintenanceWindows.orgId, orgId), eq(maintenanceWindows.appId, appId)))
    .orderBy(asc(maintenanceWindows.createdAt), asc(maintenanceWindows.id));
}

/** The app's windows, oldest first, each saying whether it is on. */
export async function listMaintenanceWindows(orgId: OrgScope, appId: string): Promise<MaintenanceWindow[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const now = new Date();
    return (await windowsOf(tx, app.orgId, app.id)).map((row) =>
      answerOf({ ...row.window, viewName: row.viewName }, now),
    );
  });
}

/** In words, for the audit log: "once 2026-12-05T14:00:00.000Z to …" or "weekly 0 02:00 120 min Europe/Paris". */
function described(window: MaintenanceWindow): string {
  const view = window.viewName ? ` (${window.viewName})` : '';
  return window.kind === 'once'
    ? `once ${window.startsAt} to ${window.endsAt}${view}`
    : `weekly ${window.weekday} ${window.startTime} ${window.durationMinutes} min ${window.timeZone}${view}`;
}

/** Adds a window; 409 limit_reached past MAINTENANCE_WINDOWS_PER_APP, 400 for a view not the organisation's. */
export async function createMaintenanceWindow(
  orgId: OrgScope,
  appId: string,
  userId: string,
  input: MaintenanceWindowInput,
  source: AuditSource,
): Promise<MaintenanceWindow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const viewId = input.viewId?.toLowerCase() ?? null;
    let viewName: string | null = null;
    if (viewId !== null) {
      const [view] = await tx
        .select({ name: savedViews.name })
        .from(savedViews)
        .where(and(eq(savedViews.orgId, app.orgId), eq(savedViews.id, viewId)))
        .for('key share');
      if (!view) {
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
          fields: { viewId: ONE_OF },
        });
      }
      viewName = view.name;
    }
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(maintenanceWindows)
      .where(and(eq(maintenanceWindows.orgId, app.orgId), eq(maintenanceWindows.appId, app.id)));
    if (Number(count) >= MAINTENANCE_WINDOWS_PER_APP) {
      throw new ApiError(
        409,
        'limit_reached',
        `An app has at most ${MAINTENANCE_WINDOWS_PER_APP} maintenance windows`,
      );
    }
    const [hours, minutes] = (input.startTime ?? '').split(':').map(Number);
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({
        orgId: app.orgId,
        appId: app.id,
        name: input.name,
        viewId,
        kind: input.kind,
        createdBy: userId,
        ...(input.kind === 'once'
          ? { startsAt: new Date(input.startsAt ?? ''), endsAt: new Date(input.endsAt ?? '') }
          : {
              weekday: input.weekday,
              startMinute: hours * 60 + minutes,
              durationMinutes: input.durationMinutes,
              timeZone: input.timeZone,
            }),
      })
      .returning();
    const window = answerOf({ ...row, viewName }, new Date());
    await recordAudit(tx, {
      source,
      action: 'alert.maintenance_add',
      ...alertAuditTarget(app),
      changes: [{ field: 'maintenanceWindow', before: null, after: described(window) }],
    });
    return window;
  });
}

/** Removes a window; 404 for one that is not the app's. */
export async function deleteMaintenanceWindow(
  orgId: OrgScope,
  appId: string,
  windowId: string,
  source: AuditSource,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const app = await alertApp(tx, orgId, appId);
    const [row] = (await windowsOf(tx, app.orgId, app.id)).filter((entry) => entry.window.id === windowId);
    if (!row) throw new ApiError(404, 'not_found', 'Maintenance window not found');
    await tx
      .delete(maintenanceWindows)
      .where(and(eq(maintenanceWindows.orgId, app.orgId), eq(maintenanceWindows.id, windowId)));
    await recordAudit(tx, {
      source,
      action: 'alert.maintenance_remove',
      ...alertAuditTarget(app),
      changes: [
        {
          field: 'maintenanceWindow',
          before: described(answerOf({ ...row.window, viewName: row.viewName }, new Date())),
          after: null,
        },
      ],
    });
  });
}
