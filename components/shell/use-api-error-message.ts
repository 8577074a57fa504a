import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { HttpError } from '@/lib/http/client';

/** The user's words for a failed call: the `ApiErrors` message of its code, or the generic one. */
export function useApiErrorMessage(): (error: unknown) => string {
  const t = useTranslations('ApiErrors');
  return useCallback(
    (error: unknown) => {
      const code = error instanceof HttpError ? error.code : 'generic';
      return t.has(code) ? t(code) : t('generic');
    },
    [t],
  );
}
