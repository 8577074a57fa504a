import { string } from 'yup';

import { isCommonPassword } from '@/lib/validations/common-passwords';
import { COMMON_PASSWORD, EMAIL, MAX_LENGTH, MIN_LENGTH, REQUIRED } from '@/lib/validations/messages';
import { hasVisibleText } from '@/lib/validations/visible-text';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

/** Trimmed text, where text with nothing visible in it is as empty as no text: 'Value is required'. */
export const visibleText = () =>
  string()
    .trim()
    .test('visible', REQUIRED, (value) => !value || hasVisibleText(value));

/** "required" (docs/product.md, Exact texts): trims strings, 'Value is required'. */
export const requiredText = () => visibleText().required(REQUIRED);

export const nameField = () => requiredText().max(NAME_MAX_LENGTH, MAX_LENGTH);

export const emailField = () => requiredText().max(EMAIL_MAX_LENGTH, MAX_LENGTH).email(EMAIL);

/**
 * A new password: 8 to 200 characters of any kind, not among the most used passwords, and no rules on
 * which kinds of characters (OWASP ASVS 6.2). Not trimmed: spaces are characters like any other.
 */
export const passwordField = () =>
  string()
    .required(REQUIRED)
    .min(PASSWORD_MIN_LENGTH, MIN_LENGTH)
    .max(PASSWORD_MAX_LENGTH, MAX_LENGTH)
    .test(
      'common',
      COMMON_PASSWORD,
      async (value) => !value || value.length < PASSWORD_MIN_LENGTH || !(await isCommonPassword(value)),
    );
