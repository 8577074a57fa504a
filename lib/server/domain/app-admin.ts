import 'server-only';

import { eq } from 'drizzle-orm';

import type { App } from '@/lib/api/types';
import { change, recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';
import { appNotFound } from '@/lib/server/domain/access';
import { appTarget, lockApp, queryApps } from '@/lib/server/domain/apps';
import { forgetApp } from '@/lib/server/ingest/app-key-cache';
import type { AdminAppChanges } from '@/lib/validations/app';

/**
 * Admins, on any app: suspend (heartbeats refused with 403) or resume it, and set its heartbeat quota
 * (null: the setting's default); fields not given stay as they are. A suspension may give a reason,
 * shown to the owner while it lasts. A status change is audited as
 * `app.suspend` or `app.resume` for the app's owner to see too; setting the status it has leaves no entry.
 */
export async function changeAppAsAdmin(
  appId: string,
  changes: AdminAppChanges,
  source: AuditSource,
): Promise<App> {
  const { status, reason, heartbeatQuota } = changes;
  const set = {
    ...(status !== undefined && {
      status,
      // The reason goes with a suspension and is forgotten on resumption.
      suspendedReason: status === 'suspended' ? reason || null : null,
    }),
    ...(heartbeatQuota !== undefined && { heartbeatQuota }),
  };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockApp(tx, appId);
    if (Object.keys(set).length === 0) return;
    await tx.update(apps).set(set).where(eq(apps.id, appId));
    if (changes.status === undefined || before.status === changes.status) return;
    await recordAudit(tx, {
      source,
      action: changes.status === 'suspended' ? 'app.suspend' : 'app.resume',
      target: appTarget(before),
      orgId: before.orgId,
      changes: change('status', before.status, changes.status),
    });
  });
  forgetApp(appId);
  const [app] = await queryApps({ appId, withOwner: true, withQuota: true });
  if (!app) throw appNotFound();
  return app;
}
