'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import type { WebhookFormat } from '@/lib/api/contract/alerts';

import { useAlertForm } from './use-alert-form';

/** Adds a webhook endpoint: its https URL and the body's format. */
export function WebhookEndpointForm({
  onAdd,
}: {
  onAdd: (url: string, format: WebhookFormat) => Promise<void>;
}) {
  const t = useTranslations('Alerts');
  const id = useId();
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('json');

  const { submit, busy, fieldError, generalError } = useAlertForm(async () => {
    await onAdd(url.trim(), format);
    setUrl('');
  });
  const urlError = fieldError('url');

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        name="url"
        type="url"
        label={t('url')}
        hint={t('urlHint')}
        placeholder="https://hooks.example.com/fleetdeck"
        control={{ value: url, onChange: (event) => setUrl(event.target.value), onBlur: () => undefined }}
        error={urlError}
      />
      <div className="space-y-1.5">
        <label
          htmlFor={`${id}-format`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {t('format')}
        </label>
        <select
          id={`${id}-format`}
          value={format}
          onChange={(event) => setFormat(event.target.value as WebhookFormat)}
          className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950"
        >
          <option value="json">{t('formatJson')}</option>
          <option value="slack">{t('formatSlack')}</option>
        </select>
      </div>
      <FormErrorAlert message={generalError} />
      <button type="submit" aria-disabled={busy || undefined} className={SECONDARY_BUTTON}>
        {busy ? t('working') : t('addEndpoint')}
      </button>
    </form>
  );
}
