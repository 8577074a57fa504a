import 'server-only';

import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';

import { resolveLocale, type Locale } from '@/i18n/locales';
import { change, recordAudit, type AuditClient, type AuditSource } from '@/lib/server/audit/record';
import {
  consumeResetToken,
  issueResetToken,
  resetLink,
  RESET_TOKEN_TTL_MS,
} from '@/lib/server/auth/password-reset-tokens';
import { hashPassword } from '@/lib/server/auth/passwords';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { findByEmail, normalizeEmail } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { afterAnswer } from '@/lib/server/http/after-answer';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { mailEnabled, sendMail } from '@/lib/server/mail/mailer';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import { consoleSettingValues } from '@/lib/settings/public';

/** An email address gets at most this share of PASSWORD_RESET_RATE_LIMIT in reset emails. */
export const EMAIL_SHARE = 3;

/** How the reset link reaches the user: by email, or from an administrator (no SMTP_URL). */
export type ResetDelivery = 'email' | 'administrator';

async function limitAddress(clientIp: string): Promise<void> {
  const state = await rateLimiter('password-reset', serverConfig().passwordResetRateLimit)?.hit(
    `ip:${clientIp}`,
  );
  if (state?.limited) throw rateLimited(state.retryAfterSeconds);
}

/** Whether this email may get one more reset email in the window: a victim's inbox is not flooded. */
async function emailAllowed(email: string): Promise<boolean> {
  const rule = serverConfig().passwordResetRateLimit;
  const perEmail = rule && { ...rule, limit: Math.max(1, Math.floor(rule.limit / EMAIL_SHARE)) };
  const state = await rateLimiter('password-reset-email', perEmail)?.hit(`email:${normalizeEmail(email)}`);
  return !state?.limited;
}

async function resetEmail(locale: Locale, link: string) {
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'PasswordResetEmail' });
  const product = consoleSettingValues().PRODUCT_NAME;
  return {
    subject: t('subject', { product }),
    text: t('body', { product, link, minutes: RESET_TOKEN_TTL_MS / 60_000 }),
  };
}

/**
 * "Forgot password?": with SMTP_URL, an account with this email gets a link to choose a new password.
 * The answer is the same whether or not the email has an account, and it comes before anything that
 * depends on the account (finding it, its token, its email: `afterAnswer`), so neither its content nor
 * its time tells. Past the per-address limit: 429.
 */
export async function requestPasswordReset(
  email: string,
  options: { origin: string; clientIp: string; locale?: string },
): Promise<ResetDelivery> {
  await limitAddress(options.clientIp);
  if (!mailEnabled()) return 'administrator';
  afterAnswer('a password reset request', () => emailResetLink(email, options));
  return 'email';
}

/** The reset email, if this email has an account and has not had too many: after the answer. */
async function emailResetLink(email: string, options: { origin: string; locale?: string }): Promise<void> {
  const user = await findByEmail(email);
  if (!user || !(await emailAllowed(email))) return;
  const { token } = await issueResetToken(user.id);
  const mail = await resetEmail(resolveLocale(options.locale), resetLink(options.origin, token));
  try {
    await sendMail({ to: user.email, ...mail });
  } catch (error) {
    // No address and no link in the log: the error's first line, values masked, names the refusal.
    log().error({ component: 'mail', err: error }, 'a password reset email was not sent');
  }
}

export function invalidResetToken(): ApiError {
  return new ApiError(400, 'invalid_reset_token', 'This password reset link is not valid or has expired');
}

/** The columns an audit entry names a user by. */
const auditedUser = { id: users.id, name: users.name, email: users.email, role: users.role };

/**
 * The reset link's form: the token (single use, 30 minutes) sets the new password, and every session
 * of the account ends, wherever it was; the audit log records it, by the account (the link proved who
 * it is), with the sessions ended, in the same transaction. An unknown, used or expired token answers
 * 400 invalid_reset_token. Attempts count against the same per-address limit as requests.
 */
export async function confirmPasswordReset(
  input: { token: string; password: string },
  client: AuditClient & { ip: string },
): Promise<void> {
  await limitAddress(client.ip);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const userId = await consumeResetToken(input.token, tx);
    if (!userId) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning(auditedUser);
    const ended = await revokeUserSessions(userId, undefined, tx);
    await recordAudit(tx, {
      source: { actor: { kind: 'user', user }, client },
      action: 'user.password_reset',
      target: { kind: 'user', id: user.id, label: user.email },
      changes: change('sessionsEnded', null, String(ended)),
    });
    return true;
  });
  if (!done) throw invalidResetToken();
}

/**
 * An admin's one-time reset link for a customer (when the console sends no email, or the email went
 * astray): the same token rules, shown once, and an entry in the customer's audit log (so that the owner
 * sees who can set their password). Null when there is no such customer; admins' own passwords are not
 * reset this way (ADMIN_PASSWORD, or the email link).
 */
export async function createResetLinkFor(
  userId: string,
  origin: string,
  source: AuditSource,
): Promise<{ url: string; expiresAt: string } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select(auditedUser).from(users).where(eq(users.id, userId)).limit(1);
    if (user?.role !== 'customer') return null;
    const { token, expiresAt } = await issueResetToken(userId, tx);
    await recordAudit(tx, {
      source,
      action: 'user.reset_link_create',
      target: { kind: 'user', id: user.id, label: user.email },
      // The customer's own log: their personal organisation's id is theirs.
      orgId: user.id,
    });
    return { url: resetLink(origin, token), expiresAt: expiresAt.toISOString() };
  });
}
