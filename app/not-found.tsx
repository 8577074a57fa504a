import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NoticePage } from '@/components/shell/notice-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

/**
 * A real not-found page (docs/product.md, Pages), for `notFound()` calls and missing build files. Unknown page routes
 * never get here: the guard sends them to the sign-in page (docs/product.md, Guard). The link goes to `/`, from which
 * the guard sends each user to their own home.
 */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return <NoticePage eyebrow="404" title={t('title')} description={t('description')} homeLabel={t('home')} />;
}
