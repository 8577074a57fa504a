'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';

import type { TextFieldProps } from '@/components/forms/text-field';
import { FORGOT_PASSWORD_PATH } from '@/lib/routes';

/**
 * The sign-in form's fields, shown unbound until Formik arrives (sign-in-form.tsx) and then bound
 * (sign-in-formik.tsx): one list, so both are the same fields.
 */
export function SignInFields({ Field }: { Field: ComponentType<TextFieldProps> }) {
  const t = useTranslations('SignInForm');
  return (
    <>
      <Field name="email" type="email" label={t('email')} autoComplete="email" />
      <Field name="password" type="password" label={t('password')} autoComplete="current-password" />
      <p className="-mt-2 text-end text-sm">
        <a
          href={FORGOT_PASSWORD_PATH}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('forgotPassword')}
        </a>
      </p>
    </>
  );
}

const NOTICE =
  'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100';

/** Why the user is on the sign-in page after their session ended. */
export function ExpiredNotice() {
  const t = useTranslations('Session');
  return (
    <p role="status" className={NOTICE}>
      {t('expired')}
    </p>
  );
}

/**
 * On the sign-in and sign-up forms when the browser refuses this site's storage (`SessionGate` finds
 * it): a sign-in is kept there, so signing in cannot work until the user allows it. Uses the
 * `ApiErrors` namespace, which both forms have.
 */
export function StorageBlockedNotice() {
  const t = useTranslations('ApiErrors');
  return (
    <p role="alert" className={NOTICE}>
      {t('storage_blocked')}
    </p>
  );
}
