'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { TextField } from '@/components/forms/text-field';
import { SentInvitationNotice } from '@/components/orgs/members/sent-invitation-notice';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { SentInvitation } from '@/lib/api/contract/orgs';
import { sendInvitation } from '@/lib/api/org-members';
import { INVITABLE_ROLES, type InvitableRole } from '@/lib/auth/org-roles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Invite a member": an address and a role; once sent, the dialog says so, or shows the link to copy
 * when no mail server is set up (`emailed: false`), and offers to invite someone else.
 */
export function InviteDialog({
  orgId,
  onClose,
  onSent,
  returnFocus,
}: {
  orgId: string;
  onClose: () => void;
  onSent: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('OrgMembers');
  const tRoles = useTranslations('OrgRoles');
  const api = useDashboardApi();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentInvitation | null>(null);

  const submit = async () => {
    if (busy) return;
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setFieldError(address ? t('emailInvalid') : t('emailRequired'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      const { data } = await api((baseUrl, token) =>
        sendInvitation(baseUrl, token, orgId, { email: address, role }),
      );
      setSent(data);
      onSent();
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (reason) {
      setError(reason);
    } finally {
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
      size="lg"
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('inviteTitle')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('inviteDescription')}
        </p>
        {sent ? (
          <>
            <SentInvitationNotice sent={sent} />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => {
                  setSent(null);
                  setEmail('');
                  requestAnimationFrame(() => inputRef.current?.focus());
                }}
              >
                {t('inviteAnother')}
              </button>
              <button ref={doneRef} type="button" className={PRIMARY_BUTTON} onClick={onClose}>
                {t('done')}
              </button>
            </div>
          </>
        ) : (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="off"
              label={t('emailLabel')}
              inputRef={inputRef}
              control={{
                value: email,
                onChange: (event) => setEmail(event.target.value),
                onBlur: () => undefined,
              }}
              error={fieldError}
            />
            <div className="space-y-1.5">
              <label
                htmlFor={`${id}-role`}
                className="block text-sm font-medium text-slate-700 dark:text-slate-200"
              >
                {t('roleLabel')}
              </label>
              <select
                id={`${id}-role`}
                value={role}
                onChange={(event) => setRole(event.target.value as InvitableRole)}
                className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950"
              >
                {INVITABLE_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {tRoles(`roles.${option}`)}
                  </option>
                ))}
              </select>
              <p className="text-xs text-slate-500 dark:text-slate-400">{tRoles(`summaries.${role}`)}</p>
            </div>
            <DialogFormFooter
              error={error}
              busy={busy}
              onCancel={onClose}
              cancelLabel={t('cancel')}
              submitLabel={t('sendInvitation')}
            />
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
