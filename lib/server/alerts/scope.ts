import 'server-only';

import { and, eq, type SQL } from 'drizzle-orm';

import type { DbExecutor } from '@/lib/server/audit/record';
import { devices, savedViews } from '@/lib/server/db/schema';
import { narrowing } from '@/lib/server/domain/devices/filter';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';

/** The devices a rule watches: its app's, narrowed by its saved view when it has one. */
export interface RuleScope {
  /** The view's search and fleet filters on `devices`; undefined: every device of the app. */
  condition: SQL | undefined;
  view: { id: string; name: string } | null;
}

/**
 * The devices a share or incident rule counts: all the app's, or those of its saved view (the view's
 * search and fleet filters; its status, app and sort are the table's, not the rule's).
 */
export async function ruleScope(tx: DbExecutor, orgId: string, viewId: string | null): Promise<RuleScope> {
  if (viewId === null) return { condition: undefined, view: null };
  const [view] = await tx
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, viewId)));
  if (!view) return { condition: undefined, view: null };
  let condition: SQL | undefined;
  try {
    condition = narrowing(devices, parseDeviceQuery(new URLSearchParams(view.query)));
  } catch {
    // Saved views are checked when saved; one a later release reads otherwise counts the whole app
    // rather than stopping every app's check.
    return { condition: undefined, view: null };
  }
  return { condition, view: { id: view.id, name: view.name } };
}
