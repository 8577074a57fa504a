import 'server-only';

import type { AuthResponse as AuthAnswer } from '@/lib/api/contract/auth';
import { dummyPasswordHash, verifyPassword } from '@/lib/server/auth/passwords';
import { createSession, type SessionClient } from '@/lib/server/auth/sessions';
import {
  createCustomer,
  findByEmail,
  normalizeEmail,
  toPublicUser,
  type PublicUser,
} from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { SignInInput, SignUpInput } from '@/lib/validations/auth';
import { TAKEN } from '@/lib/validations/messages';

/** The answer to sign-up and sign-in (the API contract's): the sign-in record plus the user. */
export type AuthResponse = AuthAnswer<PublicUser>;

async function startSession(user: PublicUser, client: SessionClient): Promise<AuthResponse> {
  const { token, expiresAt } = await createSession(user.id, client);
  return { sessionToken: token, role: user.role, tokenExpirationTimestamp: expiresAt.getTime(), user };
}

/** Sign-up makes a customer; admins exist only through ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function signUp(
  input: SignUpInput,
  clientIp: string,
  userAgent: string | null = null,
): Promise<AuthResponse> {
  const limit = await rateLimiter('signup', serverConfig().signupRateLimit)?.hit(`ip:${clientIp}`);
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  try {
    return await startSession(await createCustomer(input), { ip: clientIp, userAgent });
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
 * Failures per email from every address together are refused only past this many times the
 * per-address count (LOGIN_RATE_LIMIT), in the same window.
 */
export const EMAIL_LIMIT_FACTOR = 10;

/**
 * Sign-in. A wrong password and an unknown email get the same answer after the same work (a password
 * check against a dummy hash). The hard limit is per client address: past LOGIN_RATE_LIMIT failures
 * there (whatever the emails, so also for one email from that address), that address is refused with
 * 429 until the window ends, even with the right password. An email is refused from every address
 * only past EMAIL_LIMIT_FACTOR times that count: a guesser, who is held to the per-address count from
 * each address, cannot lock the owner out from elsewhere, while guesses spread over many addresses
 * stay bounded. Each attempt is counted before the slow password check, so parallel guesses cannot
 * slip past the limit; a successful sign-in gives its counts back.
 */
export async function signIn(
  input: SignInInput,
  clientIp: string,
  userAgent: string | null = null,
): Promise<AuthResponse> {
  const rule = serverConfig().loginRateLimit;
  const limits = [
    { limiter: rateLimiter('login', rule), key: `ip:${clientIp}` },
    {
      limiter: rateLimiter('login-email', rule && { ...rule, limit: rule.limit * EMAIL_LIMIT_FACTOR }),
      key: `email:${normalizeEmail(input.email)}`,
    },
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
  if (!user || !passwordOk) {
    throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct');
  }
  await giveBack(counted);
  return startSession(toPublicUser(user), { ip: clientIp, userAgent });
}
