'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { NewPasswordField } from '@/components/account/new-password-field';
import { withNext } from '@/components/auth/auth-page-links';
import { StorageBlockedNotice } from '@/components/auth/sign-in-parts';
import { useCompleteSignIn } from '@/components/auth/use-complete-sign-in';
import { useGuardNotice } from '@/components/auth/use-guard-notice';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazySchema } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useConsoleState } from '@/components/state/console-store';
import { signup } from '@/lib/api/auth';
import { SIGN_IN_PATH } from '@/lib/routes';
import type { SignUpInput } from '@/lib/validations/auth';

const FIELDS = ['name', 'email', 'password'] as const;
const INITIAL_VALUES: SignUpInput = { name: '', email: '', password: '' };
// The schema (and zod) loads with the first validation, not with the page (components/forms/lazy-schema.ts).
const loadSchema = () => import('@/lib/validations/auth').then((module) => module.signUpSchema);
const schema = lazySchema<SignUpInput>(loadSchema);

/**
 * The sign-up form. Needs the `SignUpForm`, `PasswordStrength`, `Validation` and `ApiErrors` namespaces.
 * From an invitation link (`invitation`), the address is the invited one, shown and fixed, and the
 * token goes with the sign-up, which joins the account to the organisation.
 */
export function SignUpForm({
  next,
  invitation,
}: {
  next: string | null;
  invitation?: { token: string; email: string };
}) {
  const t = useTranslations('SignUpForm');
  const errorMessage = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const storageBlocked = useGuardNotice() === 'storage-blocked';
  const [formError, setFormError] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);

  async function onSubmit(values: SignUpInput, helpers: FormikHelpers<SignUpInput>) {
    setFormError(null);
    try {
      const details = await schema.clean(invitation ? { ...values, email: invitation.email } : values);
      const response = await signup(
        authApiUrl,
        invitation ? { ...details, invitationToken: invitation.token } : details,
      );
      completeSignIn(response, next);
      setSignedUp(true);
    } catch (error) {
      showApiFieldErrors<SignUpInput>(error, FIELDS, helpers);
      setFormError(errorMessage(error));
    }
  }

  return (
    <div className="space-y-6">
      {storageBlocked ? <StorageBlockedNotice /> : null}
      <Formik
        initialValues={invitation ? { ...INITIAL_VALUES, email: invitation.email } : INITIAL_VALUES}
        validate={schema.validate}
        onSubmit={onSubmit}
      >
        <Form method="post" noValidate className="space-y-4">
          <FormErrorAlert message={formError} />
          <FormTextField name="name" label={t('name')} autoComplete="name" />
          <FormTextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            readOnly={invitation !== undefined}
            hint={invitation ? t('invitedEmailHint') : undefined}
          />
          <NewPasswordField name="password" label={t('password')} />
          <FocusFirstError fields={FIELDS} />
          <SubmitButton busyLabel={t('submitting')} disabled={signedUp}>
            {t('submit')}
          </SubmitButton>
        </Form>
      </Formik>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('haveAccount')}{' '}
        <a
          href={withNext(SIGN_IN_PATH, next)}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('signInLink')}
        </a>
      </p>
    </div>
  );
}
