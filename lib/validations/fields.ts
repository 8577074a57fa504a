import { string } from 'yup';

import { EMAIL, MAX_LENGTH, MIN_LENGTH, REQUIRED } from '@/lib/validations/messages';
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

/** Passwords are not trimmed: spaces are characters like any other. */
export const passwordField = () =>
  string().required(REQUIRED).min(PASSWORD_MIN_LENGTH, MIN_LENGTH).max(PASSWORD_MAX_LENGTH, MAX_LENGTH);
