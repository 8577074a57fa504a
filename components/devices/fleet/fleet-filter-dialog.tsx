'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { usePlatformName } from '@/components/apps/use-platform-name';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { TextField } from '@/components/forms/text-field';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PLATFORMS, type Platform } from '@/lib/api/types';
import {
  ATTRIBUTE_OPS,
  isSeenAge,
  type AttributeOp,
  type FleetFilters,
} from '@/lib/validations/device-filters';
import {
  ATTRIBUTE_MAX_KEYS,
  ATTRIBUTE_VALUE_MAX_LENGTH,
  DEVICE_FIELD_MAX_LENGTH,
  isAttributeKey,
  isTag,
  TAG_MAX_COUNT,
  TAG_MAX_LENGTH,
} from '@/lib/validations/device-labels';

type Kind = 'tag' | 'attribute' | 'version' | 'platform' | 'os' | 'seen';
const KINDS: readonly Kind[] = ['tag', 'attribute', 'version', 'platform', 'os', 'seen'];
type SeenOp = 'within' | 'over';
type Unit = 'h' | 'd';
const SELECT = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950';
const LABEL = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/**
 * Adds one filter to the devices table (docs/product.md, Filters): a tag the devices must have, an
 * attribute compared with a value (equal, not equal, greater or less than a number, set or not), an
 * app version, a platform, an OS version, or how long ago they were last seen (in the last n hours or
 * days, or more than that ago). Checked here as the API checks it. Needs the `FleetFilters` and
 * `Platforms` namespaces.
 */
