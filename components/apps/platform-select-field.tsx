'use client';

import { useField } from 'formik';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { useValidationMessage } from '@/components/forms/use-validation-message';
import { PLATFORMS } from '@/lib/api/types';

import { useAppLabels } from './use-app-labels';

/**
 * The platform choice of the app form, bound to Formik's `platform` field. It starts on a prompt,
 * not on a platform, so nobody registers an iOS app as Android by not looking.
 */
export function PlatformSelectField() {
  const t = useTranslations('AppForm');
  const labels = useAppLabels();
  const validationMessage = useValidationMessage();
  const [field, meta] = useField<string>('platform');
  const id = `${useId()}-platform`;
  const error = meta.touched && meta.error ? validationMessage(meta.error) : null;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('platform')}
      </label>
      <select
        {...field}
        id={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-950 dark:text-slate-100 ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-500'
        }`}
      >
        <option value="" disabled>
          {t('choosePlatform')}
        </option>
        {PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {labels.platform(platform)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
