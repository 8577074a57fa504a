/**
 * zxcvbn-ts's common dictionaries, loaded once for everything that needs them: the common-password
 * rule and the strength hint (password-strength.ts). About 150 kB gzip, loaded on first use, so a page
 * does not download them until someone types a new password, and the server not until the first one
 * is checked.
 *
 * One import for both users on purpose: when the hint and the form's validation each imported the
 * dictionaries, a form sent while the hint was still loading them could wait for ever in the browser
 * (two loads of the same large chunk at once), and "Create account" did nothing.
 */
type Dictionaries = typeof import('@zxcvbn-ts/language-common');

let dictionaries: Promise<Dictionaries> | undefined;

export function loadCommonDictionaries(): Promise<Dictionaries> {
  dictionaries ??= import('@zxcvbn-ts/language-common');
  // A failed load (a page offline) is tried again next time instead of being kept.
  dictionaries.catch(() => {
    dictionaries = undefined;
  });
  return dictionaries;
}

/**
 * The most used passwords (about 49,000 from leaked password sets). A new password on it is refused
 * whatever its case: "Password1" is guessed as early as "password1".
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= loadCommonDictionaries().then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  common.catch(() => {
    common = undefined;
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
