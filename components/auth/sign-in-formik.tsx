'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { SecondFactorStep } from '@/components/auth/second-factor-step';
import { ExpiredNotice, SignInFields } from '@/components/auth/sign-in-parts';
import { useCompleteSignIn } from '@/components/auth/use-complete-sign-in';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { ApplyHandoff } from '@/components/forms/apply-handoff';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { lazySchema } from '@/components/forms/lazy-schema';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import type { FormHandoff } from '@/components/forms/use-form-on-interaction';
import { useConsoleState } from '@/components/state/console-store';
import { login } from '@/lib/api/auth';
import { isMfaChallenge, type MfaChallenge } from '@/lib/api/contract/two-factor';
import { HttpError } from '@/lib/http/client';
import type { SignInInput } from '@/lib/validations/auth';

const FIELDS = ['email', 'password'] as const;
const INITIAL_VALUES: SignInInput = { email: '', password: '' };
// The schema (and zod) loads with the first validation, not with the page (components/forms/lazy-schema.ts).
const loadSchema = () => import('@/lib/validations/auth').then((module) => module.signInSchema);
const schema = lazySchema<SignInInput>(loadSchema);

/**
 * The sign-in form with Formik: what `SignInForm` shows once the user reaches for the form, taking
 * over what they had typed (`handoff`). Needs the `SignInForm`, `Session`, `Validation` and
 * `ApiErrors` namespaces.
 */
export function SignInFormik({
  next,
  notice,
  handoff,
}: {
  next: string | null;
  notice: 'expired' | null;
  handoff?: FormHandoff;
}) {
  const t = useTranslations('SignInForm');
  const errorMessage = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  // The password was right and the account has a second factor: the second step replaces the form.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  // What the stand-in handed over applies once: not again when "Back" brings the form back.
  const [pendingHandoff, setPendingHandoff] = useState(handoff);
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues, setInitialValues] = useState<SignInInput>(() => ({
    email: handoff?.values.email ?? INITIAL_VALUES.email,
    password: handoff?.values.password ?? INITIAL_VALUES.password,
  }));

  async function onSubmit(values: SignInInput, helpers: FormikHelpers<SignInInput>) {
    setFormError(null);
    try {
      const response = await login(authApiUrl, await schema.clean(values));
      if (isMfaChallenge(response)) {
        // Starting over keeps the email, not the password.
        setInitialValues({ email: values.email, password: '' });
        setPendingHandoff({
          values: {},
          focus: { name: 'password', selectionStart: null, selectionEnd: null },
          submit: false,
        });
        setChallenge(response);
        return;
      }
      completeSignIn(response, next);
      setSignedIn(true);
    } catch (error) {
      showApiFieldErrors<SignInInput>(error, FIELDS, helpers);
      if (error instanceof HttpError && error.code === 'invalid_credentials') {
        // The email stays; the password was wrong, so it goes.
        helpers.setFieldValue('password', '', false);
        const password = formRef.current?.elements.namedItem('password');
        if (password instanceof HTMLElement) password.focus();
      }
      setFormError(errorMessage(error));
    }
  }

  if (challenge)
    return <SecondFactorStep challenge={challenge} next={next} onRestart={() => setChallenge(null)} />;
  return (
    <>
      {notice === 'expired' && !formError ? <ExpiredNotice /> : null}
      <Formik initialValues={initialValues} validate={schema.validate} onSubmit={onSubmit}>
        <Form ref={formRef} method="post" noValidate className="space-y-4">
          <FormErrorAlert message={formError} />
          <SignInFields Field={FormTextField} />
          <FocusFirstError fields={FIELDS} />
          <ApplyHandoff handoff={pendingHandoff} />
          <SubmitButton busyLabel={t('submitting')} disabled={signedIn}>
            {t('submit')}
          </SubmitButton>
        </Form>
      </Formik>
    </>
  );
}
