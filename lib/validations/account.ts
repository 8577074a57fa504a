import { z } from 'zod';

import { emailField, passwordField, text } from '@/lib/validations/fields';
import { PASSWORD_MAX_LENGTH } from '@/lib/validations/limits';
import { maxLength, PASSWORD_MISMATCH, REQUIRED } from '@/lib/validations/messages';

/**
 * A form that asks for the new password twice: the repeat must equal `field`. It is checked even while
 * other fields are wrong, so the form shows every problem at once.
 */
const withRepeat = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, field: keyof Shape & string) =>
  schema.extend({ confirmPassword: text().min(1, REQUIRED) }).refine(
    (value) => {
      const values = value as Record<string, unknown>;
      return values[field] === values.confirmPassword;
    },
    { error: PASSWORD_MISMATCH, path: ['confirmPassword'], when: () => true },
  );

/** POST /api/user/password. The current password is checked for presence only, as at sign-in. */
export const changePasswordSchema = z.object({
  currentPassword: text().min(1, REQUIRED).max(PASSWORD_MAX_LENGTH, maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: passwordField(),
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The "Change password" form: the API's fields and the new password typed twice. */
export const changePasswordFormSchema = withRepeat(changePasswordSchema, 'newPassword');
export type ChangePasswordFormInput = z.output<typeof changePasswordFormSchema>;

/** POST /api/v1/auth/password-reset and the "Forgot password?" form. */
export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequestInput = z.output<typeof passwordResetRequestSchema>;

/** Reset tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const RESET_TOKEN_MAX_LENGTH = 100;

/** POST /api/v1/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({
  token: text().min(1, REQUIRED).max(RESET_TOKEN_MAX_LENGTH, maxLength(RESET_TOKEN_MAX_LENGTH)),
  password: passwordField(),
});
export type PasswordResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;

/** The "Choose a new password" form (its token comes from the link). */
export const passwordResetFormSchema = withRepeat(z.object({ password: passwordField() }), 'password');
export type PasswordResetFormInput = z.output<typeof passwordResetFormSchema>;
