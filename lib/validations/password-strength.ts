import { loadCommonDictionaries } from '@/lib/validations/common-passwords';

/**
 * How hard a password is to guess, 0 (very weak) to 4 (very strong), by zxcvbn's estimate: common
 * passwords, words, keyboard patterns, dates, repeats and sequences count for little. A hint only:
 * the rules are length and the common list (fields.ts). zxcvbn and the dictionaries load when the
 * strength hint is first used, never with a page; the dictionaries through the one loader the
 * common-password rule uses too.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** `userInputs`: the user's name and email, which make a password weaker when it contains them. */
export type PasswordScorer = (password: string, userInputs?: string[]) => PasswordScore;

let scorer: Promise<PasswordScorer> | undefined;

export function loadPasswordScorer(): Promise<PasswordScorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), loadCommonDictionaries()]).then(
    ([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
      return (password, userInputs = []) => zxcvbn.check(password, userInputs).score as PasswordScore;
    },
  );
  scorer.catch(() => {
    scorer = undefined;
  });
  return scorer;
}
