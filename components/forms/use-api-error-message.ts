'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { apiErrorMessage } from '@/lib/http/error-message';

/** The translated, user-facing sentence for any failed call (needs the `ApiErrors` namespace). */
export function useApiErrorMessage(): (error: unknown) => string {
  const t = useTranslations('ApiErrors');
  return useCallback(
    (error: unknown) => {
      const { key, values } = apiErrorMessage(error);
      return t(key, values);
    },
    [t],
  );
}
