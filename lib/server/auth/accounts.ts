import 'server-only';

import { eq } from 'drizzle-orm';

import type { AuthResponse } from '@/lib/api/contract/auth';
import type { MfaChallenge } from '@/lib/api/contract/two-factor';
import type { SecondFactor } from '@/lib/auth/second-factor';
import { change, recordAudit, type AuditClient, type DbExecutor } from '@/lib/server/audit/record';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { createSession, revokeSession } from '@/lib/server/auth/sessions';
import { recordSignInOrigin, sendNewSignInNotice } from '@/lib/server/auth/sign-in-notice';
import { createChallenge } from '@/lib/server/auth/two-factor/challenges';
import { secondFactorMethods } from '@/lib/server/auth/two-factor/verify';
import { rememberLocale } from '@/lib/server/auth/user-locale';
import {
  findByEmail,
  insertCustomer,
  normalizeEmail,
  toPublicUser,
  type PublicUser,
} from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { users } from '@/lib/server/db/schema';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { joinByInvitation } from '@/lib/server/orgs/invitations';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { SignInInput, SignUpInput } from '@/lib/validations/auth';
import { TAKEN } from '@/lib/validations/messages';

/**
 * A new session, audited as `action` in the same transaction, its origin recorded (sign-in-notice.ts):
 * `newOrigin` says whether the account's owner is to be told of it.
 */
export async function startSession(
  tx: DbExecutor,
  user: PublicUser,
  action: 'auth.sign_in' | 'auth.sign_up',
  client: AuditClient,
  secondFactor: SecondFactor | null = null,
): Promise<{ answer: AuthResponse; newOrigin: boolean }> {
  const { token, expiresAt } = await createSession(user.id, client, tx, secondFactor);
  await recordAudit(tx, {
    source: { actor: { kind: 'user', user }, client },
    action,
    target: { kind: 'user', id: user.id, label: user.email },
    changes: change('secondFactor', null, secondFactor),
  });
  const newOrigin = await recordSignInOrigin(tx, user.id, client);
  // A new account's notices are written in the language it was made in; a sign-in changes nothing
  // (whoever signs in, the owner's notices stay in the owner's language: GET /api/user keeps it).
  if (action === 'auth.sign_up') await rememberLocale(user.id, client.locale, tx);
  const answer = {
    sessionToken: token,
    role: user.role,
    tokenExpirationTimestamp: expiresAt.getTime(),
    user,
  };
  return { answer, newOrigin };
}

/**
 * Sign-up makes a customer; admins exist only through ADMIN_EMAIL/ADMIN_PASSWORD. In the same
 * transaction the customer gets a first organisation named after them, which they own, whose id is
 * their own (as the migration gave existing customers). From an invitation link (`invitationToken`)
 * they also join that organisation, which becomes their active one; the email must be the
 * invitation's (403 invitation_wrong_account), and a refused invitation makes no account.
 */
export async function signUp(input: SignUpInput, client: AuditClient): Promise<AuthResponse> {
  const limit = await rateLimiter('signup', serverConfig().signupRateLimit)?.hit(`ip:${client.ip}`);
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  const passwordHash = await hashPassword(input.password);
  const { invitationToken, ...account } = input;
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      // With their first organisation (insertCustomer), part of the sign-up, whose entry says so.
      const user = await insertCustomer({ ...account, passwordHash }, tx);
      if (invitationToken) {
        await joinByInvitation(tx, user, invitationToken, { actor: { kind: 'user', user }, client });
      }
      return (await startSession(tx, user, 'auth.sign_up', client)).answer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The field too, so a form can mark the Email field itself, not only say it above the form.
      throw new ApiError(409, 'email_taken', 'An account with this email already exists', {
        fields: { email: TAKEN },
      });
    }
    throw error;
  }
}

/**
 * Sign-in. A wrong password and an unknown email get the same answer after the same work (a password
 * check against a dummy hash). Failures are counted three ways, each with its own limit:
 * - per account from one address (LOGIN_RATE_LIMIT, low): a guesser at one account is held there;
 * - per address whatever the account (LOGIN_ADDRESS_RATE_LIMIT, high enough for the many people a
 *   carrier's or an office's NAT puts behind one address): holds one who tries many accounts, while
 *   a burst at one account, refused by the first count, does not lock out everyone behind it;
 * - per account from every address (LOGIN_ACCOUNT_RATE_LIMIT): bounds guesses spread over many
 *   addresses, high enough that a guesser cannot lock the owner out from elsewhere.
 * Past any of them the attempt is refused with 429 until that window ends, even with the right
 * password. Each attempt is counted before the slow password check, so parallel guesses cannot slip
 * past a limit; a refused attempt, and a successful sign-in, give back the counts they took.
 */
export async function signIn(input: SignInInput, client: AuditClient): Promise<AuthResponse | MfaChallenge> {
  const clientIp = client.ip;
  const config = serverConfig();
  const email = normalizeEmail(input.email);
  const limits = [
    { limiter: rateLimiter('login', config.loginRateLimit), key: `ip-email:${clientIp}:${email}` },
    { limiter: rateLimiter('login-address', config.loginAddressRateLimit), key: `ip:${clientIp}` },
    { limiter: rateLimiter('login-email', config.loginAccountRateLimit), key: `email:${email}` },
  ];
  const counted = await Promise.all(
    limits.map(async (entry) => ({ ...entry, state: await entry.limiter?.hit(entry.key) })),
  );
  const blocked = counted.find(({ state }) => state?.limited)?.state;
  const giveBack = (entries: typeof counted) =>
    Promise.all(entries.map(({ limiter, key }) => limiter?.release(key)));
  if (blocked) {
    // A refused attempt is not a guess: give back the counts it took.
    await giveBack(counted.filter(({ state }) => !state?.limited));
    throw rateLimited(Math.max(...counted.map(({ state }) => state?.retryAfterSeconds ?? 0)));
  }

  const user = await findByEmail(input.email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  const db = await getDb();
  if (!user || !passwordOk) {
    // The email only, as typed (normalized): never the password. The account's owner, when it is a
    // customer, sees the attempt in their own log.
    const email = normalizeEmail(input.email);
    await recordAudit(db, {
      source: { actor: { kind: 'anonymous', email }, client },
      action: 'auth.sign_in_failed',
      target: { kind: 'user', id: user?.id ?? null, label: email },
      orgId: user?.role === 'customer' ? user.id : null,
    });
    throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct');
  }
  await giveBack(counted);
  const signedIn = toPublicUser(user);
  // With a second factor, no session yet: a challenge for the second step (two-factor/second-step.ts).
  const methods = await secondFactorMethods(db, user.id);
  if (methods.length > 0) return createChallenge(db, user.id, methods);
  const { answer, newOrigin } = await db.transaction((tx) =>
    startSession(tx, signedIn, 'auth.sign_in', client),
  );
  // After the commit: a rolled-back sign-in tells nobody.
  if (newOrigin) sendNewSignInNotice(signedIn, client, new Date());
  return answer;
}

/**
 * Sign-out: revokes the token and audits it in one transaction. A token that was unknown or had
 * already ended changes nothing and leaves no entry (signing out twice is harmless).
 */
export async function signOut(token: string, client: AuditClient): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const userId = await revokeSession(token, tx);
    if (!userId) return;
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await recordAudit(tx, {
      source: { actor: { kind: 'user', user }, client },
      action: 'auth.sign_out',
      target: { kind: 'user', id: user.id, label: user.email },
    });
  });
}
