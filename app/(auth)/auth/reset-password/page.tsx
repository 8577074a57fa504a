import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { IntlScope } from '@/components/i18n/intl-scope';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ResetPasswordPage');
  // The address holds the reset token: no link on this page may pass it on as a referrer.
  return { title: t('metaTitle'), referrer: 'no-referrer' };
}

/** Where a password reset link leads (`?token=`): the new password is chosen here. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = (await searchParams).token;
  const t = await getTranslations('ResetPasswordPage');
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope namespaces={['ResetPasswordForm', 'PasswordStrength', 'Validation', 'ApiErrors']}>
        <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
      </IntlScope>
    </>
  );
}
