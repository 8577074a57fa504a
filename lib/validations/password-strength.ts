import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How hard a password is to guess, 0 (very weak) to 4 (very strong), by zxcvbn's estimate: common
 * passwords, words, keyboard patterns, dates, repeats and sequences count for little. A hint only:
 * the rules are length and the common list (fields.ts). Loaded by the strength hint when a new
 * password field is first used, never with a page (it carries the dictionaries).
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** `userInputs`: the user's name and email, which make a password weaker when it contains them. */
export function passwordScore(password: string, userInputs: string[] = []): PasswordScore {
  return zxcvbn.check(password, userInputs).score as PasswordScore;
}
