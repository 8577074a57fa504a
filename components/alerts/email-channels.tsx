'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { useApiResource } from '@/components/data/use-api-resource';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import type { ChannelInput } from '@/lib/api/channels';
import type { EmailChannel } from '@/lib/api/contract/channels';
import { listMembers } from '@/lib/api/org-members';
import { HttpError } from '@/lib/http/client';
import { activeOrgAtom } from '@/lib/state/org';

import { useFieldError } from './use-field-error';

/**
 * The organisation's email channels (docs/product.md, Email channels), in an app's Alerts dialog: each
 * with the members it mails, "Send a test email" and "Delete"; then a form to make one, a name and the
 * members to mail (ticked from the organisation's members). Which channels this app's incidents go to
 * is a rule (alert-rules-form.tsx).
 */
export function EmailChannels({
  channels,
  onCreate,
  onTest,
  onDelete,
}: {
  channels: readonly EmailChannel[];
  onCreate: (input: ChannelInput) => Promise<void>;
  /** Sends the test; its button waits for the answer (one test at a time per channel). */
  onTest: (channel: EmailChannel) => Promise<void>;
  onDelete: (channel: EmailChannel) => void;
}) {
  const t = useTranslations('Alerts');
  const org = useAtomValue(activeOrgAtom);
  const members = useApiResource(`org-members:${org?.id ?? ''}`, (base, token) =>
    org ? listMembers(base, token, org.id) : Promise.resolve({ data: [] }),
  );
  const apiErrorMessage = useApiErrorMessage();
  const fieldError = useFieldError();
  const membersId = useId();
  const [name, setName] = useState('');
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState<readonly string[]>([]);
  const test = async (channel: EmailChannel) => {
    if (testing.includes(channel.id)) return;
    setTesting((old) => [...old, channel.id]);
    try {
      await onTest(channel);
    } finally {
      setTesting((old) => old.filter((id) => id !== channel.id));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate({ name, recipientIds });
      setName('');
      setRecipientIds([]);
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };
  // A refusal naming its field (a name taken, a recipient who is not a member) is said by the field.
  const generalError =
    error && !(error instanceof HttpError && (error.code === 'validation_failed' || error.fields))
      ? apiErrorMessage(error)
      : null;
  const recipientsError = fieldError(error, 'recipientIds');

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('channelsIntro')}</p>
      {channels.length === 0 ? <p className="text-sm">{t('channelsEmpty')}</p> : null}
      {channels.length > 0 ? (
        <ul aria-label={t('channelsTitle')} className="space-y-2">
          {channels.map((channel) => (
            <li
              key={channel.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium wrap-anywhere" dir="auto">
                  {channel.name}
                </p>
                <p className="text-slate-600 wrap-anywhere dark:text-slate-300">
                  {channel.recipients.length > 0
                    ? t('channelRecipients', {
                        names: channel.recipients.map((recipient) => recipient.name).join(', '),
                      })
                    : t('channelNoRecipients')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void test(channel)}
                // Not `disabled`: the button keeps the focus it was pressed with while the test goes.
                aria-disabled={testing.includes(channel.id) || undefined}
                aria-label={t('channelTestLabel', { name: channel.name })}
                className={SMALL_BUTTON}
              >
                {t('channelTest')}
              </button>
              <button
                type="button"
                onClick={() => onDelete(channel)}
                aria-label={t('channelDeleteLabel', { name: channel.name })}
                className={SMALL_DANGER_BUTTON}
              >
                {t('channelDelete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('newChannel')}>
        <TextField
          name="channelName"
          label={t('channelName')}
          control={{
            value: name,
            onChange: (event: { target: { value: string } }) => setName(event.target.value),
            onBlur: () => undefined,
          }}
          error={fieldError(error, 'name')}
        />
        <fieldset
          className="space-y-2"
          aria-describedby={recipientsError ? `${membersId}-error` : undefined}
          aria-invalid={recipientsError ? true : undefined}
        >
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('channelMembers')}
          </legend>
          {members.data ? (
            <ul className="grid gap-1 sm:grid-cols-2">
              {members.data.data.map((member) => (
                <li key={member.userId}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={recipientIds.includes(member.userId)}
                      onChange={(event) =>
                        setRecipientIds((old) =>
                          event.target.checked
                            ? [...old, member.userId]
                            : old.filter((id) => id !== member.userId),
                        )
                      }
                      className="size-4 accent-brand-600"
                    />
                    <span className="min-w-0 wrap-anywhere" dir="auto">
                      {member.name}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : members.error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {apiErrorMessage(members.error)}
            </p>
          ) : (
            <p className="text-sm">{t('channelMembersLoading')}</p>
          )}
          {recipientsError ? (
            <p id={`${membersId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {recipientsError}
            </p>
          ) : null}
        </fieldset>
        <FormErrorAlert message={generalError} />
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy ? t('working') : t('createChannel')}
        </button>
      </form>
    </div>
  );
}
