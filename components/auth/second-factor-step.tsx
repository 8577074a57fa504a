'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useCompleteSignIn } from '@/components/auth/use-complete-sign-in';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import { loginSecondStep } from '@/lib/api/auth';
import type { MfaChallenge } from '@/lib/api/contract/two-factor';
import { passkeySignInOptions } from '@/lib/api/passkeys';
import type { SecondFactor } from '@/lib/auth/second-factor';
import { HttpError } from '@/lib/http/client';
import { PasskeyPromptError, promptPasskey } from '@/lib/passkeys/prompt';

type Method = SecondFactor;
const SWITCH_LABELS = {
  totp: 'useApp',
  recovery_code: 'useRecoveryCode',
  passkey: 'usePasskey',
} as const satisfies Record<Method, string>;
interface Values {
  code: string;
}
const FIELDS = ['code'] as const;

/**
 * The sign-in's second step (docs/product.md, Two-factor sign-in), after a right password for an
 * account with a second factor: a code of the authenticator app, one of the recovery codes, or a
 * passkey (the browser's prompt), as the account has them; the app first when it has one. A wrong code
 * empties the field and says so; when the challenge has run out (five minutes), "Back" starts the
 * sign-in over. Needs the `SignInForm` and `ApiErrors` namespaces.
 */
export function SecondFactorStep({
  challenge,
  next,
  onRestart,
}: {
  challenge: MfaChallenge;
  next: string | null;
  onRestart: () => void;
}) {
  const t = useTranslations('SignInForm');
  const errorMessage = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'totp');
  const [waiting, setWaiting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  // Past five minutes (or spent): only starting over helps.
  const [expired, setExpired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The password form is gone: the code field (or the passkey's button) takes the focus, and again
  // when the method changes.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem(method === 'passkey' ? 'passkey' : 'code');
    if (field instanceof HTMLElement) field.focus();
  }, [method]);

  /** The passkey's way: options for this challenge, the browser's prompt, then the second step. */
  async function confirmWithPasskey() {
    setFormError(null);
    setWaiting(true);
    try {
      const { data: options } = await passkeySignInOptions(authApiUrl, challenge.challenge);
      const passkey = await promptPasskey(options);
      completeSignIn(await loginSecondStep(authApiUrl, { challenge: challenge.challenge, passkey }), next);
      setSignedIn(true);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'challenge_expired') setExpired(true);
      if (error instanceof PasskeyPromptError)
        setFormError(
          error.reason === 'unsupported'
            ? t('secondStep.passkeyUnsupported')
            : t('secondStep.passkeyCancelled'),
        );
      else setFormError(errorMessage(error));
      // The button was disabled while the prompt was open, and the focus left it: it gets it back.
      requestAnimationFrame(() => {
        const button = formRef.current?.elements.namedItem('passkey');
        if (button instanceof HTMLElement) button.focus();
      });
    } finally {
      setWaiting(false);
    }
  }

  async function onSubmit({ code }: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const typed = code.trim();
    if (!typed) {
      helpers.setFieldError('code', 'required');
      return;
    }
    try {
      const answer = await loginSecondStep(authApiUrl, {
        challenge: challenge.challenge,
        ...(method === 'totp' ? { code: typed.replace(/\s/g, '') } : { recoveryCode: typed }),
      });
      completeSignIn(answer, next);
      setSignedIn(true);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_code')
        helpers.setFieldValue('code', '', false);
      if (error instanceof HttpError && error.code === 'challenge_expired') setExpired(true);
      setFormError(errorMessage(error));
      const field = formRef.current?.elements.namedItem('code');
      if (field instanceof HTMLElement) field.focus();
    }
  }

  return (
    <Formik key={method} initialValues={{ code: '' }} onSubmit={onSubmit}>
      <Form ref={formRef} method="post" noValidate className="space-y-4">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('secondStep.title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {method === 'totp'
            ? t('secondStep.totpIntro')
            : method === 'passkey'
              ? t('secondStep.passkeyIntro')
              : t('secondStep.recoveryIntro')}
        </p>
        <FormErrorAlert message={formError} />
        {method === 'passkey' ? (
          <button
            type="button"
            name="passkey"
            onClick={() => void confirmWithPasskey()}
            disabled={waiting || signedIn || expired}
            aria-busy={waiting}
            className={PRIMARY_BUTTON}
          >
            {waiting ? t('secondStep.passkeyWaiting') : t('secondStep.passkeyButton')}
          </button>
        ) : (
          <>
            {method === 'totp' ? (
              <FormTextField
                name="code"
                label={t('secondStep.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
              />
            ) : (
              <FormTextField name="code" label={t('secondStep.recoveryCode')} autoComplete="off" />
            )}
            <FocusFirstError fields={FIELDS} />
            <SubmitButton busyLabel={t('secondStep.submitting')} disabled={signedIn || expired}>
              {t('secondStep.submit')}
            </SubmitButton>
          </>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {challenge.methods
            .filter((other) => other !== method)
            .map((other) => (
              <button
                key={other}
                type="button"
                onClick={() => {
                  setFormError(null);
                  setMethod(other);
                }}
                className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
              >
                {t(`secondStep.${SWITCH_LABELS[other]}`)}
              </button>
            ))}
          <button
            type="button"
            onClick={onRestart}
            className="font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-300"
          >
            {t('secondStep.back')}
          </button>
        </div>
      </Form>
    </Formik>
  );
}
