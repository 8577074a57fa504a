'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { NewPasswordField } from '@/components/account/new-password-field';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazySchema } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useConsoleState } from '@/components/state/console-store';
import { confirmPasswordReset } from '@/lib/api/account';
import { HttpError } from '@/lib/http/client';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '@/lib/routes';
import type { PasswordResetFormInput } from '@/lib/validations/account';

const FIELDS = ['password', 'confirmPassword'] as const;
const INITIAL_VALUES: PasswordResetFormInput = { password: '', confirmPassword: '' };
const loadSchema = () => import('@/lib/validations/account').then((module) => module.passwordResetFormSchema);
const schema = lazySchema<PasswordResetFormInput>(loadSchema);

const LINK = 'font-medium text-brand-600 underline underline-offset-2 dark:text-brand-100';

/**
 * The reset link's page: a new password, twice. Done, every session of the account has ended and the
 * page offers sign-in; a used or expired link offers a new one. Needs the `ResetPasswordForm`,
 * `PasswordStrength`, `Validation` and `ApiErrors` namespaces.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPasswordForm');
  const errorMessage = useApiErrorMessage();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'changed' | 'invalid' | null>(token ? null : 'invalid');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function onSubmit(values: PasswordResetFormInput, helpers: FormikHelpers<PasswordResetFormInput>) {
    setFormError(null);
    try {
      await confirmPasswordReset(authApiUrl, { token, password: values.password });
      setOutcome('changed');
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_reset_token') setOutcome('invalid');
      else if (!showApiFieldErrors(error, FIELDS, helpers)) setFormError(errorMessage(error));
    }
  }

  return (
    <>
      <div role="status">
        {outcome ? (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800 outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {outcome === 'changed' ? t('changed') : t('invalid')}{' '}
            <a href={outcome === 'changed' ? SIGN_IN_PATH : FORGOT_PASSWORD_PATH} className={LINK}>
              {outcome === 'changed' ? t('signIn') : t('requestNew')}
            </a>
          </p>
        ) : null}
      </div>
      {outcome ? null : (
        <Formik initialValues={INITIAL_VALUES} validate={schema.validate} onSubmit={onSubmit}>
          <Form method="post" noValidate className="space-y-4">
            <FormErrorAlert message={formError} />
            <NewPasswordField name="password" label={t('password')} />
            <FormTextField
              name="confirmPassword"
              type="password"
              label={t('confirmPassword')}
              autoComplete="new-password"
            />
            <FocusFirstError fields={FIELDS} />
            <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </>
  );
}
