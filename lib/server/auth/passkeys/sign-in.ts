import 'server-only';

import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';

import type { AuthResponse } from '@/lib/api/contract/auth';
import { change, recordAudit, type AuditClient, type DbExecutor } from '@/lib/server/audit/record';
import { startSession } from '@/lib/server/auth/accounts';
import {
  passkeyRejected,
  relyingParty,
  spendChallenge,
  storeChallenge,
} from '@/lib/server/auth/passkeys/challenges';
import { sendNewSignInNotice } from '@/lib/server/auth/sign-in-notice';
import { challengedUser } from '@/lib/server/auth/two-factor/challenges';
import { toPublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { passkeys, users } from '@/lib/server/db/schema';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { AuthenticationResponseInput } from '@/lib/validations/passkeys';

/**
 * Signing in with a passkey (docs/product.md, Passkeys): as the second step after the password, or
 * alone (the passkey is discoverable: it names the account, and its user verification, a PIN or a
 * fingerprint, is the second factor). Either way the browser signs a challenge this server made, and
 * `@simplewebauthn/server` checks the signature, the origin, the host and the signature counter.
 */

function challengeExpired(): ApiError {
  return new ApiError(401, 'challenge_expired', 'The sign-in took too long: sign in again');
}

/** Passkey options asked for, counted per address (LOGIN_ADDRESS_RATE_LIMIT): each keeps a challenge. */
const addressLimiter = () => rateLimiter('passkey-sign-in', serverConfig().loginAddressRateLimit);

/** A sign-in with a passkey gives back the count its options took. */
export async function releasePasskeyOptions(client: AuditClient): Promise<void> {
  await addressLimiter()?.release(`ip:${client.ip}`);
}

/**
 * POST /api/v1/auth/login/passkey/options. With `challenge` (the password step's), options for that
 * account's passkeys, for the second step (401 challenge_expired when it ran out); without, options
 * for any passkey of this console, for a sign-in with a passkey alone. Limited per address (429).
 */
export async function authenticationOptions(
  request: Request,
  client: AuditClient,
  mfaChallenge: string | undefined,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const db = await getDb();
  const { rpID } = relyingParty(request);
  // Each call keeps a challenge: they are counted per address, given back by a sign-in.
  const state = await addressLimiter()?.hit(`ip:${client.ip}`);
  if (state?.limited) throw rateLimited(state.retryAfterSeconds);
  let userId: string | null = null;
  if (mfaChallenge !== undefined) {
    userId = await challengedUser(db, mfaChallenge);
    if (!userId) throw challengeExpired();
  }
  const keys = userId ? await db.select().from(passkeys).where(eq(passkeys.userId, userId)) : [];
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: keys.map((row) => ({
      id: row.credentialId,
      transports: (row.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
  });
  await storeChallenge(db, options.challenge, 'sign_in', userId);
  return options;
}

/**
 * Verifies a browser's answer: its challenge made here for `userId` (null: a sign-in with a passkey
 * alone) and unspent, its passkey known (and `userId`'s), its signature right. The passkey's counter
 * and last use are written. Returns the account, or null when anything fails.
 */
export async function verifyPasskey(
  db: DbExecutor,
  response: AuthenticationResponseInput,
  request: Request,
  userId: string | null,
): Promise<string | null> {
  const challenge = await spendChallenge(db, response.response.clientDataJSON, 'sign_in', userId);
  if (!challenge) return null;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(
      userId === null
        ? eq(passkeys.credentialId, response.id)
        : and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, userId)),
    )
    .limit(1);
  if (!row) return null;
  const { origin, rpID } = relyingParty(request);
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: row.counter,
      transports: (row.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    },
  }).catch((error: unknown) => {
    // Which check failed (origin, counter, signature) helps an operator; it holds no secret.
    log().info(
      { component: 'passkeys', reason: error instanceof Error ? error.message : 'unknown' },
      'a passkey was refused',
    );
    return null;
  });
  if (!verified?.verified) return null;
  // Written only over the counter checked: of two answers with the same counter (a cloned key used
  // twice at once, on two instances), one passes. Authenticators that keep no counter send 0 always.
  const { newCounter } = verified.authenticationInfo;
  const written = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  if (written.length === 0 && newCounter > 0) return null;
  return row.userId;
}

/**
 * POST /api/v1/auth/login/passkey {response}: a sign-in with a passkey alone. 401 passkey_rejected
 * for an answer that does not verify (audited in the account's log when the passkey names one).
 */
export async function signInWithPasskey(
  response: AuthenticationResponseInput,
  request: Request,
  client: AuditClient,
): Promise<AuthResponse> {
  const db = await getDb();
  const userId = await verifyPasskey(db, response, request, null);
  if (!userId) {
    const [owner] = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.credentialId, response.id))
      .limit(1);
    if (owner) {
      await recordAudit(db, {
        source: { actor: { kind: 'anonymous', email: owner.email }, client },
        action: 'auth.sign_in_failed',
        target: { kind: 'user', id: owner.id, label: owner.email },
        orgId: owner.role === 'customer' ? owner.id : null,
        changes: change('secondFactor', null, 'passkey'),
      });
    }
    throw passkeyRejected();
  }
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw passkeyRejected();
  await releasePasskeyOptions(client);
  const user = toPublicUser(row);
  const { answer, newOrigin } = await db.transaction((tx) =>
    startSession(tx, user, 'auth.sign_in', client, 'passkey'),
  );
  if (newOrigin) sendNewSignInNotice(user, client, new Date());
  return answer;
}
