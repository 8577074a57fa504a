import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { IntlScope } from '@/components/i18n/intl-scope';
import { InvitationLanding } from '@/components/orgs/invitation/invitation-landing';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('InvitationPage');
  return { title: t('metaTitle') };
}

/** Where an invitation link leads (`?token=`), signed in or not (lib/routes.ts, OPEN_PATHS). */
export default async function InvitationPage({ searchParams }: { searchParams: SearchParams }) {
  const token = (await searchParams).token;
  const t = await getTranslations('InvitationPage');
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope
        namespaces={[
          'ApiErrors',
          'InvitationPage',
          'OrgRoles',
          'PasswordStrength',
          'SignUpForm',
          'Validation',
        ]}
      >
        <InvitationLanding token={typeof token === 'string' && token ? token : null} />
      </IntlScope>
    </>
  );
}
