'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { CloseIcon } from '@/components/icons/close-icon';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { changeDeviceTags } from '@/lib/api/device-detail';
import type { DeviceDetail } from '@/lib/api/types';
import { isTag, TAG_MAX_COUNT, TAG_MAX_LENGTH } from '@/lib/validations/device-labels';

import { EMPTY, SECTION, SECTION_TITLE } from './styles';

const CHIP =
  'inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 ps-2.5 pe-1 text-xs font-medium text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/**
 * The device's tags, which members set here (docs/product.md, Attributes and tags), and the attributes
 * its heartbeats report. In the admins' console, and for a role that may not tag, the tags are read only.
 */
export function DeviceLabels({
  device,
  admin,
  onChanged,
}: {
  device: DeviceDetail;
  admin: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations('DevicePage');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const reasonFor = useRoleReason();
  const reason = admin ? null : reasonFor('tagDevices');
  const editable = !admin;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const attributes = Object.entries(device.attributes).sort(([a], [b]) => a.localeCompare(b));

  const change = async (add: string[], remove: string[]) => {
    if (busy || reason) return;
    setBusy(true);
    try {
      await api((baseUrl, token) =>
        changeDeviceTags(baseUrl, token, {
          add,
          remove,
          devices: [{ appId: device.appId, deviceId: device.deviceId }],
        }),
      );
      setDraft('');
      setError(null);
      onChanged();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const add = () => {
    const tag = draft.trim();
    if (!isTag(tag)) setError(t('tagInvalid', { max: TAG_MAX_LENGTH }));
    else if (device.tags.includes(tag)) setDraft('');
    else if (device.tags.length >= TAG_MAX_COUNT) setError(t('tagsFull', { max: TAG_MAX_COUNT }));
    else void change([tag], []);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={SECTION}>
      <h2 id={`${id}-title`} className={SECTION_TITLE}>
        {t('labelsTitle')}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 id={`${id}-tags`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('tagsTitle')}
          </h3>
          {device.tags.length === 0 ? (
            <p className={EMPTY}>{t('noTags')}</p>
          ) : (
            <ul aria-labelledby={`${id}-tags`} className="mt-2 flex flex-wrap gap-2">
              {device.tags.map((tag) => (
                <li key={tag} className={CHIP}>
                  <span className="truncate">{tag}</span>
                  {editable ? (
                    <GatedButton
                      reason={reason}
                      aria-label={t('removeTag', { tag })}
                      className="inline-flex size-5 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
                      onClick={() => {
                        // The chip goes with its tag: the focus waits in the field for the next one.
                        inputRef.current?.focus();
                        void change([], [tag]);
                      }}
                    >
                      <CloseIcon className="size-3.5" />
                    </GatedButton>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {editable ? (
            <form
              noValidate
              className="mt-3 flex flex-wrap items-start gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                add();
              }}
            >
              <label htmlFor={`${id}-new`} className="sr-only">
                {t('newTag')}
              </label>
              <input
                ref={inputRef}
                id={`${id}-new`}
                value={draft}
                placeholder={t('newTagPlaceholder')}
                maxLength={TAG_MAX_LENGTH * 2}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => setDraft(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="h-8 w-48 min-w-0 rounded-md border border-slate-500 bg-white px-2.5 text-sm dark:bg-slate-950"
              />
              <GatedButton
                reason={reason}
                type="submit"
                aria-disabled={busy || undefined}
                className={SMALL_BUTTON}
              >
                {t('addTag')}
              </GatedButton>
            </form>
          ) : null}
          <div id={`${id}-error`}>
            <FormErrorAlert message={error} />
          </div>
        </div>
        <div className="min-w-0">
          <h3 id={`${id}-attributes`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('attributesTitle')}
          </h3>
          {attributes.length === 0 ? (
            <p className={EMPTY}>{t('noAttributes')}</p>
          ) : (
            <dl
              aria-labelledby={`${id}-attributes`}
              className="mt-2 grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm"
            >
              {attributes.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-mono text-xs leading-5 wrap-anywhere text-slate-600 dark:text-slate-400">
                    {key}
                  </dt>
                  <dd dir="auto" className="wrap-anywhere text-slate-900 dark:text-slate-100">
                    {String(value)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}
