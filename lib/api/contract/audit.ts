/**
 * The audit log's API shapes, shared by the server (lib/server/audit/) and the console's pages.
 * docs/product.md (Audit log) says what is recorded and who sees what.
 */

/**
 * Every action the log records. A feature that changes state adds its action here (and its label to
 * the `AuditActions` messages in every language), then calls `recordAudit` in the transaction of the
 * change.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.sign_up',
  'user.name_change',
  'app.create',
  'app.rename',
  'app.update',
  'app.delete',
  'app.key_rotate',
  'app.key_revoke',
  'app.suspend',
  'app.resume',
  'guide.save',
  'alert.rules_change',
  'webhook.create',
  'webhook.delete',
  'webhook.secret_rotate',
  'log.prune',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const AUDIT_TARGET_KINDS = ['user', 'app', 'guide', 'log'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** `system`: the console's own background jobs. Null: nobody proved who they are (a failed sign-in). */
export type AuditActorRole = 'customer' | 'admin' | 'system' | null;

/** One changed field: its value before and after (null: none, or not shown because it is a secret). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  actor: { id: string | null; name: string | null; role: AuditActorRole };
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | null; label: string };
  summary: AuditChange[];
  ip: string | null;
  userAgent: string | null;
}

export interface AuditPage {
  data: AuditEntry[];
  total: number;
  /** Present (true) when the total is an estimate (more entries than are worth counting on each view). */
  totalIsEstimate?: true;
}

/** The query of `GET /api/audit` and `/api/admin/audit` (and their exports, without paging). */
export interface AuditQuery {
  page: number;
  pageSize: number;
  action?: string;
  /** Substring of the actor's name or email. */
  actor?: string;
  /** Substring of the target's label, or its id. */
  target?: string;
  /** Substring of the actor or the target. */
  q?: string;
  /** ISO 8601 instants or dates (yyyy-mm-dd): `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
}
