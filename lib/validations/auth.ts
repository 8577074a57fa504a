import { z } from 'zod';

import { emailField, nameField, passwordField, text } from '@/lib/validations/fields';
import { maxLength, REQUIRED } from '@/lib/validations/messages';

export const signUpSchema = z.object({
  name: nameField(),
  email: emailField(),
  password: passwordField(),
  /** From an invitation link: the account joins that organisation (the email must be the invitation's). */
  invitationToken: text().trim().max(200, maxLength(200)).optional(),
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** Sign-in checks only presence and form: the length rule is for choosing a password, not typing it. */
export const signInSchema = z.object({
  email: emailField(),
  password: text().min(1, REQUIRED),
});
export type SignInInput = z.output<typeof signInSchema>;
