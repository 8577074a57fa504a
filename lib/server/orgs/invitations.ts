import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';

import { resolveLocale } from '@/i18n/locales';
import type { InvitationPreview, OrgInvitation, OrgSummary, SentInvitation } from '@/lib/api/contract/orgs';
import { INVITATION_TTL_DAYS, type InvitableRole } from '@/lib/auth/org-roles';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { hashToken } from '@/lib/server/auth/sessions';
import { normalizeEmail, type PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { invitations, memberships, organisations, users, type InvitationRow } from '@/lib/server/db/schema';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { orgNotFound } from '@/lib/server/orgs/active';
import { orgOfPath, orgSummary } from '@/lib/server/orgs/organisations';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import { consoleSettingValues } from '@/lib/settings/public';
import type { InvitationInput } from '@/lib/validations/orgs';

/**
 * Invitations to join an organisation (docs/product.md, Organisations): bound to one address, valid
 * for INVITATION_TTL_DAYS, single use, resendable (a new link; the old one dies) and revocable. The
 * link's token is handed out once, in the answer and the email; the database keeps its SHA-256.
 */

/** The console page an invitation link opens. */
export const INVITATION_PATH = '/auth/invitation';

/** Where the link is built and in which language its email is written. */
export interface InvitationDelivery {
  origin: string;
  locale?: string;
}

export function invitationNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such invitation');
}

const gone = {
  expired: () => new ApiError(410, 'invitation_expired', 'This invitation has expired'),
  accepted: () => new ApiError(410, 'invitation_used', 'This invitation has already been used'),
  revoked: () => new ApiError(410, 'invitation_revoked', 'This invitation was revoked'),
};

function alreadyMember(): ApiError {
  return new ApiError(409, 'already_member', 'This address is already a member of the organisation');
}

/** The `<iid>` of an invitation route; a malformed one is a 404 like an unknown one. */
export async function invitationIdParam(params: Promise<{ iid: string }>): Promise<string> {
  const { iid } = await params;
  if (!isUuid(iid)) throw invitationNotFound();
  return iid.toLowerCase();
}

function newToken() {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000);
  return { token, tokenHash: hashToken(token), expiresAt };
}

export function invitationLink(origin: string, token: string): string {
  const url = new URL(INVITATION_PATH, origin);
  url.searchParams.set('token', token);
  return url.toString();
}

type Status = InvitationPreview['status'];

function statusOf(
  row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now = new Date(),
): Status {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  inviterName: users.name,
  inviterEmail: users.email,
  createdAt: invitations.createdAt,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
};

async function readInvitation(db: DbExecutor, orgId: string, id: string): Promise<OrgInvitation> {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)));
  if (!row) throw invitationNotFound();
  return toInvitation(row);
}

function toInvitation(row: {
  id: string;
  email: string;
  role: string;
  inviterName: string | null;
  inviterEmail: string | null;
  createdAt: Date;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}): OrgInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as InvitableRole,
    invitedBy:
      row.inviterName !== null && row.inviterEmail !== null
        ? { name: row.inviterName, email: row.inviterEmail }
        : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row) === 'expired' ? 'expired' : 'pending',
  };
}

/** Pending and expired invitations, newest first; accepted and revoked ones are not listed. */
export async function listInvitations(user: PublicUser, orgId: string): Promise<OrgInvitation[]> {
  await orgOfPath(user, orgId, 'read');
  const db = await getDb();
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.orgId, orgId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

async function invitationEmail(
  locale: string | undefined,
  values: { org: string; inviter: string; role: InvitableRole; link: string },
) {
  const resolved = resolveLocale(locale);
  const messages = (await import(`../../../messages/${resolved}.json`)).default;
  const t = createTranslator({ locale: resolved, messages, namespace: 'InvitationEmail' });
  const product = consoleSettingValues().PRODUCT_NAME;
  const all = { ...values, product, days: INVITATION_TTL_DAYS };
  return { subject: t('subject', all), text: t('body', all) };
}

/** Emails the link when the console sends email (after the commit); whether it does. */
function mailInvitation(
  to: string,
  values: { org: string; inviter: string; role: InvitableRole; link: string },
  locale: string | undefined,
): boolean {
  if (!mailEnabled()) return false;
  invitationEmail(locale, values)
    .then((mail) => sendMail({ to, ...mail }))
    .catch((error: unknown) => {
      // No address and no link in the log: the error's first line names the refusal.
      log().error({ component: 'mail', err: error }, 'an invitation email was not sent');
    });
  return true;
}

async function orgName(db: DbExecutor, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org?.name ?? '';
}

/**
 * Owners and admins invite an address with a role. 409 already_member when an account with that
 * address is a member, already_invited while a pending invitation for it exists; an expired one for
 * it is replaced. Invitations of one organisation are written one at a time (its row is locked), so
 * two at once for one address cannot both be made.
 */
export async function createInvitation(
  user: PublicUser,
  orgId: string,
  input: InvitationInput,
  delivery: InvitationDelivery,
  source: AuditSource,
): Promise<SentInvitation> {
  await orgOfPath(user, orgId, 'manageMembers');
  const email = normalizeEmail(input.email);
  const { token, tokenHash, expiresAt } = newToken();
  const db = await getDb();
  const { invitation, name } = await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .for('update');
    if (!org) throw orgNotFound();
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, orgId), eq(users.email, email)));
    if (member) throw alreadyMember();
    const open = and(
      eq(invitations.orgId, orgId),
      eq(invitations.email, email),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
    );
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(open, gt(invitations.expiresAt, sql`now()`)));
    if (pending) {
      throw new ApiError(409, 'already_invited', 'This address already has a pending invitation');
    }
    // An expired invitation for the address makes way for the new one (it is no longer listed).
    await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(open);
    const [row] = await tx
      .insert(invitations)
      .values({ orgId, email, role: input.role, tokenHash, invitedBy: user.id, expiresAt })
      .returning({ id: invitations.id });
    await recordAudit(tx, {
      source,
      action: 'invitation.create',
      target: { kind: 'user', id: null, label: email },
      orgId: orgId,
      changes: change('role', null, input.role),
    });
    return { invitation: await readInvitation(tx, orgId, row.id), name: org.name };
  });
  const url = invitationLink(delivery.origin, token);
  const emailed = mailInvitation(
    email,
    { org: name, inviter: user.name, role: input.role, link: url },
    delivery.locale,
  );
  return { ...invitation, url, emailed };
}

