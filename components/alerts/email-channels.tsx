'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { SMALL_BUTTON, SMALL_DANGER_BUTTON } from '@/components/apps/styles';
import { useApiResource } from '@/components/data/use-api-resource';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleState } from '@/components/state/console-store';
import type { ChannelInput } from '@/lib/api/channels';
import type { EmailChannel } from '@/lib/api/contract/channels';
import { listMembers } from '@/lib/api/org-members';
import { activeOrgOf } from '@/lib/state/org';

import { CheckboxChoice } from './checkbox-choice';
import { useAlertForm } from './use-alert-form';

/**
 * The organisation's email channels (docs/product.md, Email channels), in an app's Alerts dialog: each
 * with the members it mails, "Send a test email" and "Delete"; then a form to make one, a name and the
 * members to mail (ticked from the organisation's members). Which channels this app's incidents go to
 * is a rule (alert-rules-form.tsx).
 */
export function EmailChannels({
  channels,
  onCreate,
  onUpdate,
  onTest,
  onDelete,
}: {
  channels: readonly EmailChannel[];
  onCreate: (input: ChannelInput) => Promise<void>;
  onUpdate: (channel: EmailChannel, input: ChannelInput) => Promise<void>;
  /** Sends the test; its button waits for the answer (one test at a time per channel). */
  onTest: (channel: EmailChannel) => Promise<void>;
  onDelete: (channel: EmailChannel) => void;
}) {
  const t = useTranslations('Alerts');
  const org = useConsoleState(activeOrgOf);
  const members = useApiResource(`org-members:${org?.id ?? ''}`, (base, token) =>
    org ? listMembers(base, token, org.id) : Promise.resolve({ data: [] }),
  );
  const apiErrorMessage = useApiErrorMessage();
  const [name, setName] = useState('');
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  // The channel the form changes, as listed now (gone once deleted); none: the form makes a new one.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = channels.find((channel) => channel.id === editingId) ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const formTitleId = useId();
  const nameField = () => formRef.current?.elements.namedItem('channelName') as HTMLInputElement | null;
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

  const { submit, busy, reset, fieldError, generalError } = useAlertForm(async () => {
    if (editing) await onUpdate(editing, { name, recipientIds });
    else await onCreate({ name, recipientIds });
    fill(null);
  });
  /** The form filled with a channel to edit, or emptied to make one. */
  function fill(channel: EmailChannel | null) {
    setEditingId(channel?.id ?? null);
    setName(channel?.name ?? '');
    setRecipientIds(channel?.recipients.map((recipient) => recipient.id) ?? []);
    reset();
  }
  // The channel edited was deleted (here or elsewhere): the form makes a new one again.
  if (editingId !== null && editing === null) fill(null);

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
              {/* At least 12rem: on a phone the buttons go under the name, together, rather than squeezing it. */}
              <div className="min-w-48 flex-1 space-y-1">
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
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={() => {
                    fill(channel);
                    nameField()?.focus();
                  }}
                  aria-label={t('channelEditLabel', { name: channel.name })}
                  className={SMALL_BUTTON}
                >
                  {t('channelEdit')}
                </button>
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
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-labelledby={formTitleId}>
        <h4 id={formTitleId} className="text-sm font-semibold wrap-anywhere">
          {editing ? t('editChannel', { name: editing.name }) : t('newChannel')}
        </h4>
        <TextField
          name="channelName"
          label={t('channelName')}
          control={{
            value: name,
            onChange: (event: { target: { value: string } }) => setName(event.target.value),
            onBlur: () => undefined,
          }}
          error={fieldError('name')}
        />
        <CheckboxChoice
          legend={t('channelMembers')}
          options={members.data?.data.map((member) => ({ id: member.userId, label: member.name })) ?? null}
          selected={recipientIds}
          onChange={setRecipientIds}
          error={fieldError('recipientIds')}
          placeholder={
            members.error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {apiErrorMessage(members.error)}
              </p>
            ) : members.data ? null : (
              <p className="text-sm">{t('channelMembersLoading')}</p>
            )
          }
        />
        <FormErrorAlert message={generalError} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
            {busy ? t('working') : editing ? t('saveChannel') : t('createChannel')}
          </button>
          {editing ? (
            <button
              type="button"
              onClick={() => {
                fill(null);
                // The button goes: the focus stays in the form.
                nameField()?.focus();
              }}
              className={SECONDARY_BUTTON}
            >
              {t('cancelEdit')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
