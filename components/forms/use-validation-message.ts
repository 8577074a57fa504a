'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { parseValidationMessage } from '@/lib/validations/messages';

/** Turns a validation message key from the shared schemas or the API (`minLength:8`) into text. */
export function useValidationMessage(): (message: string) => string {
  const t = useTranslations('Validation');
  return useCallback(
    (message: string) => {
      const { key, values } = parseValidationMessage(message);
      return t(key, values);
    },
    [t],
  );
}