export function FleetFilterDialog({
  fleet,
  onApply,
  onClose,
  returnFocus,
}: {
  fleet: FleetFilters;
  onApply: (fleet: FleetFilters) => void;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('FleetFilters');
  const id = useId();
  const kindRef = useRef<HTMLSelectElement>(null);
  const [kind, setKind] = useState<Kind>('tag');
  const [name, setName] = useState('');
  const [op, setOp] = useState<AttributeOp>('eq');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});
  const platformName = usePlatformName();
  const [platform, setPlatform] = useState<Platform>(PLATFORMS[0]);
  const [seenOp, setSeenOp] = useState<SeenOp>('within');
  const [unit, setUnit] = useState<Unit>('h');

  const apply = () => {
    const trimmedName = name.trim();
    const trimmedValue = value.trim();
    const found: { name?: string; value?: string } = {};
    if (kind === 'tag' && !isTag(trimmedName)) found.name = t('badTag', { max: TAG_MAX_LENGTH });
    if (kind === 'attribute' && !isAttributeKey(trimmedName))
      found.name = t('badKey', { max: TAG_MAX_LENGTH });
    if ((kind === 'version' || kind === 'os') && !trimmedValue) found.value = t('valueRequired');
    else if ((kind === 'version' || kind === 'os') && trimmedValue.length > DEVICE_FIELD_MAX_LENGTH)
      found.value = t('valueTooLong', { max: DEVICE_FIELD_MAX_LENGTH });
    if (kind === 'attribute' && trimmedValue.length > ATTRIBUTE_VALUE_MAX_LENGTH)
      found.value = t('valueTooLong', { max: ATTRIBUTE_VALUE_MAX_LENGTH });
    if (kind === 'tag' && fleet.tags.length >= TAG_MAX_COUNT)
      found.name = t('tooMany', { max: TAG_MAX_COUNT });
    if (kind === 'attribute' && fleet.attributes.length >= ATTRIBUTE_MAX_KEYS)
      found.name = t('tooMany', { max: ATTRIBUTE_MAX_KEYS });
    if (kind === 'attribute' && (op === 'gt' || op === 'lt') && !Number.isFinite(Number(trimmedValue || 'x')))
      found.value = t('numberRequired');
    if (kind === 'attribute' && (op === 'eq' || op === 'ne') && !trimmedValue)
      found.value = t('valueRequired');
    const age = `${trimmedValue}${unit}`;
    if (kind === 'seen' && !isSeenAge(age)) found.value = t('ageInvalid');
    setErrors(found);
    if (found.name || found.value) return;
    if (kind === 'platform') onApply({ ...fleet, platform });
    else if (kind === 'os') onApply({ ...fleet, os: trimmedValue });
    else if (kind === 'seen')
      onApply(seenOp === 'within' ? { ...fleet, seenWithin: age } : { ...fleet, seenOver: age });
    else if (kind === 'tag') onApply({ ...fleet, tags: [...new Set([...fleet.tags, trimmedName])].sort() });
    else if (kind === 'version') onApply({ ...fleet, version: trimmedValue });
    else
      onApply({
        ...fleet,
        attributes: [
          ...fleet.attributes,
          {
            key: trimmedName,
            op,
            value:
              op === 'exists'
                ? trimmedValue !== 'false'
                : op === 'gt' || op === 'lt'
                  ? Number(trimmedValue)
                  : trimmedValue,
          },
        ],
      });
  };

  return (
    <ModalDialog titleId={`${id}-title`} onClose={onClose} initialFocus={kindRef} returnFocus={returnFocus}>
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={`${id}-kind`} className={LABEL}>
              {t('kindLabel')}
            </label>
            <select
              ref={kindRef}
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => {
                // Each kind starts blank: a value of another kind would not mean the same.
                setKind(event.target.value as Kind);
                setName('');
                setOp('eq');
                setValue('');
                setErrors({});
              }}
              className={SELECT}
            >
              {KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`kind_${option}`)}
                </option>
              ))}
            </select>
          </div>
          {kind === 'tag' || kind === 'attribute' ? (
            <TextField
              name="name"
              label={kind === 'tag' ? t('tagLabel') : t('keyLabel')}
              autoComplete="off"
              placeholder={kind === 'tag' ? 'store-42' : 'hw.rev'}
              control={{
                value: name,
                onChange: (event) => setName(event.target.value),
                onBlur: () => undefined,
              }}
              error={errors.name ?? null}
            />
          ) : null}
          {kind === 'attribute' ? (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-op`} className={LABEL}>
                {t('opLabel')}
              </label>
              <select
                id={`${id}-op`}
                value={op === 'exists' && value === 'false' ? 'missing' : op}
                onChange={(event) => {
                  const chosen = event.target.value;
                  if (chosen === 'missing') {
                    setOp('exists');
                    setValue('false');
                  } else {
                    setOp(chosen as AttributeOp);
                    if (chosen === 'exists') setValue('true');
                    else if (op === 'exists') setValue('');
                  }
                }}
                className={SELECT}
              >
                {[...ATTRIBUTE_OPS, 'missing' as const].map((option) => (
                  <option key={option} value={option}>
                    {t(`op_${option}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {kind === 'platform' ? (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-platform`} className={LABEL}>
                {t('platformLabel')}
              </label>
              <select
                id={`${id}-platform`}
                value={platform}
                onChange={(event) => setPlatform(event.target.value as Platform)}
                className={SELECT}
              >
                {PLATFORMS.map((option) => (
                  <option key={option} value={option}>
                    {platformName(option)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {kind === 'seen' ? (
            <>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-seen`} className={LABEL}>
                  {t('seenLabel')}
                </label>
                <select
                  id={`${id}-seen`}
                  value={seenOp}
                  onChange={(event) => setSeenOp(event.target.value as SeenOp)}
                  className={SELECT}
                >
                  {(['within', 'over'] as const).map((option) => (
                    <option key={option} value={option}>
                      {t(`seen_${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-unit`} className={LABEL}>
                  {t('unitLabel')}
                </label>
                <select
                  id={`${id}-unit`}
                  value={unit}
                  onChange={(event) => setUnit(event.target.value as Unit)}
                  className={SELECT}
                >
                  {(['h', 'd'] as const).map((option) => (
                    <option key={option} value={option}>
                      {t(`unit_${option}`)}
                    </option>
                  ))}
                </select>
              </div>
            </>
          ) : null}
          {kind === 'version' ||
          kind === 'os' ||
          kind === 'seen' ||
          (kind === 'attribute' && op !== 'exists') ? (
            <TextField
              name="value"
              label={
                kind === 'version'
                  ? t('versionLabel')
                  : kind === 'os'
                    ? t('osLabel')
                    : kind === 'seen'
                      ? t('amountLabel')
                      : t('valueLabel')
              }
              inputMode={op === 'gt' || op === 'lt' ? 'decimal' : kind === 'seen' ? 'numeric' : undefined}
              autoComplete="off"
              control={{ value, onChange: (event) => setValue(event.target.value), onBlur: () => undefined }}
              error={errors.value ?? null}
            />
          ) : null}
          <DialogFormFooter
            error={null}
            busy={false}
            onCancel={onClose}
            cancelLabel={t('cancel')}
            submitLabel={t('apply')}
          />
        </form>
      </div>
    </ModalDialog>
  );
}
