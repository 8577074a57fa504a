'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import type { NewWebhook } from '@/lib/api/alerts';
import type { WebhookFormat } from '@/lib/api/contract/alerts';

import { useAlertForm } from './use-alert-form';

const LABEL = 'block text-sm font-medium text-slate-700 dark:text-slate-200';
const SELECT = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950';

/**
 * Adds a webhook endpoint: its https URL, the body's format and, for a Slack message, the language it is
 * written in (the console's language to begin with: whoever reads the channel may read another). `named`:
 * an organisation's channel, which has a name too.
 */
export function WebhookEndpointForm({
  named = false,
  onAdd,
}: {
  named?: boolean;
  onAdd: (endpoint: NewWebhook) => Promise<void>;
}) {
  const t = useTranslations('Alerts');
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('json');
  const locale = useLocale() as Locale;
  const [language, setLanguage] = useState(locale);

  const { submit, busy, fieldError, generalError } = useAlertForm(async () => {
    await onAdd({
      ...(named ? { name: name.trim() } : {}),
      url: url.trim(),
      format,
      ...(format === 'slack' ? { language } : {}),
    });
    setName('');
    setUrl('');
  });
  const urlError = fieldError('url');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={named ? t('newHookForm') : t('newEndpointForm')}
      className="space-y-3"
    >
      {named ? (
        <TextField
          name="name"
          label={t('channelName')}
          hint={t('hookNameHint')}
          control={{ value: name, onChange: (event) => setName(event.target.value), onBlur: () => undefined }}
          error={fieldError('name')}
        />
      ) : null}
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
        <label htmlFor={`${id}-format`} className={LABEL}>
          {t('format')}
        </label>
        <select
          id={`${id}-format`}
          value={format}
          onChange={(event) => setFormat(event.target.value as WebhookFormat)}
          className={SELECT}
        >
          <option value="json">{t('formatJson')}</option>
          <option value="slack">{t('formatSlack')}</option>
        </select>
      </div>
      {format === 'slack' ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-language`} className={LABEL}>
            {t('slackLanguage')}
          </label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            className={SELECT}
          >
            {LOCALES.map((locale) => (
              // Each language named in itself, as the language menu does.
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormErrorAlert message={generalError} />
      <button type="submit" aria-disabled={busy || undefined} className={SECONDARY_BUTTON}>
        {busy ? t('working') : named ? t('addHook') : t('addEndpoint')}
      </button>
    </form>
  );
}
