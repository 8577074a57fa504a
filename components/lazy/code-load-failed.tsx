'use client';

import { useTranslations } from 'next-intl';

import { cx } from '@/components/shell/class-names';
import { ERROR_NOTE } from '@/components/shell/styles';

/**
 * Says that what the user asked to open could not be fetched (`useCodeOnRequest`). An alert, so it is
 * announced; pressing the same button again tries again. `floating`: under a header button, over the
 * page, in a `relative` parent. Needs the `ApiErrors` namespace.
 */
export function CodeLoadFailed({ className, floating = false }: { className?: string; floating?: boolean }) {
  const t = useTranslations('ApiErrors');
  return (
    <p
      role="alert"
      className={cx(ERROR_NOTE, floating && 'absolute end-0 top-full z-50 mt-2 w-64 shadow-lg', className)}
    >
      {t('network_error')}
    </p>
  );
}
