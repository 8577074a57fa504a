'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useAtomValue } from 'jotai';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { withNext } from '@/components/auth/auth-page-links';
import { useCompleteSignIn } from '@/components/auth/use-complete-sign-in';
import { apiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazySchemaValidation } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { login } from '@/lib/api/auth';
import { HttpError } from '@/lib/http/client';
import { SIGN_UP_PATH } from '@/lib/routes';
import { runtimeConfigAtom } from '@/lib/state/runtime-config';
import type { SignInInput } from '@/lib/validations/auth';

const FIELDS = ['email', 'password'] as const;
const INITIAL_VALUES: SignInInput = { email: '', password: '' };
// yup loads with the first validation, not with the page (components/forms/lazy-schema.ts).
const loadSchema = () => import('@/lib/validations/auth').then((module) => module.signInSchema);
const validate = lazySchemaValidation<SignInInput>(loadSchema);

/**
 * The sign-in form. Needs the `SignInForm`, `Session`, `Validation` and `ApiErrors` namespaces.
 * `next` is the page to return to (checked against the role before use); `notice` says why the user
 * is here, e.g. after their session expired.
 */
export function SignInForm({ next, notice }: { next: string | null; notice: 'expired' | null }) {
  const t = useTranslations('SignInForm');
  const tSession = useTranslations('Session');
  const errorMessage = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { authApiUrl, productName } = useAtomValue(runtimeConfigAtom);
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(values: SignInInput, helpers: FormikHelpers<SignInInput>) {
    setFormError(null);
    try {
      const response = await login(authApiUrl, (await loadSchema()).cast(values));
      completeSignIn(response, next);
      setSignedIn(true);
    } catch (error) {
      const fieldErrors = apiFieldErrors<SignInInput>(error, FIELDS);
      if (fieldErrors) {
        helpers.setErrors(fieldErrors.errors);
        helpers.setTouched(fieldErrors.touched, false);
      }
      if (error instanceof HttpError && error.code === 'invalid_credentials') {
        // The email stays; the password was wrong, so it goes.
        helpers.setFieldValue('password', '', false);
        const password = formRef.current?.elements.namedItem('password');
        if (password instanceof HTMLElement) password.focus();
      }
      setFormError(errorMessage(error));
    }
  }

  return (
    <div className="space-y-6">
      {notice === 'expired' && !formError ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {tSession('expired')}
        </p>
      ) : null}
      <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={onSubmit}>
        <Form ref={formRef} noValidate className="space-y-4">
          <FormErrorAlert message={formError} />
          <FormTextField name="email" type="email" label={t('email')} autoComplete="email" />
          <FormTextField
            name="password"
            type="password"
            label={t('password')}
            autoComplete="current-password"
          />
          <FocusFirstError fields={FIELDS} />
          <SubmitButton busyLabel={t('submitting')} disabled={signedIn}>
            {t('submit')}
          </SubmitButton>
        </Form>
      </Formik>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('noAccount', { productName })}{' '}
        <Link
          href={withNext(SIGN_UP_PATH, next)}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('signUpLink')}
        </Link>
      </p>
    </div>
  );
}
