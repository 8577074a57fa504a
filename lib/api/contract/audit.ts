import type { z } from 'zod';

import type {
  auditChangeSchema,
  auditCursorPageSchema,
  auditEntrySchema,
  auditPageSchema,
} from '@/lib/api/openapi/schemas/audit';

/**
 * The audit log's API shapes, shared by the server (lib/server/audit/) and the console's pages.
 * docs/product.md (Audit log) says what is recorded and who sees what. The answers' types are their
 * schemas in the OpenAPI document (lib/api/openapi/schemas/audit.ts), made from the lists below.
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
  'user.password_change',
  'user.password_change_failed',
  'user.password_reset',
  'user.reset_link_create',
  'user.session_end',
  'user.2fa_enable',
  'user.2fa_disable',
  'user.recovery_codes_regenerate',
  'user.recovery_code_use',
  'user.2fa_reset',
  'user.passkey_add',
  'user.passkey_remove',
  'app.create',
  'app.rename',
  'app.update',
  'app.delete',
  'app.key_rotate',
  'app.key_revoke',
  'app.suspend',
  'app.resume',
  'guide.save',
  'device.tags_change',
  'view.create',
  'view.update',
  'view.delete',
  'alert.rules_change',
  'alert.snooze',
  'alert.resume',
  'alert.maintenance_add',
  'alert.maintenance_remove',
  'incident.acknowledge',
  'channel.create',
  'channel.update',
  'channel.delete',
  'webhook.create',
  'webhook.delete',
  'webhook.secret_rotate',
  'webhook.disable',
  'webhook.enable',
  'log.prune',
  'org.create',
  'org.rename',
  'org.two_factor_change',
  'org.delete',
  'org.ownership_transfer',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'member.join',
  'member.role_change',
  'member.remove',
  'member.leave',
  'token.create',
  'token.revoke',
  'token.use_new_address',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const AUDIT_TARGET_KINDS = [
  'user',
  'app',
  'device',
  'guide',
  'log',
  'org',
  'token',
  'view',
  'channel',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * Every field an entry's changes can name, with what its values are (all recorded as text), so the
 * console can read them out: a duration in seconds, a percentage, a count, a platform, an app status,
 * a language, how a sign-in passed its second step, or text shown as recorded. A feature that records a new field adds it here (and its label
 * to `AuditLog.fields` in every language; components/audit-log/audit-fields.test.ts checks both).
 */
export const AUDIT_FIELDS = {
  bundleId: 'text',
  channels: 'text',
  columns: 'text',
  cooldownSeconds: 'seconds',
  devicesUpdated: 'count',
  entriesDeleted: 'count',
  filter: 'text',
  format: 'text',
  graceSeconds: 'seconds',
  incidentThresholdCount: 'count',
  incidentThresholdPercent: 'percent',
  incidentWindowSeconds: 'seconds',
  key: 'text',
  language: 'locale',
  length: 'count',
  maintenanceWindow: 'text',
  name: 'text',
  offlineAfterSeconds: 'seconds',
  offlineSharePercent: 'percent',
  offlineShareView: 'text',
  onlineWindowSeconds: 'seconds',
  platform: 'platform',
  recipients: 'text',
  regressionIncidents: 'onOff',
  requireTwoFactor: 'onOff',
  role: 'text',
  scopes: 'text',
  secondFactor: 'secondFactor',
  sessionsEnded: 'count',
  snoozeHours: 'count',
  status: 'appStatus',
  tagsAdded: 'text',
  tagsRemoved: 'text',
  tokenKind: 'text',
  url: 'text',
} as const;
export type AuditField = keyof typeof AUDIT_FIELDS;
export type AuditFieldKind = (typeof AUDIT_FIELDS)[AuditField];

export function isAuditField(value: string): value is AuditField {
  return Object.hasOwn(AUDIT_FIELDS, value);
}

/**
 * One changed field: its value before and after (null: none, or not shown because it is a secret).
 * Entries are read back with any name (an old entry may name a field no longer recorded); the server
 * writes only `AuditField`s, and says so with `AuditChange<AuditField>`.
 */
export type AuditChange<Field extends string = string> = z.output<typeof auditChangeSchema> & {
  field: Field;
};

/** One entry of the log: who did what to which thing, when and from where, with what changed. */
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** `system`: the console's own background jobs. Null: nobody proved who they are (a failed sign-in). */
export type AuditActorRole = AuditEntry['actor']['role'];

/**
 * A numbered page of the log; `totalIsEstimate` is there (always true) when the total is an estimate
 * (more entries than are worth counting on each view).
 */
export type AuditPage = z.output<typeof auditPageSchema>;

/**
 * A cursor page of the log (`?cursor=`, empty for the first page), newest first, as scripts walk it
 * (docs/product.md, "Cursor pages"): pass `nextCursor` back until it is null.
 */
export type AuditCursorPage = z.output<typeof auditCursorPageSchema>;

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
  /** Admins: one organisation's entries, or (`ownerId`) one customer's personal organisation's. */
  orgId?: string;
  ownerId?: string;
}
