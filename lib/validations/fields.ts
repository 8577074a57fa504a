import { z } from 'zod';

import { isCommonPassword } from '@/lib/validations/common-passwords';
import { hasControlCharacters } from '@/lib/validations/control-characters';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/lib/validations/limits';
import {
  COMMON_PASSWORD,
  CONTROL_CHARACTERS,
  EMAIL,
  maxLength,
  minLength,
  ONE_OF,
  REQUIRED,
  WHOLE_NUMBER,
} from '@/lib/validations/messages';
import { hasVisibleText } from '@/lib/validations/visible-text';

/**
 * The field rules every schema is built from. Their messages are message keys (messages.ts). A value of
 * the wrong type (a number for a name, null for a required field) is 'required': the API does not guess,
 * and a form never sends one. Checks run in the order they are chained, and a field shows its first
 * failure, so 'required' comes before the length and format checks.
 */

/** A string; anything else (absent, null, a number) is 'required'. */
export const text = () => z.string({ error: REQUIRED });

/** Trimmed text, where text with nothing visible in it is as empty as no text: 'Value is required'. */
export const visibleText = () =>
  text()
    .trim()
    .refine((value) => !value || hasVisibleText(value), REQUIRED);

/** "required" (docs/product.md, Exact texts): trims strings, 'Value is required'. */
export const requiredText = () => visibleText().min(1, REQUIRED);

export const nameField = () => requiredText().max(NAME_MAX_LENGTH, maxLength(NAME_MAX_LENGTH));

/** The address as HTML's `<input type="email">` accepts it (WHATWG), after trimming. */
export const emailField = () =>
  requiredText().max(EMAIL_MAX_LENGTH, maxLength(EMAIL_MAX_LENGTH)).regex(z.regexes.html5Email, EMAIL);

/** Free text of a form (a name, a message): the API refuses control characters, so the form says so. */
export const noControlCharacters = <T extends z.ZodString>(field: T) =>
  field.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS);

/**
 * A new password: 8 to 200 characters of any kind, not among the most used passwords, and no rules on
 * which kinds of characters (OWASP ASVS 6.2). Not trimmed: spaces are characters like any other.
 * The list of common passwords loads on first use, so a schema with this field is parsed with
 * `safeParseAsync`.
 */
export const passwordField = () =>
  text()
    .min(1, REQUIRED)
    .min(PASSWORD_MIN_LENGTH, minLength(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH))
    .refine(
      async (value) => value.length < PASSWORD_MIN_LENGTH || !(await isCommonPassword(value)),
      COMMON_PASSWORD,
    );

/**
 * One of a list of values: a string that is not one of them is 'oneOf'; no string at all (absent, null,
 * '' as an unchosen select, a number) is 'required'.
 */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  z.enum(values, {
    error: (issue) => (typeof issue.input === 'string' && issue.input !== '' ? ONE_OF : REQUIRED),
  });

/**
 * A JSON whole number (not "30": the API takes numbers as numbers). Absent or null, where the field
 * needs one, is 'required'; text, a fraction or a number too large to count exactly is 'wholeNumber'.
 */
export const wholeNumber = () =>
  z.number({ error: (issue) => (issue.input == null ? REQUIRED : WHOLE_NUMBER) }).int(WHOLE_NUMBER);
