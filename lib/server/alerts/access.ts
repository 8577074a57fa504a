import 'server-only';

import { eq } from 'drizzle-orm';

import type { DbExecutor } from '@/lib/server/audit/record';
import { apps } from '@/lib/server/db/schema';
import { appNotFound, type OrgScope } from '@/lib/server/domain/access';

export interface AlertApp {
  id: string;
  name: string;
  orgId: string;
}

/**
 * The app whose alerts a caller may manage: one of their organisation's, or any app for an admin (null);
 * anything else is
 * 404 not_found, like an app that does not exist. Locks the app's row in a transaction (`FOR SHARE`)
 * so that a change of its alerts and the app's deletion do not cross.
 */
export async function alertApp(tx: DbExecutor, orgId: OrgScope, appId: string): Promise<AlertApp> {
  const [app] = await tx
    .select({ id: apps.id, name: apps.name, orgId: apps.orgId })
    .from(apps)
    .where(eq(apps.id, appId))
    .for('share');
  if (!app || (orgId !== null && app.orgId !== orgId)) throw appNotFound();
  return app;
}

/** The audit entry's target and owner for a change of an app's alerts. */
export function alertAuditTarget(app: AlertApp) {
  return { target: { kind: 'app' as const, id: app.id, label: app.name }, orgId: app.orgId };
}
