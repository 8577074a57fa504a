import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/shell/page-header';
import type { PageNamespace } from '@/components/shell/page-metadata';

/**
 * A console page's heading and introduction, from its namespace. The admin copies of the customer
 * pages use the same title with their own introduction (`adminIntro`).
 */
export async function ConsolePage({
  namespace,
  introKey = 'intro',
}: {
  namespace: PageNamespace;
  introKey?: 'intro' | 'adminIntro';
}) {
  const t = await getTranslations(namespace);
  return <PageHeader title={t('title')} intro={t(introKey)} />;
}
