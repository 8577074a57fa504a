/**
 * Characters the API never stores in text (`FORBIDDEN_CHARACTERS` in lib/server/http/validate.ts,
 * which answers the field code 'characters' for them): control characters other than tab and line
 * breaks, the direction embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069; the marks
 * U+200E and U+200F are allowed) and lone UTF-16 surrogates. A copy, because that module is server
 * code; control-characters.test.ts checks that both refuse the same characters.
 * Without yup, so a page can check text before the schemas load (the guide editor).
 */
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/u;

/** Whether the text holds characters the API refuses (pasted page breaks, direction overrides). */
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
