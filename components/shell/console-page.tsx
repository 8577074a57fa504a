import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageHeader } from '@/components/shell/page-header';
import type { PageNamespace } from '@/components/shell/page-metadata';

/**
 * A console page's heading and introduction, from its namespace. The admin copies of the customer
 * pages use the same title with their own introduction (`adminIntro`). `children`: beside the heading
 * (a link onwards).
 */
export async function ConsolePage({
  namespace,
  introKey = 'intro',
  children,
}: {
  namespace: PageNamespace;
  introKey?: 'intro' | 'adminIntro';
  children?: ReactNode;
}) {
  const t = await getTranslations(namespace);
  return (
    <PageHeader title={t('title')} intro={t(introKey)}>
      {children}
    </PageHeader>
  );
}
