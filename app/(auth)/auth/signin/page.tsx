import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { SignInForm } from '@/components/auth/sign-in-form';
import { IntlScope } from '@/components/i18n/intl-scope';
import { NEXT_PARAM } from '@/lib/auth/guard';
import { REASON_PARAM } from '@/lib/routes';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignInPage');
  return { title: t('metaTitle') };
}

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const t = await getTranslations('SignInPage');
  // `next` is only a wish here: the form checks it against the role that signs in.
  const next = single(params[NEXT_PARAM]);
  const notice = single(params[REASON_PARAM]) === 'expired' ? 'expired' : null;
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope namespaces={['SignInForm', 'Session', 'Validation', 'ApiErrors']}>
        <SignInForm next={next} notice={notice} />
      </IntlScope>
    </>
  );
}
