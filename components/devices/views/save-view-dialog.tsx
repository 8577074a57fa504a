'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { DANGER_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { TextField } from '@/components/forms/text-field';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { SavedView } from '@/lib/api/contract/views';
import type { DeviceQuery } from '@/lib/api/types';
import { createView, deleteView, updateView } from '@/lib/api/views';
import { VIEW_PARAM } from '@/lib/routes';
import { viewHref, viewQueryOf } from '@/lib/table/saved-view';
import { VIEW_NAME_MAX } from '@/lib/validations/saved-views';

import { useSavedViewsChanged } from './use-saved-views';

type Step = 'edit' | 'confirmDelete';

/**
 * Saves the devices table as a view of the organisation (docs/product.md, Saved views): a new one, or
 * the view shown (`current`) updated with the table as it is now, or that view deleted after a second
 * press that says it goes for everyone. The address then names the view saved, or no view.
 * `onClose` gets what to say afterwards, or null.
 */
export function SaveViewDialog({
  current,
  query,
  columns,
  pathname,
  searchParams,
  returnFocus,
  onClose,
}: {
  current: SavedView | null;
  /** The table's query, saved as the devices API reads it (lib/table/saved-view.ts). */
  query: DeviceQuery;
  columns: readonly string[];
  pathname: string;
  searchParams: string;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: (outcome: string | null) => void;
}) {
  const t = useTranslations('SavedViews');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const router = useRouter();
  const changed = useSavedViewsChanged();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(current?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'update' | 'delete' | null>(null);
  const [step, setStep] = useState<Step>('edit');

  const run = async (kind: 'save' | 'update' | 'delete') => {
    if (busy) return;
    const value = name.trim();
    if (kind !== 'delete' && (value === '' || value.length > VIEW_NAME_MAX)) {
      setNameError(t('nameRequired', { max: VIEW_NAME_MAX }));
      inputRef.current?.focus();
      return;
    }
    setNameError(null);
    setError(null);
    setBusy(kind);
    try {
      const input = { name: value, query: viewQueryOf(query), columns: [...columns] };
      if (kind === 'delete' && current) {
        await api((baseUrl, token) => deleteView(baseUrl, token, current.id));
        const rest = new URLSearchParams(searchParams);
        rest.delete(VIEW_PARAM);
        router.push(rest.size > 0 ? `${pathname}?${rest.toString()}` : pathname, { scroll: false });
        changed();
        onClose(t('deleted', { name: current.name }));
        return;
      }
      const { data } = await api((baseUrl, token) =>
        kind === 'update' && current
          ? updateView(baseUrl, token, current.id, input)
          : createView(baseUrl, token, input),
      );
      router.push(viewHref(data), { scroll: false });
      changed();
      onClose(t('saved', { name: data.name }));
    } catch (failure) {
      setError(failure);
      setBusy(null);
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
          {t('dialogTitle')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('dialogDescription')}
        </p>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run(current ? 'update' : 'save');
          }}
        >
          <TextField
            name="name"
            label={t('nameLabel')}
            autoComplete="off"
            inputRef={inputRef}
            control={{
              value: name,
              onChange: (event) => setName(event.target.value),
              onBlur: () => undefined,
            }}
            error={nameError}
          />
          <FormErrorAlert message={error ? apiErrorMessage(error) : null} />
          {step === 'confirmDelete' && current ? (
            <div className="space-y-3">
              <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-100">
                {t('confirmDelete', { name: current.name })}
              </p>
              <div className="flex flex-wrap justify-end gap-3">
                <button
                  type="button"
                  // The question replaced the button pressed: the focus moves to the safe answer, and
                  // back to the name once it is given.
                  autoFocus
                  onClick={() => {
                    setStep('edit');
                    inputRef.current?.focus();
                  }}
                  disabled={busy !== null}
                  className={SECONDARY_BUTTON}
                >
                  {t('keep')}
                </button>
                <button
                  type="button"
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void run('delete')}
                  className={DANGER_BUTTON}
                >
                  {busy === 'delete' ? <ButtonSpinner /> : null}
                  {t('deleteForEveryone')}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-end gap-3">
              {current ? (
                <button
                  type="button"
                  onClick={() => setStep('confirmDelete')}
                  disabled={busy !== null}
                  className={`${SECONDARY_BUTTON} me-auto`}
                >
                  {t('delete')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => onClose(null)}
                disabled={busy !== null}
                className={SECONDARY_BUTTON}
              >
                {t('cancel')}
              </button>
              {current ? (
                <button
                  type="button"
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void run('save')}
                  className={SECONDARY_BUTTON}
                >
                  {busy === 'save' ? <ButtonSpinner /> : null}
                  {t('saveAsNew')}
                </button>
              ) : null}
              <button type="submit" aria-disabled={busy !== null || undefined} className={PRIMARY_BUTTON}>
                {busy === 'update' || (busy === 'save' && !current) ? <ButtonSpinner /> : null}
                {current ? t('update', { name: current.name }) : t('save')}
              </button>
            </div>
          )}
        </form>
      </div>
    </ModalDialog>
  );
}
