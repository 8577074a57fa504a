'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { TextField } from '@/components/forms/text-field';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { changeDeviceTags, type TaggedDevices } from '@/lib/api/device-detail';
import type { Device } from '@/lib/api/types';
import { isTag, TAG_MAX_LENGTH } from '@/lib/validations/device-labels';

const LEGEND = 'text-sm font-medium text-slate-700 dark:text-slate-200';
const CHOICE = 'flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100';

/**
 * Adds or removes one tag on the selected devices of the page, or on every device the table's filters
 * match (`filter`, the table's query string): the choice says how many devices it changes before it is
 * made (docs/product.md, Attributes and tags). `onClose` gets what to say afterwards, or null.
 */
export function TagDevicesDialog({
  selected,
  filter,
  total,
  totalIsEstimate,
  onClose,
  returnFocus,
}: {
  selected: readonly Device[];
  filter: string;
  total: number;
  totalIsEstimate: boolean;
  onClose: (outcome: string | null) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('FleetFilters');
  const api = useDashboardApi();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [action, setAction] = useState<'add' | 'remove'>('add');
  const [scope, setScope] = useState<'selected' | 'all'>(selected.length > 0 ? 'selected' : 'all');
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const count = scope === 'selected' ? selected.length : total;

  const submit = async () => {
    const value = tag.trim();
    if (!isTag(value)) {
      setTagError(t('badTag', { max: TAG_MAX_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setTagError(null);
    setBusy(true);
    try {
      const devices: TaggedDevices =
        scope === 'selected'
          ? { devices: selected.map(({ appId, deviceId }) => ({ appId, deviceId })) }
          : { filter };
      const { data } = await api((baseUrl, token) =>
        changeDeviceTags(baseUrl, token, { [action]: [value], ...devices }),
      );
      onClose(
        [
          t('changed', { count: data.updated }),
          data.skipped > 0 ? t('skipped', { count: data.skipped }) : null,
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={() => !busy && onClose(null)}
      initialFocus={inputRef}
      returnFocus={returnFocus}
      size="lg"
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('tagTitle')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('tagDescription')}
        </p>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="space-y-2">
            <legend className={LEGEND}>{t('actionLabel')}</legend>
            {(['add', 'remove'] as const).map((option) => (
              <label key={option} className={CHOICE}>
                <input
                  type="radio"
                  name={`${id}-action`}
                  value={option}
                  checked={action === option}
                  onChange={() => setAction(option)}
                  className="mt-0.5"
                />
                {t(`action_${option}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            name="tag"
            label={t('tagLabel')}
            autoComplete="off"
            placeholder="store-42"
            inputRef={inputRef}
            control={{ value: tag, onChange: (event) => setTag(event.target.value), onBlur: () => undefined }}
            error={tagError}
          />
          <fieldset className="space-y-2">
            <legend className={LEGEND}>{t('scopeLabel')}</legend>
            <label className={CHOICE}>
              <input
                type="radio"
                name={`${id}-scope`}
                value="selected"
                checked={scope === 'selected'}
                disabled={selected.length === 0}
                onChange={() => setScope('selected')}
                className="mt-0.5"
              />
              {t('scopeSelected', { count: selected.length })}
            </label>
            <label className={CHOICE}>
              <input
                type="radio"
                name={`${id}-scope`}
                value="all"
                checked={scope === 'all'}
                onChange={() => setScope('all')}
                className="mt-0.5"
              />
              {t('scopeAll', { count: total, about: totalIsEstimate ? 'yes' : 'no' })}
            </label>
          </fieldset>
          <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {t(action === 'add' ? 'confirmAdd' : 'confirmRemove', {
              count,
              about: totalIsEstimate && scope === 'all' ? 'yes' : 'no',
            })}
          </p>
          <DialogFormFooter
            error={error}
            busy={busy}
            onCancel={() => onClose(null)}
            cancelLabel={t('cancel')}
            submitLabel={t(action === 'add' ? 'submitAdd' : 'submitRemove')}
          />
        </form>
      </div>
    </ModalDialog>
  );
}
