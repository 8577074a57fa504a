'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';

import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useValidationMessage } from '@/components/forms/use-validation-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { App } from '@/lib/api/types';
import { HttpError } from '@/lib/http/client';
import { heartbeatQuotaField } from '@/lib/validations/app';

import { parseQuotaInput } from './parse-quota-input';
import { quotaWindow } from './quota-window';

/** The setting's quota, which an app without its own follows; null when the setting is off. */
export interface DefaultQuota {
  limit: number;
  windowSeconds: number;
}

// A number of its own: no number is 'required' (the null of the API means the default).
const quotaSchema = heartbeatQuotaField().unwrap();
const RADIO = 'size-4 accent-brand-600';

/**
 * The admin's heartbeat quota of one app: the default (the setting's, said with its value) or a whole
 * number of its own per window. The dialog stays open while the call runs and after a failure: the
 * API's verdict on the number shows on the field, anything else above the form.
 */
export function AppQuotaDialog({
  app,
  defaultQuota,
  onCancel,
  onSubmit,
}: {
  app: App;
  defaultQuota: DefaultQuota | null;
  onCancel: () => void;
  /** Saves; resolves when saved (the caller closes the dialog), rejects with why not. */
  onSubmit: (heartbeatQuota: number | null) => Promise<void>;
}) {
  const t = useTranslations('AppQuotaDialog');
  const locale = useLocale();
  const validationMessage = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [custom, setCustom] = useState(app.heartbeatQuota != null);
  const [text, setText] = useState(app.heartbeatQuota != null ? String(app.heartbeatQuota) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const span = quotaWindow(app.quota?.windowSeconds ?? defaultQuota?.windowSeconds ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFieldError(null);
    setFormError(null);
    let value: number | null = null;
    if (custom) {
      const parsed = quotaSchema.safeParse(parseQuotaInput(text, locale));
      if (!parsed.success) {
        setFieldError(validationMessage(parsed.error.issues[0].message));
        inputRef.current?.focus();
        return;
      }
      value = parsed.data;
    }
    setBusy(true);
    try {
      await onSubmit(value);
    } catch (error) {
      const field = error instanceof HttpError ? error.fields?.heartbeatQuota : undefined;
      if (field) setFieldError(validationMessage(field));
      else setFormError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-description`} onClose={cancel}>
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
            {t('title', { name: app.name })}
          </h2>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('description')}
          </p>
        </div>
        <FormErrorAlert message={formError} />
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('choice')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="quota-source"
              checked={!custom}
              onChange={() => setCustom(false)}
              className={RADIO}
            />
            {defaultQuota ? t('useDefault', { limit: defaultQuota.limit, ...span }) : t('useDefaultNone')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="quota-source"
              checked={custom}
              onChange={() => setCustom(true)}
              className={RADIO}
            />
            {t('useCustom')}
          </label>
        </fieldset>
        {custom ? (
          <TextField
            name="heartbeatQuota"
            label={t('amount', span)}
            hint={t('hint')}
            inputMode="numeric"
            autoComplete="off"
            inputRef={inputRef}
            control={{
              value: text,
              onChange: (event) => setText(event.target.value),
              onBlur: () => undefined,
            }}
            error={fieldError}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button type="button" onClick={cancel} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          {/* aria-disabled, not disabled: the button keeps focus while it waits, inside the dialog. */}
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className={`${PRIMARY_BUTTON} aria-disabled:cursor-wait aria-disabled:opacity-60`}
          >
            {busy ? <ButtonSpinner /> : null}
            {busy ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
