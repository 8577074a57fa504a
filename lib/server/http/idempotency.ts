import 'server-only';

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { and, eq, sql } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { idempotencyKeys } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/api-error';
import { jsonError } from '@/lib/server/http/responses';

/**
 * `Idempotency-Key` on the calls that create (apps, webhooks, tokens, invitations), the Stripe model
 * (docs/product.md, Retries): the first request with a key is answered and its answer kept for 24
 * hours; a retry with the same key, from the same caller, to the same call with the same body gets that
 * answer again (`Idempotent-Replayed: true`), not a second object. The key is claimed by inserting its
 * row, so on every instance together one request only makes the object: a retry arriving while the
 * first is still being answered waits for its answer (409 idempotency_in_progress after WAIT_MS). The
 * same key with another call or body is refused (422 idempotency_key_reused). An answer of 500 or more
 * is not kept, so the retry runs again.
 */
const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request's answer before 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A key whose first request has not been answered after this long (its process stopped) is free again. */
const ABANDONED = sql`interval '1 minute'`;
const KEPT = sql`interval '24 hours'`;
/** Expired keys are deleted now and then, after this many keys claimed by this process. */
const SWEEP_EVERY = 200;
let claims = 0;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The kept answer is sealed (AES-256-GCM) with a key derived from the client's key, which the database
 * does not keep: an answer that holds a secret shown once (a token's value, a new app key) cannot be
 * read from the database alone.
 */
function sealKey(caller: string, key: string): Buffer {
  return createHash('sha256').update(`fleetdeck idempotent answer\n${caller}\n${key}`).digest();
}

function seal(text: string, secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function unseal(stored: string, secret: Buffer): string {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

function invalidKey(): ApiError {
  return new ApiError(
    400,
    'invalid_idempotency_key',
    'Idempotency-Key must be 1-255 visible ASCII characters',
  );
}

function keyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used with another request; use a new key for a new request',
  );
}

function inProgress(): ApiError {
  return new ApiError(
    409,
    'idempotency_in_progress',
    'A request with this Idempotency-Key is still being answered',
    {
      headers: { 'Retry-After': '1' },
    },
  );
}

/**
 * Answers a create call once per `Idempotency-Key` (none: `answer` as it is). `caller` names who calls
 * (their user id), so that one caller's key never reaches another's answer.
 */
export async function idempotent(
  request: Request,
  caller: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(HEADER);
  if (key === null) return answer();
  if (!KEY_PATTERN.test(key)) throw invalidKey();
  const call = `${request.method} ${new URL(request.url).pathname}`;
  const requestHash = sha256(await request.clone().text());
  const keyHash = sha256(`${caller}\n${key}`);
  const secret = sealKey(caller, key);
  const db = await getDb();
  const waitUntil = Date.now() + WAIT_MS;

  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ keyHash, call, requestHash })
      .onConflictDoNothing()
      .returning({ keyHash: idempotencyKeys.keyHash });
    if (claimed) return answerFirst(keyHash, secret, request, answer);

    const [kept] = await db
      .select({
        call: idempotencyKeys.call,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        answer: idempotencyKeys.answer,
        stale: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${KEPT}
          or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED})`,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.keyHash, keyHash));
    if (!kept) continue; // its first request failed meanwhile: this one may claim the key
    if (kept.stale) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.keyHash, keyHash), sql`${idempotencyKeys.createdAt} < now() - ${ABANDONED}`),
        );
      continue;
    }
    if (kept.call !== call || kept.requestHash !== requestHash) throw keyReused();
    if (kept.status !== null && kept.answer !== null) {
      return new Response(unseal(kept.answer, secret), {
        status: kept.status,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Idempotent-Replayed': 'true',
        },
      });
    }
    if (Date.now() >= waitUntil) throw inProgress();
    await sleep(POLL_MS);
  }
}

/** Answers the request that claimed the key, and keeps its answer (or frees the key after a failure). */
async function answerFirst(
  keyHash: string,
  secret: Buffer,
  request: Request,
  answer: () => Promise<Response>,
): Promise<Response> {
  const db = await getDb();
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    response = jsonError(error, request);
  }
  if (response.status >= 500) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash));
    return response;
  }
  const text = await response.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ status: response.status, answer: seal(text, secret) })
    .where(eq(idempotencyKeys.keyHash, keyHash));
  claims += 1;
  if (claims % SWEEP_EVERY === 0) {
    await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${KEPT}`);
  }
  return response;
}
