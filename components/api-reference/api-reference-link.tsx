import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { SECONDARY_BUTTON } from '@/components/shell/styles';

/** The way to the API reference, beside the heading of the pages that lead there (the SDK guide, API tokens). */
export async function ApiReferenceLink({ href }: { href: string }) {
  const t = await getTranslations('ApiReferencePage');
  return (
    <Link href={href} className={SECONDARY_BUTTON}>
      {t('title')}
    </Link>
  );
}
