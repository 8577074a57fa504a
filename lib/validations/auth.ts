import { object, string, type InferType } from 'yup';

import { emailField, nameField, passwordField } from '@/lib/validations/fields';
import { MAX_LENGTH, REQUIRED } from '@/lib/validations/messages';

export const signUpSchema = object({
  name: nameField(),
  email: emailField(),
  password: passwordField(),
  /** From an invitation link: the account joins that organisation (the email must be the invitation's). */
  invitationToken: string().trim().max(200, MAX_LENGTH).optional(),
});
export type SignUpInput = InferType<typeof signUpSchema>;

/** Sign-in checks only presence and form: the length rule is for choosing a password, not typing it. */
export const signInSchema = object({
  email: emailField(),
  password: string().required(REQUIRED),
});
export type SignInInput = InferType<typeof signInSchema>;
