/**
 * The most used passwords, from zxcvbn-ts's common list (about 49,000 from leaked password sets, most
 * used first). A new password on it is refused whatever its case: "Password1" is guessed as early as
 * "password1". The list (about 150 kB gzip) is loaded on first use, so a page does not download it
 * until someone types a new password, and the server not until the first one is checked.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  // A failed load (a page offline) is tried again next time instead of being kept.
  common.catch(() => {
    common = undefined;
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
