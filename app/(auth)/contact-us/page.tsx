import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthPageHeading } from '@/components/auth/auth-page-heading';
import { ContactForm } from '@/components/auth/contact-form';
import { IntlScope } from '@/components/i18n/intl-scope';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ContactPage');
  return { title: t('metaTitle') };
}

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  return (
    <>
      <AuthPageHeading heading={t('heading')} intro={t('intro')} />
      <IntlScope namespaces={['ContactForm', 'Validation', 'ApiErrors']}>
        <ContactForm />
      </IntlScope>
    </>
  );
}
