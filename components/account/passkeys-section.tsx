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

interface AddValues {
  name: string;
  password: string;
}
const ADD_FIELDS = ['name', 'password'] as const;
const PASSWORD_FIELDS = ['password'] as const;

/**
 * The account's passkeys in the "Two-factor sign-in" dialog (docs/product.md, Passkeys): each with
 * when it was added and last used. Adding one (a name, the password, then the browser's prompt) and
 * removing one (the password) both ask for the password, as every change of a second factor does.
 * What happened is said by the dialog's status line (`onChanged`), which also takes the focus.
 * Needs the `TwoFactorModal`, `Validation` and `ApiErrors` namespaces.
 */
export function PasskeysSection({ onChanged }: { onChanged: (message: string) => void }) {
  const t = useTranslations('TwoFactorModal');
  const format = useFormatter();
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const id = useId();
  const [keys, setKeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

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

  async function add(values: AddValues, helpers: FormikHelpers<AddValues>) {
    setError(null);
    const name = values.name.trim();
    if (!name || !values.password) {
      helpers.setErrors({
        ...(name ? {} : { name: REQUIRED }),
        ...(values.password ? {} : { password: REQUIRED }),
      });
      return;
    }
    try {
      const { data: options } = await dashboardApi((baseUrl, token) =>
        passkeyCreationOptions(baseUrl, token, values.password),
      );
      const response = await promptNewPasskey(options);
      const { data } = await dashboardApi((baseUrl, token) => addPasskey(baseUrl, token, { name, response }));
      helpers.resetForm();
      setKeys((await dashboardApi(listPasskeys)).data);
      onChanged(t('passkeyAdded', { name: data.name }));
    } catch (failure) {
      if (failure instanceof PasskeyPromptError)
        setError(failure.reason === 'unsupported' ? t('passkeyUnsupported') : t('passkeyCancelled'));
      else if (!showApiFieldErrors(failure, ADD_FIELDS, helpers)) setError(errorMessage(failure));
    }
  }

  async function remove(values: { password: string }, helpers: FormikHelpers<{ password: string }>) {
    if (!removing) return;
    setError(null);
    if (!values.password) {
      helpers.setFieldError('password', REQUIRED);
      return;
    }
    try {
      await dashboardApi((baseUrl, token) => removePasskey(baseUrl, token, removing.id, values.password));
      setRemoving(null);
      setKeys((await dashboardApi(listPasskeys)).data);
      onChanged(t('passkeyRemoved', { name: removing.name }));
    } catch (failure) {
      if (!showApiFieldErrors(failure, PASSWORD_FIELDS, helpers)) setError(errorMessage(failure));
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
      <FormErrorAlert message={error} />
      {keys === null ? null : keys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('passkeysNone')}</p>
      ) : (
        <ul aria-label={t('passkeysLabel')} className="divide-y divide-slate-200 dark:divide-slate-700">
          {keys.map((key) => (
            <li key={key.id} className="space-y-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium wrap-anywhere text-slate-800 dark:text-slate-100">{key.name}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('passkeyMeta', { added: when(key.createdAt) })}
                    {key.lastUsedAt ? ` · ${t('passkeyUsed', { used: when(key.lastUsedAt) })}` : null}
                  </p>
                </div>
                {removing?.id === key.id ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      setError(null);
                      setRemoving(key);
                    }}
                    aria-label={t('removePasskeyLabel', { name: key.name })}
                    className={SECONDARY_BUTTON}
                  >
                    {t('removePasskey')}
                  </button>
                )}
              </div>
              {removing?.id === key.id ? (
                <Formik initialValues={{ password: '' }} onSubmit={remove}>
                  <Form noValidate className="space-y-3">
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {t('removePasskeyIntro', { name: key.name })}
                    </p>
                    <FormTextField
                      name="password"
                      type="password"
                      label={t('password')}
                      autoComplete="current-password"
                    />
                    <FocusFirstError fields={PASSWORD_FIELDS} />
                    <div className="flex flex-wrap justify-end gap-3">
                      <button type="button" onClick={() => setRemoving(null)} className={SECONDARY_BUTTON}>
                        {t('cancel')}
                      </button>
                      <SubmitButton busyLabel={t('submitting')}>{t('removePasskeySubmit')}</SubmitButton>
                    </div>
                  </Form>
                </Formik>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Formik initialValues={{ name: '', password: '' }} onSubmit={add}>
        <Form noValidate className="space-y-3">
          <FormTextField
            name="name"
            label={t('passkeyName')}
            hint={t('passkeyNameHint')}
            autoComplete="off"
          />
          <FormTextField
            name="password"
            type="password"
            label={t('password')}
            autoComplete="current-password"
          />
          <FocusFirstError fields={ADD_FIELDS} />
          <div className="flex justify-end">
            <SubmitButton busyLabel={t('addingPasskey')}>{t('addPasskey')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
