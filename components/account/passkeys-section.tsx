'use client';

import { Form, Formik, type FormikHelpers } from 'formik';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import {
  addPasskey,
  listPasskeys,
  passkeyCreationOptions,
  removePasskey,
  type Passkey,
} from '@/lib/api/passkeys';
import { PasskeyPromptError, promptNewPasskey } from '@/lib/passkeys/prompt';
import { REQUIRED } from '@/lib/validations/messages';

interface NameValues {
  name: string;
}
const NAME_FIELDS = ['name'] as const;

/**
 * The account's passkeys in the "Two-factor sign-in" dialog (docs/product.md, Passkeys): each with
 * when it was added and last used, removed with a second press; a named new one is made by the
 * browser's prompt. What happened is said in a status line. Needs the `TwoFactorModal`, `Validation`
 * and `ApiErrors` namespaces.
 */
export function PasskeysSection() {
  const t = useTranslations('TwoFactorModal');
  const format = useFormatter();
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const id = useId();
  const [keys, setKeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const reload = async () => setKeys((await dashboardApi(listPasskeys)).data);
  useEffect(() => {
    let current = true;
    dashboardApi(listPasskeys).then(
      ({ data }) => current && setKeys(data),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [dashboardApi, errorMessage]);

  async function add(values: NameValues, helpers: FormikHelpers<NameValues>) {
    setError(null);
    setMessage(null);
    const name = values.name.trim();
    if (!name) {
      helpers.setFieldError('name', REQUIRED);
      return;
    }
    try {
      const { data: options } = await dashboardApi(passkeyCreationOptions);
      const response = await promptNewPasskey(options);
      const { data } = await dashboardApi((baseUrl, token) => addPasskey(baseUrl, token, { name, response }));
      helpers.resetForm();
      await reload();
      setMessage(t('passkeyAdded', { name: data.name }));
    } catch (failure) {
      if (failure instanceof PasskeyPromptError)
        setError(failure.reason === 'unsupported' ? t('passkeyUnsupported') : t('passkeyCancelled'));
      else if (!showApiFieldErrors(failure, NAME_FIELDS, helpers)) setError(errorMessage(failure));
    }
  }

  async function remove(key: Passkey) {
    if (confirming !== key.id) {
      setConfirming(key.id);
      return;
    }
    setError(null);
    setMessage(null);
    setRemoving(true);
    try {
      await dashboardApi((baseUrl, token) => removePasskey(baseUrl, token, key.id));
      setConfirming(null);
      await reload();
      setMessage(t('passkeyRemoved', { name: key.name }));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setRemoving(false);
    }
  }

  const when = (iso: string) => format.dateTime(new Date(iso), 'date');
  return (
    <section
      aria-labelledby={`${id}-passkeys`}
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <h3 id={`${id}-passkeys`} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('passkeysTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('passkeysIntro')}</p>
      <p role="status" className="text-sm font-medium text-slate-800 empty:hidden dark:text-slate-200">
        {message}
      </p>
      <FormErrorAlert message={error} />
      {keys === null ? null : keys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('passkeysNone')}</p>
      ) : (
        <ul aria-label={t('passkeysLabel')} className="divide-y divide-slate-200 dark:divide-slate-700">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium wrap-anywhere text-slate-800 dark:text-slate-100">{key.name}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {t('passkeyMeta', { added: when(key.createdAt) })}
                  {key.lastUsedAt ? ` · ${t('passkeyUsed', { used: when(key.lastUsedAt) })}` : null}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(key)}
                disabled={removing}
                aria-label={confirming === key.id ? undefined : t('removePasskeyLabel', { name: key.name })}
                className={SECONDARY_BUTTON}
              >
                {confirming === key.id ? t('confirmRemove') : t('removePasskey')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Formik initialValues={{ name: '' }} onSubmit={add}>
        <Form noValidate className="space-y-3">
          <FormTextField
            name="name"
            label={t('passkeyName')}
            hint={t('passkeyNameHint')}
            autoComplete="off"
          />
          <FocusFirstError fields={NAME_FIELDS} />
          <div className="flex justify-end">
            <SubmitButton busyLabel={t('addingPasskey')}>{t('addPasskey')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
