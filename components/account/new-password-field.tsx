'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { PasswordStrengthHint } from '@/components/account/password-strength-hint';
import { FormTextField } from '@/components/forms/form-text-field';
import { PASSWORD_MIN_LENGTH } from '@/lib/validations/limits';

/**
 * A new password's field (sign-up, change, reset), bound to Formik: the length hint, and under it how
 * hard the typed password is to guess. Needs the `PasswordStrength` and `Validation` namespaces.
 */
export function NewPasswordField({
  name,
  label,
  userInputs,
}: {
  name: string;
  label: string;
  userInputs?: string[];
}) {
  const t = useTranslations('PasswordStrength');
  const [field] = useField<string>(name);
  const strengthId = `${useId()}-strength`;
  return (
    <div className="space-y-1.5">
      <FormTextField
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        hint={t('rule', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordStrengthHint id={strengthId} password={field.value ?? ''} userInputs={userInputs} />
    </div>
  );
}
