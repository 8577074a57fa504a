import type { AuditQuery } from '@/lib/api/contract/audit';
import type { DataTableState } from '@/lib/table/state';

/** URL params that are filters of the audit log tables: `from` and `to` are days (yyyy-mm-dd). */
export const AUDIT_FILTERS = ['action', 'actor', 'target', 'from', 'to'] as const;

/**
 * The admin's log also takes one customer (`owner`, their personal organisation) or one organisation
 * (`orgId`, which wins), as the other admin pages do (docs/product.md, Organisations).
 */
export const ADMIN_AUDIT_FILTERS = [...AUDIT_FILTERS, 'owner', 'orgId'] as const;

/** Newest first, the only order: a log is read from its end. */
export const AUDIT_SORT_IDS = [] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight at the start of `day` in the browser's time zone, as an instant; undefined for anything else. */
export function startOfDay(day: string | undefined, plusDays = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const start = new Date(year, month - 1, date + plusDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

/**
 * What the audit API is asked for a table state. The days are the user's own: `from` is the start of
 * that day, and the `to` day is included (the API's `to` is exclusive, so the start of the next day).
 */
export function auditQueryFromState(state: DataTableState): AuditQuery {
  const { action, actor, target, from, to, owner, orgId } = state.filters;
  return {
    page: state.page,
    pageSize: state.pageSize,
    q: state.q || undefined,
    action: action || undefined,
    actor: actor || undefined,
    target: target || undefined,
    from: startOfDay(from),
    to: startOfDay(to, 1),
    orgId: orgId || undefined,
    ownerId: (!orgId && owner) || undefined,
  };
}
