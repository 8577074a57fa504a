'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { createOrg } from '@/lib/api/orgs';
import { ORG_NAME_MAX } from '@/lib/validations/org';

/**
 * "Create organisation": a name, then the caller is its owner and the console switches to it. A blank
 * or too long name is said at the field; the server's refusal above the buttons.
 */
export function CreateOrgDialog({
  onClose,
  onCreated,
  returnFocus,
}: {
  onClose: () => void;
  onCreated: (org: OrgSummary) => void | Promise<void>;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('CreateOrgDialog');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > ORG_NAME_MAX) {
      setFieldError(trimmed ? t('tooLong', { max: ORG_NAME_MAX }) : t('required'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      const { data } = await api((baseUrl, token) => createOrg(baseUrl, token, trimmed));
      await onCreated(data);
    } catch (reason) {
      setError(reason);
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={() => !busy && onClose()}
      initialFocus={inputRef}
      returnFocus={returnFocus}
      size="md"
    >
      <form
        noValidate
        className="space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('description')}
        </p>
        <TextField
          name="name"
          label={t('label')}
          autoComplete="organization"
          inputRef={inputRef}
          control={{ value: name, onChange: (event) => setName(event.target.value), onBlur: () => undefined }}
          error={fieldError}
        />
        <FormErrorAlert message={error ? apiErrorMessage(error) : null} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} disabled={busy} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
            {busy ? <ButtonSpinner /> : null}
            {t('create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