/** A new link (the old one stops working), a new expiry and a new email. Pending or expired only. */
export async function resendInvitation(
  user: PublicUser,
  orgId: string,
  id: string,
  delivery: InvitationDelivery,
  source: AuditSource,
): Promise<SentInvitation> {
  await orgOfPath(user, orgId, 'manageMembers');
  const { token, tokenHash, expiresAt } = newToken();
  const db = await getDb();
  const { invitation, name } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash, expiresAt, sentAt: sql`now()` })
      .where(
        and(
          eq(invitations.orgId, orgId),
          eq(invitations.id, id),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ email: invitations.email });
    if (!row) throw invitationNotFound();
    await recordAudit(tx, {
      source,
      action: 'invitation.resend',
      target: { kind: 'user', id: null, label: row.email },
      orgId: orgId,
    });
    return { invitation: await readInvitation(tx, orgId, id), name: await orgName(tx, orgId) };
  });
  const url = invitationLink(delivery.origin, token);
  const emailed = mailInvitation(
    invitation.email,
    { org: name, inviter: user.name, role: invitation.role, link: url },
    delivery.locale,
  );
  return { ...invitation, url, emailed };
}

/** Revokes a pending or expired invitation: its link stops working and it leaves the list. */
export async function revokeInvitation(
  user: PublicUser,
  orgId: string,
  id: string,
  source: AuditSource,
): Promise<void> {
  await orgOfPath(user, orgId, 'manageMembers');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitations.orgId, orgId),
          eq(invitations.id, id),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      )
      .returning({ email: invitations.email, role: invitations.role });
    if (!row) throw invitationNotFound();
    await recordAudit(tx, {
      source,
      action: 'invitation.revoke',
      target: { kind: 'user', id: null, label: row.email },
      orgId: orgId,
      changes: change('role', row.role, null),
    });
  });
}

async function byToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      orgName: organisations.name,
      inviterName: users.name,
    })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.orgId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hashToken(token)));
  return row ?? null;
}

/**
 * What the link's page shows before the visitor signs in or up. Public, so counted per address like
 * the other public auth calls; an unknown token (or the old link of a resent invitation) is a 404.
 */
export async function lookupInvitation(token: string, clientIp: string): Promise<InvitationPreview> {
  const limit = await rateLimiter('invitation-lookup', serverConfig().loginAddressRateLimit)?.hit(
    `ip:${clientIp}`,
  );
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  const db = await getDb();
  const found = await byToken(db, token);
  if (!found) throw invitationNotFound();
  const { invitation } = found;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  return {
    orgName: found.orgName,
    email: invitation.email,
    role: invitation.role as InvitableRole,
    invitedBy: found.inviterName,
    expiresAt: invitation.expiresAt.toISOString(),
    status: statusOf(invitation),
    accountExists: Boolean(account),
  };
}

/**
 * Joins `user` to the invitation's organisation, in `tx`, and makes it their active one. Only the
 * account with the invitation's address may (403 invitation_wrong_account; the invitation stays
 * usable); expired, used or revoked: 410; already a member: 409. The guarded update is the check,
 * so of two accepts at once only one joins (the other waits for its row lock, then finds it used).
 */
export async function joinByInvitation(
  tx: DbExecutor,
  user: PublicUser,
  token: string,
  source: AuditSource,
): Promise<string> {
  const found = await byToken(tx, token);
  if (!found) throw invitationNotFound();
  const { invitation } = found;
  if (invitation.email !== normalizeEmail(user.email)) {
    throw new ApiError(403, 'invitation_wrong_account', 'This invitation is for another email address');
  }
  const status = statusOf(invitation);
  if (status !== 'pending') throw gone[status]();
  const [used] = await tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: user.id })
    .where(
      and(
        eq(invitations.orgId, invitation.orgId),
        eq(invitations.id, invitation.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  if (!used) {
    // Another accept, a revoke or the expiry came first: say which.
    const now = await byToken(tx, token);
    const after = now ? statusOf(now.invitation) : 'revoked';
    throw gone[after === 'pending' ? 'accepted' : after]();
  }
  // Already a member: refused, and the rollback leaves the invitation as it was.
  const [joined] = await tx
    .insert(memberships)
    .values({ orgId: invitation.orgId, userId: user.id, role: invitation.role })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  if (!joined) throw alreadyMember();
  await tx.update(users).set({ activeOrgId: invitation.orgId }).where(eq(users.id, user.id));
  await recordAudit(tx, {
    source,
    action: 'member.join',
    target: { kind: 'user', id: user.id, label: user.email },
    orgId: invitation.orgId,
    changes: change('role', null, invitation.role),
  });
  return invitation.orgId;
}

/** POST /api/invitations/accept: the signed-in user joins (joinByInvitation). */
export async function acceptInvitation(
  user: PublicUser,
  token: string,
  source: AuditSource,
): Promise<OrgSummary> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const orgId = await joinByInvitation(tx, user, token, source);
    const summary = await orgSummary(tx, orgId, user.id);
    if (!summary) throw invitationNotFound();
    return summary;
  });
}
