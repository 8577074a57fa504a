'use client';

import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslations } from 'next-intl';
import { useId, useState, type RefObject } from 'react';

import { showApiFieldErrors } from '@/components/forms/api-field-errors';
import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FocusFirstError } from '@/components/forms/focus-first-error';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { FormTextField } from '@/components/forms/form-text-field';
import { withFreeTextMessages } from '@/components/forms/free-text-errors';
import { formikValidate } from '@/components/forms/lazy-schema';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { App, Platform } from '@/lib/api/types';
import { createAppSchema, editAppFormSchema } from '@/lib/validations/app';

import { PlatformSelectField } from './platform-select-field';
import { useAppLabels } from './use-app-labels';

export interface AppFormValues {
  name: string;
  platform: Platform | '';
  bundleId: string;
  /** Editing only: the app's online window in seconds, as typed. */
  onlineWindowSeconds: string;
}

export interface AppFormResult {
  name: string;
  platform: Platform;
  bundleId: string;
  onlineWindowSeconds?: number;
}

// Editing keeps the platform: name, bundle id (the same rules as creating) and the online window.
const validateCreate = formikValidate<AppFormValues>(createAppSchema);
const validateEdit = formikValidate<AppFormValues>(editAppFormSchema);
const FIELDS = ['name', 'platform', 'bundleId', 'onlineWindowSeconds'] as const;

/**
 * Creates an app (`app` absent) or edits one: name, platform (chosen once, shown read-only when
 * editing), bundle or package id. The modal stays open while the call runs and after a failure, with
 * everything typed still there: field errors from the API land on their fields, anything else shows
 * above the form.
 */
export function AppFormModal({
  app,
  onCancel,
  onSubmit,
  returnFocus,
}: {
  app?: App;
  onCancel: () => void;
  /** Where focus goes on close when the control that opened the form is gone (see ModalDialog). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Makes the call; resolves when the app is saved (the caller closes the modal), rejects with why not. */
  onSubmit: (values: AppFormResult) => Promise<void>;
}) {
  const t = useTranslations('AppForm');
  const labels = useAppLabels();
  const apiErrorMessage = useApiErrorMessage();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const editing = app !== undefined;

  const initialValues: AppFormValues = {
    name: app?.name ?? '',
    platform: app?.platform ?? '',
    bundleId: app?.bundleId ?? '',
    onlineWindowSeconds: app ? String(app.onlineWindowSeconds) : '',
  };

  const submit = async (values: AppFormValues, helpers: FormikHelpers<AppFormValues>) => {
    setFormError(null);
    // The schema trims what it checks; what is sent is the same trimmed text.
    // Formik has checked the values with the same schema, so the parse succeeds.
    const cast: Partial<AppFormResult> = editing
      ? editAppFormSchema.parse(values)
      : createAppSchema.parse(values);
    try {
      await onSubmit({
        name: cast.name ?? '',
        bundleId: cast.bundleId ?? '',
        platform: app?.platform ?? (cast.platform as Platform),
        ...(editing ? { onlineWindowSeconds: cast.onlineWindowSeconds } : {}),
      });
    } catch (error) {
      // A name is free text: "letters, digits, dots…" would be the wrong advice for it.
      const fieldHelpers = {
        setTouched: helpers.setTouched,
        setErrors: (errors: FormikErrors<AppFormValues>) =>
          helpers.setErrors(withFreeTextMessages(errors, ['name'])),
      };
      if (!showApiFieldErrors<AppFormValues>(error, FIELDS, fieldHelpers))
        setFormError(apiErrorMessage(error));
    }
  };

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onCancel}
      returnFocus={returnFocus}
    >
      <Formik
        initialValues={initialValues}
        validate={editing ? validateEdit : validateCreate}
        onSubmit={submit}
      >
        {({ isSubmitting, handleSubmit }) => (
          <form
            noValidate
            // Enter in a field submits even while the button waits: one call at a time.
            onSubmit={(event) => (isSubmitting ? event.preventDefault() : handleSubmit(event))}
            className="space-y-4 p-6"
          >
            <FocusFirstError fields={FIELDS} />
            <div>
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                {editing ? t('editTitle') : t('createTitle')}
              </h2>
              <p id={`${id}-description`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {editing ? t('editDescription') : t('createDescription')}
              </p>
            </div>
            <FormErrorAlert message={formError} />
            <FormTextField name="name" label={t('name')} autoComplete="off" />
            {editing ? (
              <div className="space-y-1.5">
                <label
                  htmlFor={`${id}-platform`}
                  className="block text-sm font-medium text-slate-700 dark:text-slate-200"
                >
                  {t('platform')}
                </label>
                <input
                  id={`${id}-platform`}
                  readOnly
                  value={labels.platform(app.platform)}
                  aria-describedby={`${id}-platform-hint`}
                  className="block w-full rounded-md border border-slate-200 bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
                />
                <p id={`${id}-platform-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                  {t('platformFixed')}
                </p>
              </div>
            ) : (
              <PlatformSelectField />
            )}
            <FormTextField
              name="bundleId"
              label={t('bundleId')}
              autoComplete="off"
              hint={t('bundleIdHint')}
            />
            {editing ? (
              <FormTextField
                name="onlineWindowSeconds"
                label={t('onlineWindow')}
                inputMode="numeric"
                autoComplete="off"
                hint={t('onlineWindowHint')}
              />
            ) : null}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
                {t('cancel')}
              </button>
              {/* aria-disabled, not disabled: the button keeps focus while it waits, inside the dialog. */}
              <button
                type="submit"
                aria-disabled={isSubmitting || undefined}
                className={`${PRIMARY_BUTTON} aria-disabled:cursor-wait aria-disabled:opacity-60`}
              >
                {isSubmitting ? <ButtonSpinner /> : null}
                {isSubmitting ? t(editing ? 'saving' : 'creating') : t(editing ? 'save' : 'create')}
              </button>
            </div>
          </form>
        )}
      </Formik>
    </ModalDialog>
  );
}
