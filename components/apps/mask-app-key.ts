/** How many characters of a key stay visible at its end when it is masked. */
const VISIBLE_TAIL = 4;
const MASK = '••••••••';

/**
 * The masked form of an app key, `fdk_••••••••abcd`: the prefix (which only says what kind of key it
 * is) and the last four characters, enough to tell two keys apart without showing a usable secret.
 * The mask has a fixed length so it does not give the key's length away.
 */
export function maskAppKey(key: string): string {
  const underscore = key.indexOf('_');
  const prefix = underscore > 0 && underscore < key.length - VISIBLE_TAIL ? key.slice(0, underscore + 1) : '';
  return `${prefix}${MASK}${keyTail(key)}`;
}

/** The last characters of a key, which the masked form keeps. */
export function keyTail(key: string): string {
  return key.length > VISIBLE_TAIL * 2 ? key.slice(-VISIBLE_TAIL) : '';
}

/**
 * Whether a key came masked from the server: a viewer's role may not see keys (lib/auth/org-roles.ts,
 * revealKeys), and gets this form instead, which is no use to reveal or copy.
 */
export function isMaskedAppKey(key: string): boolean {
  return /[•*]{3,}/.test(key);
}
