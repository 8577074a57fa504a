import 'server-only';

import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, count, eq } from 'drizzle-orm';

import type { Passkey } from '@/lib/api/contract/two-factor';
import { change, recordAudit, type AuditClient } from '@/lib/server/audit/record';
import { sendPasskeyAddedNotice } from '@/lib/server/auth/passkeys/added-notice';
import {
  passkeyNotAdded,
  relyingParty,
  spendChallenge,
  storeChallenge,
} from '@/lib/server/auth/passkeys/challenges';
import { checkPassword } from '@/lib/server/auth/two-factor/settings';
import type { PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { passkeys, users, type PasskeyRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/api-error';
import { log } from '@/lib/server/log';
import { consoleSettingValues } from '@/lib/settings/public';
import { PASSKEYS_PER_USER, type NewPasskeyInput } from '@/lib/validations/passkeys';

/**
 * An account's passkeys (docs/product.md, Passkeys): adding one (options with a challenge, then the
 * browser's answer, verified by `@simplewebauthn/server`), listing and removing them. Adding and
 * removing are audited. A passkey is a second factor, and signs in alone too (sign-in.ts).
 */

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

function limitReached(): ApiError {
  return new ApiError(409, 'limit_reached', `An account has at most ${PASSKEYS_PER_USER} passkeys`);
}

/** GET /api/user/passkeys: oldest first. */
export async function listPasskeys(userId: string): Promise<Passkey[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/**
 * POST /api/user/passkeys/options {password}: what the browser needs to make a passkey for this
 * account, after its password (a stolen session alone must not add a way in that outlives it). The
 * account's passkeys are excluded (an authenticator holds one per account), and the authenticator is
 * asked to keep it discoverable, so that it can sign in without the email.
 */
export async function registrationOptions(
  user: PublicUser,
  password: string,
  request: Request,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = await getDb();
  await checkPassword(db, user, password);
  const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
  if (existing.length >= PASSKEYS_PER_USER) throw limitReached();
  const { rpID } = relyingParty(request);
  const options = await generateRegistrationOptions({
    rpName: consoleSettingValues().PRODUCT_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: (row.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, 'register', user.id);
  return options;
}

/**
 * POST /api/user/passkeys {name, response}: the browser's answer is verified against a challenge
 * made for this account (400 `fields.response` passkeyRejected otherwise, also for a passkey already
 * added), then the passkey is kept, the addition audited, and its owner told by email.
 */
export async function addPasskey(
  user: PublicUser,
  input: NewPasskeyInput,
  request: Request,
  client: AuditClient,
): Promise<Passkey> {
  const db = await getDb();
  const challenge = await spendChallenge(db, input.response.response.clientDataJSON, 'register', user.id);
  if (!challenge) throw passkeyNotAdded();
  const { origin, rpID } = relyingParty(request);
  const verified = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    // The library's reason (which check failed) helps an operator; it holds no secret.
    log().info(
      { component: 'passkeys', reason: error instanceof Error ? error.message : 'unknown' },
      'a passkey was not added',
    );
    return null;
  });
  if (!verified?.verified) throw passkeyNotAdded();
  const { credential } = verified.registrationInfo;
  let added: Passkey;
  try {
    added = await db.transaction(async (tx) => {
      // One addition at a time per account, so that two at once cannot pass the limit together.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [held] = await tx.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
      if ((held?.value ?? 0) >= PASSKEYS_PER_USER) throw limitReached();
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          name: input.name,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? null,
        })
        .returning();
      await recordAudit(tx, {
        source: { actor: { kind: 'user', user }, client },
        action: 'user.passkey_add',
        target: { kind: 'user', id: user.id, label: user.email },
        changes: change('name', null, input.name),
      });
      return toPasskey(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw passkeyNotAdded();
    throw error;
  }
  sendPasskeyAddedNotice(user, added.name, client, new Date());
  return added;
}

/** DELETE /api/user/passkeys/<id> {password}: 404 for one that is not the caller's. */
export async function removePasskey(
  user: PublicUser,
  id: string,
  password: string,
  client: AuditClient,
): Promise<void> {
  const db = await getDb();
  await checkPassword(db, user, password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning();
    if (!row) throw new ApiError(404, 'not_found', 'There is no such passkey');
    await recordAudit(tx, {
      source: { actor: { kind: 'user', user }, client },
      action: 'user.passkey_remove',
      target: { kind: 'user', id: user.id, label: user.email },
      changes: change('name', row.name, null),
    });
  });
}
