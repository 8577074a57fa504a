import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { SignInForm } from '@/components/auth/sign-in-form';
import { IntlScope } from '@/components/i18n/intl-scope';
import { NEXT_PARAM } from '@/lib/auth/guard';
import { PASSKEY_SIGN_IN_PATH, REASON_PARAM } from '@/lib/routes';

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
      {/* A link the server draws: the passkey's code loads on its own page, not with this form. */}
      <p className="mt-6 text-center text-sm">
        <a
          href={
            next
              ? `${PASSKEY_SIGN_IN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`
              : PASSKEY_SIGN_IN_PATH
          }
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('passkeyLink')}
        </a>
      </p>
    </>
  );
}
