import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AppManagement } from '@/components/apps/app-management';
import { APP_MANAGEMENT_NAMESPACES } from '@/components/apps/namespaces';
import { IntlScope } from '@/components/i18n/intl-scope';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('AppManagementPage');
}

export default async function AppManagementPage() {
  const t = await getTranslations('AppManagementPage');
  return (
    <IntlScope namespaces={APP_MANAGEMENT_NAMESPACES}>
      <AppManagement title={t('title')} intro={t('intro')} />
    </IntlScope>
  );
}
