import 'server-only';

import { and, asc, eq, sql } from 'drizzle-orm';

import type { AuditChange, AuditField } from '@/lib/api/contract/audit';
import type { SavedView } from '@/lib/api/contract/views';
import type { DeviceColumnId } from '@/lib/api/types';
import { scopesAllow, type TokenScope } from '@/lib/auth/api-tokens';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { insufficientScope } from '@/lib/server/auth/api-tokens';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { alertRules, organisations, savedViews, users, type SavedViewRow } from '@/lib/server/db/schema';
import { isUuid } from '@/lib/server/domain/access';
import { parseDeviceQueryField } from '@/lib/server/domain/devices/query';
import { ApiError } from '@/lib/server/http/api-error';
import { NAME_TAKEN, ONE_OF } from '@/lib/validations/messages';
import { VIEWS_PER_ORG, type NewViewInput, type ViewChangesInput } from '@/lib/validations/saved-views';

/**
 * Saved views of the devices table (docs/product.md, Saved views): a named query string and the
 * columns shown, shared by the whole organisation. Every member sees them; owners, admins and members
 * save, rename and delete them. The query is checked as GET /api/devices would read it, so a view
 * never holds a filter the table refuses.
 */

export function viewNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such saved view');
}

/** A view's id from its path: a malformed one is as unknown as someone else's. */
export async function viewIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw viewNotFound();
  return id.toLowerCase();
}

const columns = {
  id: savedViews.id,
  name: savedViews.name,
  query: savedViews.query,
  columns: savedViews.columns,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  createdBy: users.name,
};

type ViewRow = Pick<SavedViewRow, 'id' | 'name' | 'query' | 'columns' | 'createdAt' | 'updatedAt'> & {
  createdBy: string | null;
};

function toView(row: ViewRow): SavedView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    columns: (row.columns as DeviceColumnId[] | null) ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function nameTaken(): ApiError {
  return new ApiError(409, 'name_taken', 'The organisation has a saved view of this name', {
    fields: { name: NAME_TAKEN },
  });
}

/** The parameters a view's query may hold: GET /api/devices's own (lib/validations/queries.ts, device-filters.ts). */
const QUERY_PARAMS = new Set([
  'page',
  'pageSize',
  'cursor',
  'sort',
  'q',
  'appId',
  'status',
  'tag',
  'version',
]);
const isQueryParam = (name: string) => QUERY_PARAMS.has(name) || name.startsWith('attr.');

/**
 * The query as it will be stored: checked as GET /api/devices reads it, with no parameter that call
 * does not know (it would ignore one; a view would keep it forever), and without the table's page (a
 * view opens on its first).
 */
function checkedQuery(query: string): string {
  const params = new URLSearchParams(query);
  const unknown = [...new Set(params.keys())].filter((name) => !isQueryParam(name));
  if (unknown.length > 0)
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      fields: Object.fromEntries(unknown.map((name) => [`query.${name}`, ONE_OF])),
    });
  parseDeviceQueryField(query, 'query');
  params.delete('page');
  params.delete('cursor');
  return params.toString();
}

const columnsText = (ids: readonly string[] | null) => (ids === null ? null : ids.join(', '));

/** The organisation's views, by name. */
export async function listViews(orgId: string): Promise<SavedView[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.createdBy))
    .where(eq(savedViews.orgId, orgId))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(toView);
}

async function viewById(orgId: string, id: string, db: Awaited<ReturnType<typeof getDb>>) {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.createdBy))
    .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, id)));
  if (!row) throw viewNotFound();
  return toView(row);
}

export async function createView(
  orgId: string,
  userId: string,
  input: NewViewInput,
  source: AuditSource,
): Promise<SavedView> {
  const query = checkedQuery(input.query);
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      // The organisation's row is locked, so two calls at once cannot both take the last place.
      await tx.execute(
        sql`select 1 from ${organisations} where ${organisations.id} = ${orgId} for no key update`,
      );
      if ((await tx.$count(savedViews, eq(savedViews.orgId, orgId))) >= VIEWS_PER_ORG)
        throw new ApiError(409, 'limit_reached', `An organisation has at most ${VIEWS_PER_ORG} saved views`);
      const [row] = await tx
        .insert(savedViews)
        .values({ orgId, name: input.name, query, columns: input.columns, createdBy: userId })
        .returning({ id: savedViews.id });
      await recordAudit(tx, {
        source,
        action: 'view.create',
        orgId,
        target: { kind: 'view', id: row.id, label: input.name },
        changes: [
          ...change('name', null, input.name),
          ...change('filter', null, query || null),
          ...change('columns', null, columnsText(input.columns)),
        ],
      });
      return row.id;
    });
    return await viewById(orgId, id, db);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * A view an alert rule counts among decides what that rule reports (docs/product.md, Saved views): an
 * API token changes its filter, or deletes it, only with `alerts:write` besides `devices:write` (403
 * insufficient_scope). A session holds its role's rights, and every role that saves views manages
 * alerts.
 */
async function checkAlertsScope(
  tx: DbExecutor,
  id: string,
  scopes: readonly TokenScope[] | null | undefined,
): Promise<void> {
  if (!scopes || scopesAllow(scopes, 'alerts:write')) return;
  const [rule] = await tx
    .select({ appId: alertRules.appId })
    .from(alertRules)
    .where(eq(alertRules.offlineShareViewId, id))
    .limit(1);
  if (rule) throw insufficientScope('alerts:write');
}

export async function updateView(
  orgId: string,
  id: string,
  input: ViewChangesInput,
  source: AuditSource,
  scopes?: readonly TokenScope[] | null,
): Promise<SavedView> {
  const query = input.query === undefined ? undefined : checkedQuery(input.query);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(savedViews)
        .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, id)))
        .for('update');
      if (!before) throw viewNotFound();
      if (query !== undefined && query !== before.query) await checkAlertsScope(tx, id, scopes);
      const next = {
        name: input.name ?? before.name,
        query: query ?? before.query,
        columns: input.columns === undefined ? before.columns : input.columns,
      };
      await tx.update(savedViews).set(next).where(eq(savedViews.id, id));
      const changes: AuditChange<AuditField>[] = [
        ...change('name', before.name, next.name),
        ...change('filter', before.query || null, next.query || null),
        ...change('columns', columnsText(before.columns), columnsText(next.columns)),
      ];
      if (changes.length > 0)
        await recordAudit(tx, {
          source,
          action: 'view.update',
          orgId,
          target: { kind: 'view', id, label: next.name },
          changes,
        });
    });
    return await viewById(orgId, id, db);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteView(
  orgId: string,
  id: string,
  source: AuditSource,
  scopes?: readonly TokenScope[] | null,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, id)))
      .for('update');
    if (exists) await checkAlertsScope(tx, id, scopes);
    const [row] = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.orgId, orgId), eq(savedViews.id, id)))
      .returning({ name: savedViews.name });
    if (!row) throw viewNotFound();
    await recordAudit(tx, {
      source,
      action: 'view.delete',
      orgId,
      target: { kind: 'view', id, label: row.name },
      changes: change('name', row.name, null),
    });
  });
}
