import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { IntlScope } from '@/components/i18n/intl-scope';
import { NEXT_PARAM } from '@/lib/auth/guard';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignUpPage');
  return { title: t('metaTitle') };
}

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const next = (await searchParams)[NEXT_PARAM];
  const t = await getTranslations('SignUpPage');
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope namespaces={['SignUpForm', 'PasswordStrength', 'Validation', 'ApiErrors']}>
        <SignUpForm next={typeof next === 'string' ? next : null} />
      </IntlScope>
    </>
  );
}
