import 'server-only';

import type { Locale } from '@/i18n/locales';
import type { AuditAction, AuditChange, AuditField, AuditTargetKind } from '@/lib/api/contract/audit';
import type { PublicUser } from '@/lib/server/auth/users';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { clientIp } from '@/lib/server/http/client-ip';
import { knownRequestLocale } from '@/lib/server/http/request-locale';

/**
 * The one way into the audit log. Every state-changing action calls `recordAudit` with the same
 * transaction (or database handle) that makes the change, so the entry and the change are committed
 * together or not at all. Later features (alert rules, webhook secrets, passwords) call it the same way.
 */

/** A transaction, or the database itself for an entry that changes nothing else (a failed sign-in). */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acted: a signed-in user, someone unproven (a failed sign-in), or the console's own jobs. */
export type AuditActor =
  | { kind: 'user'; user: Pick<PublicUser, 'id' | 'name' | 'email' | 'role'> }
  | { kind: 'anonymous'; email: string }
  | { kind: 'system' };

export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

/** Where the call came from. */
export interface AuditClient {
  ip: string | null;
  userAgent: string | null;
  /** The console language its cookie names (a sign-in stores it as the user's); not audited. */
  locale?: Locale | null;
}

/** An API token a call was made with: its id and its name then (docs/product.md, Audit log). */
export interface AuditToken {
  id: string;
  name: string;
}

/** A user acting through an API call: what every route handler passes to an audited change. */
export interface AuditSource {
  actor: AuditActor;
  client: AuditClient;
  /** The API token the call was made with; none for a signed-in session, a sign-in or the system. */
  via?: AuditToken | null;
}

// The token each call in progress was let in with (orgs/active.ts notes it), for the entries it makes.
const TOKEN_OF_CALL = new WeakMap<Request, AuditToken>();

/** Notes that `request` was let in by an API token, so that what it changes names the token too. */
export function noteTokenCall(request: Request, token: AuditToken): void {
  TOKEN_OF_CALL.set(request, token);
}

const USER_AGENT_MAX = 256;
const VALUE_MAX = 200;

export function auditClient(request: Request): AuditClient {
  const userAgent = request.headers.get('user-agent')?.trim();
  return {
    ip: clientIp(request),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    locale: knownRequestLocale(request),
  };
}

export function userSource(user: AuditActorUser, request: Request): AuditSource {
  return {
    actor: { kind: 'user', user },
    client: auditClient(request),
    via: TOKEN_OF_CALL.get(request) ?? null,
  };
}
type AuditActorUser = Extract<AuditActor, { kind: 'user' }>['user'];

/** For scripts and jobs: the system, from no address. */
export const SYSTEM_SOURCE: AuditSource = { actor: SYSTEM_ACTOR, client: { ip: null, userAgent: null } };

export interface AuditEntryInput {
  source: AuditSource;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | null; label: string };
  /**
   * The organisation whose log shows the entry; defaults to the acting customer's personal organisation
   * (the one whose id is theirs: their account's own matters). Admin-only matters: null.
   */
  orgId?: string | null;
  /** What changed, before and after. Secret-looking fields are stored without their values. */
  changes?: AuditChange<AuditField>[];
}

// Passwords, tokens, keys and secrets never enter the log, whatever a caller passes.
const SECRET_FIELD = /pass|token|key|secret|hash/i;
// A masked key (`fdk_••••••••abcd`: a prefix, the fixed mask, at most four last characters) names a key
// without being one, so a revoked key's entry can say which it was; any other value of such a field goes.
const MASKED_KEY = /^(?:[a-z]+_)?••••••••[A-Za-z0-9_-]{0,4}$/;

export function redactChanges(changes: readonly AuditChange[]): AuditChange[] {
  const clip = (value: string | null) => (value === null ? null : value.slice(0, VALUE_MAX));
  const maskedOnly = (value: string | null) => (value !== null && MASKED_KEY.test(value) ? value : null);
  return changes.map(({ field, before, after }) =>
    SECRET_FIELD.test(field)
      ? { field, before: maskedOnly(before), after: maskedOnly(after) }
      : { field, before: clip(before), after: clip(after) },
  );
}

function actorColumns(actor: AuditActor) {
  if (actor.kind === 'user') {
    const { id, name, email, role } = actor.user;
    return { actorId: id, actorName: name, actorEmail: email, actorRole: role };
  }
  if (actor.kind === 'anonymous') {
    return { actorId: null, actorName: null, actorEmail: actor.email, actorRole: null };
  }
  return { actorId: null, actorName: null, actorEmail: null, actorRole: 'system' };
}

function defaultOrg(actor: AuditActor): string | null {
  return actor.kind === 'user' && actor.user.role === 'customer' ? actor.user.id : null;
}

export async function recordAudit(tx: DbExecutor, entry: AuditEntryInput): Promise<void> {
  const { source, action, target } = entry;
  await tx.insert(auditLog).values({
    ...actorColumns(source.actor),
    action,
    targetKind: target.kind,
    targetId: target.id,
    targetLabel: target.label.slice(0, VALUE_MAX),
    orgId: entry.orgId === undefined ? defaultOrg(source.actor) : entry.orgId,
    summary: redactChanges(entry.changes ?? []),
    ip: source.client.ip,
    userAgent: source.client.userAgent,
    viaTokenId: source.via?.id ?? null,
    viaTokenName: source.via?.name.slice(0, VALUE_MAX) ?? null,
  });
}

/** A change entry for a field, or none when the value did not change. */
export function change(
  field: AuditField,
  before: string | null,
  after: string | null,
): AuditChange<AuditField>[] {
  return before === after ? [] : [{ field, before, after }];
}
