/**
 * One key term of a language: the word its catalogue uses, and the variants it must not use
 * beside it (each once found in a catalogue, or the usual other translation of the term).
 */
export interface GlossaryEntry {
  /** The English term, or the rule, this entry keeps consistent. */
  term: string;
  /** The catalogue's own word, as it appears in at least one message (compared case-insensitively). */
  preferred: string;
  /**
   * Forbidden variants: regular-expression sources, matched case-insensitively in the words of a
   * message (its ICU arguments and tags left out), never inside a longer Latin, Greek or Cyrillic word.
   */
  forbidden: readonly string[];
  /** Only the messages whose key matches, when the rule is about one kind of text. */
  keys?: RegExp;
}
