import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { PasskeySignIn } from '@/components/auth/passkey-sign-in';
import { IntlScope } from '@/components/i18n/intl-scope';
import { NEXT_PARAM } from '@/lib/auth/guard';
import { SIGN_IN_PATH } from '@/lib/routes';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasskeySignIn');
  return { title: t('metaTitle') };
}

/** "Sign in with a passkey": the sign-in without the email or password (docs/product.md, Passkeys). */
export default async function PasskeySignInPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('PasskeySignIn');
  const next = (await searchParams)[NEXT_PARAM];
  const wish = typeof next === 'string' ? next : null;
  const back = wish ? `${SIGN_IN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: wish })}` : SIGN_IN_PATH;
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope namespaces={['PasskeySignIn', 'ApiErrors']}>
        <PasskeySignIn next={wish} />
      </IntlScope>
      <p className="mt-6 text-center text-sm">
        <a
          href={back}
          className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('withPassword')}
        </a>
      </p>
    </>
  );
}
