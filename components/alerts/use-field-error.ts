'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

import { useValidationMessage } from '@/components/forms/use-validation-message';
import { HttpError } from '@/lib/http/client';

// The alerts' own message keys (lib/validations/alerts.ts); anything else is a `Validation` key.
const ALERT_KEYS = new Set(['webhookUrl', 'webhookScheme', 'webhookPrivate']);

/** The translated message of the API's `fields[name]` in a failed call, or null. */
export function useFieldError(): (error: unknown, name: string) => string | null {
  const t = useTranslations('Alerts');
  const validation = useValidationMessage();
  return useCallback(
    (error: unknown, name: string) => {
      const key = error instanceof HttpError ? error.fields?.[name] : undefined;
      if (!key) return null;
      if (ALERT_KEYS.has(key)) return t(key);
      const range = /^range:(\d+):(\d+)$/.exec(key);
      if (range) return t('range', { min: Number(range[1]), max: Number(range[2]) });
      return validation(key);
    },
    [t, validation],
  );
}
