import { object, ref, string, type InferType } from 'yup';

import { emailField, passwordField, PASSWORD_MAX_LENGTH } from '@/lib/validations/fields';
import { MAX_LENGTH, PASSWORD_MISMATCH, REQUIRED } from '@/lib/validations/messages';

/** The repeated new password of a form: the same as `field`. */
const repeated = (field: string) =>
  string()
    .required(REQUIRED)
    .oneOf([ref(field)], PASSWORD_MISMATCH);

/** POST /api/user/password. The current password is checked for presence only, as at sign-in. */
export const changePasswordSchema = object({
  currentPassword: string().required(REQUIRED).max(PASSWORD_MAX_LENGTH, MAX_LENGTH),
  newPassword: passwordField(),
});
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** The "Change password" form: the API's fields and the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: repeated('newPassword'),
});
export type ChangePasswordFormInput = InferType<typeof changePasswordFormSchema>;

/** POST /api/v1/auth/password-reset and the "Forgot password?" form. */
export const passwordResetRequestSchema = object({ email: emailField() });
export type PasswordResetRequestInput = InferType<typeof passwordResetRequestSchema>;

/** Reset tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const RESET_TOKEN_MAX_LENGTH = 100;

/** POST /api/v1/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = object({
  token: string().required(REQUIRED).max(RESET_TOKEN_MAX_LENGTH, MAX_LENGTH),
  password: passwordField(),
});
export type PasswordResetConfirmInput = InferType<typeof passwordResetConfirmSchema>;

/** The "Choose a new password" form (its token comes from the link). */
export const passwordResetFormSchema = object({
  password: passwordField(),
  confirmPassword: repeated('password'),
});
export type PasswordResetFormInput = InferType<typeof passwordResetFormSchema>;
