'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { AskAdministratorNotice } from '@/components/auth/ask-administrator-notice';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazySchema } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useConsoleState } from '@/components/state/console-store';
import { requestPasswordReset, type PasswordResetRequested } from '@/lib/api/account';
import type { PasswordResetRequestInput } from '@/lib/validations/account';

const FIELDS = ['email'] as const;
const INITIAL_VALUES: PasswordResetRequestInput = { email: '' };
// The schema (and zod) loads with the first validation, not with the page (components/forms/lazy-schema.ts).
const loadSchema = () =>
  import('@/lib/validations/account').then((module) => module.passwordResetRequestSchema);
const schema = lazySchema<PasswordResetRequestInput>(loadSchema);

/**
 * "Forgot password?": the email to send a reset link to. The answer is the same for any email, so the
 * page says a link is on its way if an account uses it; when the console sends no email it says to
 * ask an administrator. Needs the `ForgotPasswordForm`, `Validation` and `ApiErrors` namespaces.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('ForgotPasswordForm');
  const errorMessage = useApiErrorMessage();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{
    email: string;
    delivery: PasswordResetRequested['delivery'];
  } | null>(null);
  // The form goes: focus moves to what replaced it, so a keyboard user reads on from there.
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  async function onSubmit(
    values: PasswordResetRequestInput,
    helpers: FormikHelpers<PasswordResetRequestInput>,
  ) {
    setFormError(null);
    try {
      const { email } = await schema.clean(values);
      const { data } = await requestPasswordReset(authApiUrl, email);
      setAnswer({ email, delivery: data.delivery });
    } catch (error) {
      showApiFieldErrors<PasswordResetRequestInput>(error, FIELDS, helpers);
      setFormError(errorMessage(error));
    }
  }

  return (
    <>
      <div role="status">
        {answer?.delivery === 'administrator' ? <AskAdministratorNotice focusRef={answerRef} /> : null}
        {answer?.delivery === 'email' ? (
          <p
            ref={answerRef}
            tabIndex={-1}
            className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 outline-none dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100"
          >
            {t('sent', { email: answer.email, minutes: 30 })}
          </p>
        ) : null}
      </div>
      {answer ? null : (
        <Formik initialValues={INITIAL_VALUES} validate={schema.validate} onSubmit={onSubmit}>
          <Form method="post" noValidate className="space-y-4">
            <FormErrorAlert message={formError} />
            <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
            <FocusFirstError fields={FIELDS} />
            <SubmitButton busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
          </Form>
        </Formik>
      )}
    </>
  );
}
