import { string } from 'yup';

import { EMAIL, MAX_LENGTH, MIN_LENGTH, REQUIRED } from '@/lib/validations/messages';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * Nothing a reader would see: white space and format characters only (zero-width spaces and joiners,
 * direction marks, the byte order mark). `trim()` keeps the format characters, so "\u200B" is not empty.
 */
const INVISIBLE = /^[\p{White_Space}\p{Cf}]*$/u;

/** Whether a reader would see anything of the text. */
export const hasVisibleText = (value: string) => !INVISIBLE.test(value);

/** Trimmed text, where text with nothing visible in it is as empty as no text: 'Value is required'. */
export const visibleText = () =>
  string()
    .trim()
    .test('visible', REQUIRED, (value) => !value || hasVisibleText(value));

/** Spec 5, "required": trims strings, 'Value is required'. */
export const requiredText = () => visibleText().required(REQUIRED);

export const nameField = () => requiredText().max(NAME_MAX_LENGTH, MAX_LENGTH);

export const emailField = () => requiredText().max(EMAIL_MAX_LENGTH, MAX_LENGTH).email(EMAIL);

/** Passwords are not trimmed: spaces are characters like any other. */
export const passwordField = () =>
  string().required(REQUIRED).min(PASSWORD_MIN_LENGTH, MIN_LENGTH).max(PASSWORD_MAX_LENGTH, MAX_LENGTH);
