'use client';

import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import { ERROR_NOTE } from '@/components/shell/styles';

/**
 * Says that what the user asked to open could not be fetched (`useCodeOnRequest`). An alert, so it is
 * announced; pressing the same button again tries again. Needs the `ApiErrors` namespace.
 */
export function CodeLoadFailed({ className }: { className?: string }) {
  const t = useTranslations('ApiErrors');
  return (
    <p role="alert" className={cx(ERROR_NOTE, className)}>
      {t('network_error')}
    </p>
  );
}
