import 'server-only';

import type { AuthResponse as AuthAnswer } from '@/lib/api/contract/auth';
import { dummyPasswordHash, verifyPassword } from '@/lib/server/auth/passwords';
import { createSession } from '@/lib/server/auth/sessions';
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

async function startSession(user: PublicUser): Promise<AuthResponse> {
  const { token, expiresAt } = await createSession(user.id);
  return { sessionToken: token, role: user.role, tokenExpirationTimestamp: expiresAt.getTime(), user };
}

/** Sign-up makes a customer; admins exist only through ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function signUp(input: SignUpInput, clientIp: string): Promise<AuthResponse> {
  const limit = await rateLimiter('signup', serverConfig().signupRateLimit)?.hit(`ip:${clientIp}`);
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  try {
    return await startSession(await createCustomer(input));
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
export async function signIn(input: SignInInput, clientIp: string): Promise<AuthResponse> {
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
  if (!user || !passwordOk) {
    throw new ApiError(401, 'invalid_credentials', 'The email or password is not correct');
  }
  await giveBack(counted);
  return startSession(toPublicUser(user));
}
