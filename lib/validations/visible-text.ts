/**
 * Nothing a reader would see: white space and format characters only (zero-width spaces and joiners,
 * direction marks, the byte order mark). `trim()` keeps the format characters, so "\u200B" is not empty.
 * Without zod, so a page can check text before the schemas load (the guide editor).
 */
const INVISIBLE = /^[\p{White_Space}\p{Cf}]*$/u;

/** Whether a reader would see anything of the text. */
export const hasVisibleText = (value: string) => !INVISIBLE.test(value);
