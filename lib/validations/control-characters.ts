/**
 * Text the API never stores (lib/server/http/validate.ts answers the field code 'characters' for it),
 * and the forms check before sending: control characters other than tab and line breaks (PostgreSQL
 * cannot store NUL at all, and the others only hide or garble what is shown), the direction
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: they reorder what follows them, so
 * that "\u202Egnp.exe" shows as "exe.png"; the marks U+200E and U+200F stay allowed), and lone UTF-16
 * surrogates, which are not Unicode text (they would be stored as U+FFFD, not as sent).
 * Without zod, so a page can check text before the schemas load (the guide editor).
 */
const CONTROL_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDFFF]/u;

/** Whether the text holds characters the API refuses (pasted page breaks, direction overrides). */
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
