import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AskAdministratorNotice } from '@/components/auth/ask-administrator-notice';
import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { IntlScope } from '@/components/i18n/intl-scope';
import { passwordResetByEmail } from '@/lib/config/runtime';
import { SIGN_IN_PATH } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ForgotPasswordPage');
  return { title: t('metaTitle') };
}

/**
 * "Forgot password?". When this server is the auth service and sends no email (no SMTP_URL), the
 * page says at once to ask an administrator; otherwise it asks for the email.
 */
export default async function ForgotPasswordPage() {
  const t = await getTranslations('ForgotPasswordPage');
  const byEmail = passwordResetByEmail();
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={byEmail === false ? t('introNoEmail') : t('intro')} />
      <IntlScope namespaces={['ForgotPasswordForm', 'Validation', 'ApiErrors']}>
        {byEmail === false ? <AskAdministratorNotice /> : <ForgotPasswordForm />}
      </IntlScope>
      <p className="mt-6 text-center text-sm">
        <a
          href={SIGN_IN_PATH}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('backToSignIn')}
        </a>
      </p>
    </>
  );
}
