'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { TextField } from '@/components/forms/text-field';
import { ModalDialog } from '@/components/shell/modal-dialog';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { createOrg } from '@/lib/api/org-changes';
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
        <DialogFormFooter
          error={error}
          busy={busy}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('create')}
        />
      </form>
    </ModalDialog>
  );
}
