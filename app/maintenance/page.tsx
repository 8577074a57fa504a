import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NoticePage } from '@/components/shell/notice-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Maintenance');
  return { title: t('title') };
}

/**
 * The maintenance page (docs/product.md, Pages). While an operator has the console down for work (`MAINTENANCE=on`),
 * the middleware sends every page here and the API answers 503; "Try again" loads the console, which
 * comes back here until the work is done. Outside maintenance this address leads home.
 */
export default async function MaintenancePage() {
  const t = await getTranslations('Maintenance');
  return <NoticePage title={t('title')} description={t('description')} homeLabel={t('retry')} />;
}
