import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The audit log (lib/server/audit/): one row per state-changing action, written in the transaction of
 * the change. Append-only: a trigger (migration 0006_audit_log_append_only) refuses UPDATE and
 * TRUNCATE, and DELETE except the retention job's. No foreign keys: an entry outlives the user or app
 * it names (a cascade would be an update or delete the trigger refuses), so the names are copied in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Milliseconds, as JavaScript's dates hold them: the export's keyset (at, id) compares them exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // Null for a failed sign-in (no one proved who they are) and for the system's jobs.
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    // 'customer', 'admin', 'system', or null (a failed sign-in).
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull().default(''),
    // The customer the entry concerns (their own action, or an admin's on their app): their view's scope.
    ownerId: uuid('owner_id'),
    summary: jsonb('summary').notNull().default([]),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    // Newest first, read backwards, for everyone (admins) and per customer; the retention job's range.
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_owner_at_idx').on(table.ownerId, table.at, table.id),
    index('audit_log_action_at_idx').on(table.action, table.at, table.id),
    // The actor and target filters: substring matches.
    index('audit_log_actor_trgm_idx').using('gin', sql`${auditActorText(table)} gin_trgm_ops`),
    index('audit_log_target_trgm_idx').using('gin', sql`${auditTargetText(table)} gin_trgm_ops`),
  ],
);

/** What the actor filter matches (name and email); queries must use this expression as it is. */
export function auditActorText(table: { actorName: AnyPgColumn; actorEmail: AnyPgColumn }): SQL {
  return sql`(coalesce(${table.actorName}, '') || chr(31) || coalesce(${table.actorEmail}, ''))`;
}

/** What the target filter matches (label and id); queries must use this expression as it is. */
export function auditTargetText(table: { targetLabel: AnyPgColumn; targetId: AnyPgColumn }): SQL {
  return sql`(${table.targetLabel} || chr(31) || coalesce(${table.targetId}, ''))`;
}

export type AuditLogRow = typeof auditLog.$inferSelect;
