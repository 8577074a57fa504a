'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { FilterSelect } from '@/components/data-table/filter-select';
import { useSavedViews } from '@/components/devices/views/use-saved-views';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import type { AlertRules } from '@/lib/api/contract/alerts';

import { CheckboxChoice } from './checkbox-choice';
import { useAlertForm } from './use-alert-form';

type Fields = Record<Exclude<keyof AlertRules, 'channelIds' | 'regressionIncidents'>, string>;

const toFields = (rules: AlertRules): Fields => ({
  offlineAfterSeconds: rules.offlineAfterSeconds === null ? '' : String(rules.offlineAfterSeconds),
  offlineSharePercent: rules.offlineSharePercent === null ? '' : String(rules.offlineSharePercent),
  offlineShareViewId: rules.offlineShareViewId ?? '',
  cooldownSeconds: String(rules.cooldownSeconds),
  incidentThresholdCount: rules.incidentThresholdCount === null ? '' : String(rules.incidentThresholdCount),
  incidentThresholdPercent:
    rules.incidentThresholdPercent === null ? '' : String(rules.incidentThresholdPercent),
  incidentWindowSeconds: String(rules.incidentWindowSeconds),
});

/** A channel a rule may list: an email channel, or a Slack or webhook channel of the organisation. */
export interface RuleChannel {
  id: string;
  name: string;
  kind: 'email' | 'slack' | 'json';
}

const CHANNEL_OPTION = {
  email: 'channelOptionEmail',
  slack: 'channelOptionSlack',
  json: 'channelOptionWebhook',
} as const;

// Blank is "off"; anything else goes as typed, so the API names what is wrong with it.
const toValue = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * An app's alert rules (docs/product.md, Offline alerts and Incidents): the two offline rules, their
 * scope, the cooldown, the incident thresholds (a blank rule or threshold is off) and whether
 * regressions open incidents too, and the channels its incidents go to (`channels`: the
 * organisation's email, Slack and webhook channels; null while they load).
 */
export function AlertRulesForm({
  rules,
  channels,
  onSave,
}: {
  rules: AlertRules;
  channels: readonly RuleChannel[] | null;
  onSave: (rules: AlertRules) => Promise<void>;
}) {
  const t = useTranslations('Alerts');
  // The organisation's saved views: the share rule may count the devices of one of them only.
  const views = useSavedViews();
  const [fields, setFields] = useState<Fields>(() => toFields(rules));
  const [channelIds, setChannelIds] = useState<string[]>(rules.channelIds);
  const [regressionIncidents, setRegressionIncidents] = useState(rules.regressionIncidents);
  const id = useId();
  const { submit, busy, fieldError, generalError } = useAlertForm(() =>
    onSave({
      offlineAfterSeconds: toValue(fields.offlineAfterSeconds),
      offlineSharePercent: toValue(fields.offlineSharePercent),
      offlineShareViewId: fields.offlineShareViewId || null,
      cooldownSeconds: toValue(fields.cooldownSeconds) ?? 0,
      incidentThresholdCount: toValue(fields.incidentThresholdCount),
      incidentThresholdPercent: toValue(fields.incidentThresholdPercent),
      incidentWindowSeconds: toValue(fields.incidentWindowSeconds) ?? 0,
      regressionIncidents,
      // Only channels that still exist: one deleted meanwhile is no longer offered.
      channelIds: channels
        ? channelIds.filter((id) => channels.some((channel) => channel.id === id))
        : channelIds,
    }),
  );
  const control = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((old) => ({ ...old, [name]: event.target.value })),
    onBlur: () => undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        name="offlineAfterSeconds"
        label={t('offlineAfter')}
        hint={t('offlineAfterHint')}
        inputMode="numeric"
        required={false}
        control={control('offlineAfterSeconds')}
        error={fieldError('offlineAfterSeconds')}
      />
      <TextField
        name="offlineSharePercent"
        label={t('offlineShare')}
        hint={t('offlineShareHint')}
        inputMode="numeric"
        required={false}
        control={control('offlineSharePercent')}
        error={fieldError('offlineSharePercent')}
      />
      <FilterSelect
        layout="stacked"
        label={t('shareScope')}
        value={fields.offlineShareViewId}
        options={[
          { value: '', label: t('shareScopeAll') },
          ...(views.data?.data ?? []).map((view) => ({ value: view.id, label: view.name })),
        ]}
        unknownLabel={() => t('shareScopeView')}
        onChange={(value) => setFields((old) => ({ ...old, offlineShareViewId: value }))}
        error={fieldError('offlineShareViewId')}
      />
      <TextField
        name="cooldownSeconds"
        label={t('cooldown')}
        hint={t('cooldownHint')}
        inputMode="numeric"
        control={control('cooldownSeconds')}
        error={fieldError('cooldownSeconds')}
      />
      <TextField
        name="incidentThresholdCount"
        label={t('incidentCount')}
        hint={t('incidentCountHint')}
        inputMode="numeric"
        required={false}
        control={control('incidentThresholdCount')}
        error={fieldError('incidentThresholdCount')}
      />
      <TextField
        name="incidentThresholdPercent"
        label={t('incidentPercent')}
        hint={t('incidentPercentHint')}
        inputMode="numeric"
        required={false}
        control={control('incidentThresholdPercent')}
        error={fieldError('incidentThresholdPercent')}
      />
      <TextField
        name="incidentWindowSeconds"
        label={t('incidentWindow')}
        hint={t('incidentWindowHint')}
        inputMode="numeric"
        control={control('incidentWindowSeconds')}
        error={fieldError('incidentWindowSeconds')}
      />
      <div className="flex items-start gap-2">
        <input
          id={`${id}-regressions`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0"
          checked={regressionIncidents}
          onChange={(event) => setRegressionIncidents(event.target.checked)}
          aria-describedby={`${id}-regressions-hint`}
        />
        <div className="min-w-0 space-y-1">
          <label
            htmlFor={`${id}-regressions`}
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {t('regressionIncidents')}
          </label>
          <p id={`${id}-regressions-hint`} className="text-sm text-slate-600 dark:text-slate-300">
            {t('regressionIncidentsHint')}
          </p>
        </div>
      </div>
      {channels ? (
        <CheckboxChoice
          legend={t('rulesChannels')}
          options={channels.map((channel) => ({
            id: channel.id,
            label: t(CHANNEL_OPTION[channel.kind], { name: channel.name }),
          }))}
          selected={channelIds}
          onChange={setChannelIds}
          error={fieldError('channelIds')}
          placeholder={<p className="text-sm text-slate-600 dark:text-slate-300">{t('rulesChannelsNone')}</p>}
        />
      ) : null}
      <FormErrorAlert message={generalError} />
      <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
        {busy ? t('working') : t('saveRules')}
      </button>
    </form>
  );
}
