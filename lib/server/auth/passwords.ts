import 'server-only';

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto. The stored value names its own parameters,
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (salt and hash base64url), so the cost can be raised later
 * without invalidating existing hashes.
 *
 * N = 2^15, r = 8 uses 32 MiB and tens of milliseconds per hash: costly for an attacker with a stolen
 * table, affordable for a console that hashes only at sign-up and sign-in.
 */
const PREFIX = 'scrypt';
const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  // Node's default memory cap (32 MiB) is exactly what N = 2^15, r = 8 needs, so give it headroom.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (prefix !== PREFIX || !salt || !hash || ![cost.N, cost.r, cost.p].every(Number.isSafeInteger))
    return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  try {
    const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), cost);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, checked when the email is unknown so that an unknown email takes as
 * long to refuse as a wrong password (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
